import type { CreditHolder } from '@shared/contracts/credit';
import { encodeListParams } from '@shared/list-encode';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@app/kit/constants';
import { useResourceList } from '@app/kit/resource/use-resource';
import { useDebouncedValue } from '@app/lib/use-debounced-value';
import type { LocalAnswer } from '@app/offline/cache';
import { holderResource } from '../resource';

interface HolderQuery {
  search: string;
}

function holderSearch(query: HolderQuery, page: number): string {
  return encodeListParams({ filter: { search: query.search || undefined }, sort: { name: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });
}

function localHolders(query: HolderQuery): LocalAnswer<CreditHolder> {
  const words = query.search.toLowerCase();
  return {
    filter: (holder) => !words || `${holder.name} ${holder.accountNumber}`.toLowerCase().includes(words),
    sort: (a, b) => a.name.localeCompare(b.name, 'en') || a.accountId.localeCompare(b.accountId),
  };
}

/** Holders whose name or account number matches what the admin types, asked of the server once they pause. */
export function useHolderSearch(typed: string) {
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  return useResourceList(holderResource, { query: { search }, search: holderSearch, local: localHolders });
}
