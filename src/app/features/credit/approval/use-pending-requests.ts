import type { CreditRequest } from '@shared/contracts/credit';
import { encodeListParams } from '@shared/list-params';
import { PAGE_SIZE } from '@app/kit/constants';
import { useResourceList } from '@app/kit/resource/use-resource';
import { requestResource } from '../resource';

const PENDING = { status: 'pending' } as const;

const waiting = (request: CreditRequest) => request.status === 'pending';
const oldestFirst = (a: CreditRequest, b: CreditRequest) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function pendingSearch(query: typeof PENDING, page: number): string {
  return encodeListParams({ filter: query, sort: { createdAt: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });
}

/**
 * Requests waiting for a decision, oldest first, saved for offline. A request decided on this
 * device (its pending decision on top) no longer waits, so its card leaves at once, also offline.
 */
export function usePendingRequests() {
  return useResourceList(requestResource, {
    query: PENDING,
    search: pendingSearch,
    local: () => ({ filter: waiting, sort: oldestFirst }),
    keep: () => waiting,
  });
}
