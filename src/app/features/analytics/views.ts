import type { AnalyticsSummary } from '@shared/contracts/analytics';
import { analytics } from '@shared/contracts/plain/analytics';
import { defineView } from '@app/kit/resource/define-view';
import { api } from '@app/lib/api';

export type AnalyticsWindow = '7' | '30';

/** The summary over the last 7 or 30 days, saved per window so the page opens offline with its "as of". */
export const summaryView = defineView<AnalyticsSummary, AnalyticsWindow>({
  type: 'analytics.summary',
  read: (days) => api.call(analytics.summary, { query: { days } }),
});
