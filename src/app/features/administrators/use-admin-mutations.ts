import { useCallback } from 'react';
import type { Administrator, CreateAdministrator, UpdateAdministrator } from '@shared/contracts/administrators';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import {
  changeAdminPermission,
  createAdministrator,
  updateAdministrator,
} from './administrators-api';

export type Result<T> = Outcome<T, unknown>;

/**
 * The writes of admin management. Each keeps its Idempotency-Key until it succeeds, so pressing
 * the same button again after a lost answer cannot apply the change twice.
 */
export function useAdminMutations() {
  const { run, pending } = useMutationRunner();

  const create = useCallback(
    (body: CreateAdministrator): Promise<Result<Administrator>> => run('create', body, (key) => createAdministrator(api, body, key)),
    [run],
  );

  const update = useCallback(
    (id: string, body: UpdateAdministrator): Promise<Result<Administrator>> =>
      run('update', { id, body }, (key) => updateAdministrator(api, id, body, key)),
    [run],
  );

  const changePermissions = useCallback(
    (id: string, permissions: number[]): Promise<Result<Administrator>> =>
      run('permissions', { id, permissions }, (key) => changeAdminPermission(api, { id, permissions }, key)),
    [run],
  );

  return { create, update, changePermissions, pending };
}
