import type { ListingSummary } from '@shared/contracts/listings';
import { listings } from '@shared/contracts/plain/listings';
import { defineView } from '@app/kit/resource/define-view';
import { api } from '@app/lib/api';

/** The summary for a `YYYY-MM` month, one answer for every property, saved per month. */
export const summaryView = defineView<ListingSummary>({ type: 'listings.summary', read: (month) => api.call(listings.summary, { query: { month } }) });
