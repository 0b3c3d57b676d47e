import { useCallback } from 'react';
import { listings, type ListingSummary } from '@shared/contracts/listings';
import { api } from '@app/lib/api';
import { useRemoteRecord } from '@app/lib/use-remote-record';

/** The summary for a `YYYY-MM` month, one answer for every property; saved per month so it shows offline. */
export function useListingSummary(month: string) {
  const fetch = useCallback((key: string) => api.call(listings.summary, { query: { month: key } }), []);
  return useRemoteRecord<ListingSummary>(month, fetch, { cache: { type: 'listing-summary' } });
}
