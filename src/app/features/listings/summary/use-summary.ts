import { useCallback } from 'react';
import { listings, type ListingSummary } from '@shared/contracts/listings';
import { api } from '@app/lib/api';
import { useRemoteRecord } from '@app/lib/use-remote-record';

/** The summary as it stands now, one answer for every property; saved so it shows offline. */
export function useListingSummary() {
  const fetch = useCallback(() => api.call(listings.summary, { query: {} }), []);
  return useRemoteRecord<ListingSummary>('now', fetch, { cache: { type: 'listing-summary' } });
}
