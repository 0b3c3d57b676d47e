import type { CreditEntry } from '@shared/contracts/credit';
import { encodeListParams } from '@shared/list-encode';
import { PAGE_SIZE } from '@app/kit/constants';
import type { LocalAnswer } from '@app/offline/cache';

export interface LedgerQuery {
  accountId: string;
}

/** One page of a holder's entries, the latest first. */
export function ledgerSearch(query: LedgerQuery, page: number, limit = PAGE_SIZE): string {
  return encodeListParams({ filter: { accountId: query.accountId }, sort: { createdAt: 'desc' }, pagination: { limit, currentPage: page } });
}

/** Entries saved on this device for the holder, in the server's order. */
export function localLedgerAnswer(query: LedgerQuery): LocalAnswer<CreditEntry> {
  return {
    filter: (entry) => entry.accountId === query.accountId,
    sort: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1),
  };
}
