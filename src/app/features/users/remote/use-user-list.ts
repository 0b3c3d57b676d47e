import { useCallback, useMemo } from 'react';
import type { User } from '@shared/contracts/users';
import { api } from '@app/lib/api';
import { usePagedList, type PagedListCache } from '@app/lib/use-paged-list';
import { listCacheQuery } from '@app/offline/cache';
import { keepInSegment, localUserAnswer } from './user-list-local';
import { listUsers, PAGE_SIZE, userListCall, userListSearch, type UserListQuery } from './users-api';

const userId = (user: User) => user.id;

/** The list's query as the cache knows it: path, filter and sort, without the page. */
export function userListCacheQuery(query: UserListQuery): string {
  return listCacheQuery(userListCall(query.segment).path, userListSearch(query, 1));
}

/** The users list of one segment, role, search and sort: pages of 20, pull to refresh, saved for offline. */
export function useUserList(query: UserListQuery) {
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) => {
      const list = await listUsers(api, query, page, signal);
      return { items: list.users, totalCount: list.totalCount };
    },
    [query],
  );
  const cache = useMemo<PagedListCache<User>>(
    () => ({ type: 'user', query: userListCacheQuery(query), local: localUserAnswer(query), keep: keepInSegment(query.segment) }),
    [query],
  );
  return usePagedList({ key: JSON.stringify(query), limit: PAGE_SIZE, fetchPage, getId: userId, cache });
}
