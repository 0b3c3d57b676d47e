import type { FeeBasis, ServicePackage } from '@shared/contracts/service-packages';
import { encodeListParams } from '@shared/list-params';
import { PAGE_SIZE } from '@app/kit/constants';
import type { LocalAnswer } from '@app/offline/cache';

export interface PackageListQuery {
  search: string;
  /** `null`: every basis. */
  feeBasis: FeeBasis | null;
  /** `null`: active and inactive alike. */
  active: boolean | null;
}

export const DEFAULT_PACKAGE_QUERY: PackageListQuery = { search: '', feeBasis: null, active: null };

/** One page of the packages list in the list protocol, by name. */
export function packageListSearch(query: PackageListQuery, page: number): string {
  return encodeListParams({
    filter: { search: query.search.trim() || undefined, feeBasis: query.feeBasis ?? undefined, active: query.active ?? undefined },
    sort: { name: 'asc' },
    pagination: { limit: PAGE_SIZE, currentPage: page },
  });
}

/** The same filters over saved rows, for a filter this device never fetched (offline). */
export function localPackageAnswer(query: PackageListQuery): LocalAnswer<ServicePackage> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (pkg) =>
      (!search || pkg.name.toLowerCase().includes(search)) &&
      (query.feeBasis === null || pkg.current.feeBasis === query.feeBasis) &&
      (query.active === null || pkg.active === query.active),
    sort: (a, b) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1),
  };
}
