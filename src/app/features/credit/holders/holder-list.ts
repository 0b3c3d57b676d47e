import type { CreditHolder } from '@shared/contracts/credit';
import { pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

export interface HolderListQuery {
  search: string;
}

export const DEFAULT_HOLDER_QUERY: HolderListQuery = { search: '' };

/** One page of holders, by name: an admin looks a holder up by who they are. */
export const holderListSearch = (query: HolderListQuery, page: number, limit?: number) => pageSearch(query, { name: 'asc' }, page, limit);

/** The same search over holders saved on this device, for a search never made online. */
export function localHolderAnswer(query: HolderListQuery): LocalAnswer<CreditHolder> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (holder) => !search || `${holder.name} ${holder.accountNumber}`.toLowerCase().includes(search),
    sort: (a, b) => a.name.localeCompare(b.name, 'en') || a.accountNumber.localeCompare(b.accountNumber),
  };
}
