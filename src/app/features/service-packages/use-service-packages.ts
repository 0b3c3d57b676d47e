import { servicePackages } from '@shared/contracts/service-packages';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { useWrites } from '@app/kit/resource/use-writes';
import { localPackageAnswer, packageListSearch, type PackageListQuery } from './package-query';
import { servicePackageResource } from './resource';

/** The packages list: first page, more on scroll, pull to refresh, saved for offline. */
export function usePackageList(query: PackageListQuery) {
  return useResourceList(servicePackageResource, { query, search: packageListSearch, local: localPackageAnswer });
}

/** One package with every version, saved for offline. */
export function usePackage(id: string | undefined) {
  const { data: pkg, ...rest } = useResourceRecord(servicePackageResource, id);
  return { pkg, ...rest };
}

/** The writes of the packages area; each keeps its Idempotency-Key until it succeeds. */
export const usePackageMutations = () => useWrites({ create: servicePackages.create, update: servicePackages.update, addVersion: servicePackages.addVersion });
