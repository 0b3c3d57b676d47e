import { useResourceList } from '@app/kit/resource/use-resource';
import { requestResource } from '../resource';
import { localMyRequests, matchesStatus, myRequestsSearch, type MyRequestsQuery } from './request-list';

/** The signed-in admin's own requests, by status, saved for offline. */
export function useMyRequests(query: MyRequestsQuery) {
  return useResourceList(requestResource, { query, search: myRequestsSearch, local: localMyRequests, keep: matchesStatus });
}

