import type { FreeStayRequest } from '@shared/contracts/free-stay';
import { encodeListParams } from '@shared/list-params';
import { PAGE_SIZE } from '@app/kit/constants';
import { useResourceList } from '@app/kit/resource/use-resource';
import { requestResource } from '../resource';

const PENDING = { status: 'pending' } as const;

const waiting = (request: FreeStayRequest) => request.status === 'pending';
const soonestFirst = (a: FreeStayRequest, b: FreeStayRequest) => a.checkIn.localeCompare(b.checkIn) || Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : 1);

function pendingSearch(query: typeof PENDING, page: number): string {
  return encodeListParams({ filter: query, sort: { checkIn: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });
}

/**
 * Requests waiting for a decision, the soonest stay first (it is the one a guest is waiting on), saved for
 * offline. A request decided on this device no longer waits, so its card leaves at once, also offline.
 */
export function usePendingRequests() {
  return useResourceList(requestResource, { query: PENDING, search: pendingSearch, local: () => ({ filter: waiting, sort: soonestFirst }), keep: () => waiting });
}
