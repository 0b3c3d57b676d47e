import type { CreditHolder } from '@shared/contracts/credit';
import { encodeListParams } from '@shared/list-params';
import { PAGE_SIZE } from '@app/kit/constants';
import type { LocalAnswer } from '@app/offline/cache';

export interface HolderListQuery {
  search: string;
}

export const DEFAULT_HOLDER_QUERY: HolderListQuery = { search: '' };

/** One page of holders, by name: an admin looks a holder up by who they are. */
export function holderListSearch(query: HolderListQuery, page: number, limit = PAGE_SIZE): string {
  return encodeListParams({
    filter: { search: query.search.trim() || undefined },
    sort: { name: 'asc' },
    pagination: { limit, currentPage: page },
  });
}

/** The same search over holders saved on this device, for a search never made online. */
export function localHolderAnswer(query: HolderListQuery): LocalAnswer<CreditHolder> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (holder) => !search || `${holder.name} ${holder.accountNumber}`.toLowerCase().includes(search),
    sort: (a, b) => a.name.localeCompare(b.name, 'en') || a.accountNumber.localeCompare(b.accountNumber),
  };
}
