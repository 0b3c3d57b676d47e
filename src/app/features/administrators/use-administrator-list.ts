import { useCallback, useMemo } from 'react';
import { administrators, type Administrator } from '@shared/contracts/administrators';
import { api } from '@app/lib/api';
import { usePagedList, type PagedListCache } from '@app/lib/use-paged-list';
import { listCacheQuery, type LocalAnswer } from '@app/offline/cache';
import { adminListSearch, listAdministrators, PAGE_SIZE, type AdminListQuery } from './administrators-api';

export type ListStatus = 'loading' | 'ready' | 'error';

const adminId = (admin: Administrator) => admin.id;
const byId = (a: Administrator, b: Administrator) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The administrators list's filter and sort over saved rows, for a filter this device never fetched. */
export function localAdminAnswer(query: AdminListQuery): LocalAnswer<Administrator> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (admin) =>
      (!search || `${admin.name} ${admin.email} ${admin.phone ?? ''} ${admin.accountNumber}`.toLowerCase().includes(search)) &&
      (query.permission === null || admin.permissions.includes(query.permission)) &&
      (query.active === null || admin.active === query.active),
    sort:
      query.sort === 'name'
        ? (a, b) => a.name.localeCompare(b.name, 'en') || byId(a, b)
        : (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byId(a, b),
  };
}

/** The administrators list: first page, further pages for infinite scroll, pull to refresh, saved for offline. */
export function useAdministratorList(query: AdminListQuery) {
  const queryKey = JSON.stringify(query);
  // The caller may rebuild the query object on every render: one object per distinct query.
  const stableQuery = useMemo(() => JSON.parse(queryKey) as AdminListQuery, [queryKey]);
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) => {
      const list = await listAdministrators(api, stableQuery, page, signal);
      return { items: list.administrators, totalCount: list.totalCount };
    },
    [stableQuery],
  );
  const cache = useMemo<PagedListCache<Administrator>>(
    () => ({
      type: 'admin',
      query: listCacheQuery(administrators.list.path, adminListSearch(stableQuery, 1)),
      local: localAdminAnswer(stableQuery),
    }),
    [stableQuery],
  );
  return usePagedList({ key: queryKey, limit: PAGE_SIZE, fetchPage, getId: adminId, cache });
}
