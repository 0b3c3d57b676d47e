import { useResourceList } from '@app/kit/resource/use-resource';
import { entryResource } from '../resource';
import { historySearch, localHistoryAnswer, type HistoryQuery } from './history-query';

/** Every ledger entry matching the filters, newest first: pages, pull to refresh, saved for offline. */
export function useEntryHistory(query: HistoryQuery) {
  return useResourceList(entryResource, { query, search: historySearch, local: localHistoryAnswer });
}
