import { CREDIT_REQUEST_STATUSES, type CreditRequest, type CreditRequestStatus } from '@shared/contracts/credit';
import { encodeListParams } from '@shared/list-encode';
import { PAGE_SIZE } from '@app/kit/constants';
import type { LocalAnswer } from '@app/offline/cache';

export const STATUS_FILTERS = [...CREDIT_REQUEST_STATUSES, 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface MyRequestsQuery {
  status: StatusFilter;
  /** The signed-in admin: the server knows it from the session, saved rows need it said. */
  makerId: string;
}

export const DEFAULT_STATUS: StatusFilter = 'all';

function statusOf(filter: StatusFilter): CreditRequestStatus | undefined {
  return filter === 'all' ? undefined : filter;
}

/** One page of the admin's own requests, newest first. */
export function myRequestsSearch(query: MyRequestsQuery, page: number, limit = PAGE_SIZE): string {
  return encodeListParams({ filter: { mine: true, status: statusOf(query.status) }, sort: { createdAt: 'desc' }, pagination: { limit, currentPage: page } });
}

/** Whether a request belongs under the chosen status (a cancel waiting to sync moves it out of Pending). */
export function matchesStatus(query: Pick<MyRequestsQuery, 'status'>): (request: CreditRequest) => boolean {
  const status = statusOf(query.status);
  return (request) => !status || request.status === status;
}

/** The same list from requests saved on this device, for a filter never fetched online. */
export function localMyRequests(query: MyRequestsQuery): LocalAnswer<CreditRequest> {
  const status = matchesStatus(query);
  return {
    filter: (request) => request.makerId === query.makerId && status(request),
    sort: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1),
  };
}
