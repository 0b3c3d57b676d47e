import type { FeeBasis, ServicePackage } from '@shared/contracts/service-packages';
import { byName, pageSearch } from '@app/kit/list/list-query';
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
export const packageListSearch = (query: PackageListQuery, page: number) => pageSearch(query, { name: 'asc' }, page);

/** The same filters over saved rows, for a filter this device never fetched (offline). */
export function localPackageAnswer(query: PackageListQuery): LocalAnswer<ServicePackage> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (pkg) =>
      (!search || pkg.name.toLowerCase().includes(search)) &&
      (query.feeBasis === null || pkg.current.feeBasis === query.feeBasis) &&
      (query.active === null || pkg.active === query.active),
    sort: byName,
  };
}
