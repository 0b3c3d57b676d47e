import { useRef } from 'react';
import { rangeProblem, type HistoryQuery } from './history-query';
import type { HistoryFilterValues } from './HistoryFilters';

/**
 * The query the list and the download use: the filters as set, or while the date range is the
 * wrong way round (being typed) the last one that made sense, so the list does not empty out.
 */
export function useAppliedQuery(filters: HistoryFilterValues): HistoryQuery {
  const last = useRef<HistoryQuery>({ accountId: null, kind: null, from: '', to: '' });
  if (!rangeProblem(filters)) {
    last.current = { accountId: filters.holder?.accountId ?? null, kind: filters.kind, from: filters.from, to: filters.to };
  }
  return last.current;
}
