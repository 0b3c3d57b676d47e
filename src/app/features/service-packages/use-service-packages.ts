import { useCallback } from 'react';
import {
  servicePackages, type NewPackageVersion, type NewServicePackage, type ServicePackageDetail, type ServicePackagePatch,
} from '@shared/contracts/service-packages';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
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

export type Result<T> = Outcome<T, ServicePackageDetail>;

/** The writes of the packages area; each keeps its Idempotency-Key until it succeeds. */
export function usePackageMutations() {
  const { run, pending } = useMutationRunner();
  const create = useCallback(
    (body: NewServicePackage): Promise<Result<ServicePackageDetail>> =>
      run('create', body, (idempotencyKey) => api.call(servicePackages.create, { body, idempotencyKey })),
    [run],
  );
  const update = useCallback(
    (id: string, body: ServicePackagePatch): Promise<Result<ServicePackageDetail>> =>
      run('update', { id, body }, (idempotencyKey) => api.call(servicePackages.update, { params: { id }, body, idempotencyKey })),
    [run],
  );
  const addVersion = useCallback(
    (id: string, body: NewPackageVersion): Promise<Result<ServicePackageDetail>> =>
      run('version', { id, body }, (idempotencyKey) => api.call(servicePackages.addVersion, { params: { id }, body, idempotencyKey })),
    [run],
  );
  return { create, update, addVersion, pending };
}
