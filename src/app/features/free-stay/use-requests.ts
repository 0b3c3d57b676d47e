import { useResourceList } from '@app/kit/resource/use-resource';
import { keepStatus, localRequestAnswer, requestListSearch, type RequestListQuery } from './requests/request-list';
import { portalRequestResource, requestResource } from './resource';

/** The list: first page, more on scroll, pull to refresh, saved for offline. */
export function useRequestList(query: RequestListQuery, portal = false) {
  return useResourceList(portal ? portalRequestResource : requestResource, { query, search: requestListSearch, local: localRequestAnswer, keep: keepStatus });
}

