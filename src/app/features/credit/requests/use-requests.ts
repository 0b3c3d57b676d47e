import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { requestResource } from '../resource';
import { localMyRequests, matchesStatus, myRequestsSearch, type MyRequestsQuery } from './request-list';

/** The signed-in admin's own requests, by status, saved for offline. */
export function useMyRequests(query: MyRequestsQuery) {
  return useResourceList(requestResource, { query, search: myRequestsSearch, local: localMyRequests, keep: matchesStatus });
}

/** One request, saved for offline; `replace` takes what a decision or a 409 answered. */
export function useRequest(id: string | undefined) {
  const { data: request, ...rest } = useResourceRecord(requestResource, id);
  return { request, ...rest };
}

