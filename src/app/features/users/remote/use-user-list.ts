import { useResourceList } from '@app/kit/resource/use-resource';
import { userResource } from '../resource';
import { keepInSegment, localUserAnswer } from './user-list-local';
import { userListCall, userListSearch, type UserListQuery } from './users-api';

/** The users list of one segment, role, search and sort: pages of 20, pull to refresh, saved for offline. */
export function useUserList(query: UserListQuery) {
  return useResourceList(userResource, {
    query,
    search: (q, page) => userListSearch(q, page),
    local: localUserAnswer,
    keep: (q) => keepInSegment(q.segment),
    via: (q) => userListCall(q.segment),
  });
}
