import type { Administrator } from '@shared/contracts/administrators';
import { useResourceList } from '@app/kit/resource/use-resource';
import type { LocalAnswer } from '@app/offline/cache';
import { adminListSearch, type AdminListQuery } from './administrators-api';
import { adminResource } from './resource';

export type ListStatus = 'loading' | 'ready' | 'error';

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
  return useResourceList(adminResource, { query, search: adminListSearch, local: localAdminAnswer });
}
