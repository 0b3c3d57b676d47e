import type { CreditEntry, CreditEntryKind } from '@shared/contracts/credit';
import { toApiDate } from '@shared/dates';
import { encodeListParams } from '@shared/list-encode';
import { listFilter, pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

/** What the history shows: one holder or all, one kind or all, and business dates (Kuala Lumpur), both included. */
export interface HistoryQuery {
  accountId: string | null;
  kind: CreditEntryKind | null;
  /** `YYYY-MM-DD`, or '' for no bound. */
  from: string;
  to: string;
}

export const ALL_ENTRIES: HistoryQuery = { accountId: null, kind: null, from: '', to: '' };

export type RangeProblem = 'fromAfterTo' | null;

/** A range that ends before it starts would match nothing: the screen says so instead of asking the server. */
export function rangeProblem(query: Pick<HistoryQuery, 'from' | 'to'>): RangeProblem {
  return query.from && query.to && query.from > query.to ? 'fromAfterTo' : null;
}

export function isFiltered(query: HistoryQuery): boolean {
  return query.accountId !== null || query.kind !== null || query.from !== '' || query.to !== '';
}

/** Newest first; the server breaks ties by id. */
const NEWEST_FIRST = { createdAt: 'desc' } as const;

/** One page of the entries list, in the list protocol. */
export const historySearch = (query: HistoryQuery, page: number) => pageSearch(query, NEWEST_FIRST, page);

/** The export's query: the same filter and order as the screen, without pages. */
export function exportSearch(query: HistoryQuery): string {
  return encodeListParams({ filter: listFilter(query), sort: NEWEST_FIRST });
}

const byNewest = (a: CreditEntry, b: CreditEntry) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The same filter over entries saved on this device, for a filter never fetched here (offline). */
export function localHistoryAnswer(query: HistoryQuery): LocalAnswer<CreditEntry> {
  return {
    filter: (entry) => {
      const day = toApiDate(new Date(entry.createdAt));
      return (
        (query.accountId === null || entry.accountId === query.accountId) &&
        (query.kind === null || entry.kind === query.kind) &&
        (!query.from || day >= query.from) &&
        (!query.to || day <= query.to)
      );
    },
    sort: byNewest,
  };
}

/** The name the history's download is saved under when the server gives none. */
export const FALLBACK_EXPORT_NAME = 'credit-history.csv';
