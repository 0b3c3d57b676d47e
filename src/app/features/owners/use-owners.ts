import { useCallback } from 'react';
import type { NewBankChange, NewOwner, OwnerBankChange, OwnerDetail, OwnerPatch, PortalAccessResponse } from '@shared/contracts/owners';
import { owners } from '@shared/contracts/plain/owners';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { localOwnerAnswer, ownerListSearch, type OwnerListQuery } from './owner-query';
import { ownerResource } from './resource';
import { withUnits } from './owner-display';
import { payoutView } from './views';

/** The owners list: first page, more on scroll, pull to refresh, saved for offline. */
export function useOwnerList(query: OwnerListQuery) {
  return useResourceList(ownerResource, { query, search: ownerListSearch, local: localOwnerAnswer });
}

/** One owner with their units, saved for offline; `replace` takes the record a save returned. */
export function useOwner(id: string | undefined) {
  const { data, ...rest } = useResourceRecord(ownerResource, id);
  return { owner: data && withUnits(data), ...rest };
}

/** The payout account with the change waiting for approval and the last one decided, saved for offline. */
export function usePayoutAccount(id: string | undefined) {
  const { data, status, reload } = useResourceView(payoutView, id);
  return { payout: data, status, reload };
}
export type Result<T> = Outcome<T, OwnerDetail>;

/** The writes of the owners area; each keeps its Idempotency-Key until it succeeds. */
export function useOwnerMutations() {
  const { run, pending } = useMutationRunner();
  const create = useCallback(
    (body: NewOwner): Promise<Result<OwnerDetail>> => run('create', body, (idempotencyKey) => api.call(owners.create, { body, idempotencyKey })),
    [run],
  );
  const update = useCallback(
    (id: string, body: OwnerPatch): Promise<Result<OwnerDetail>> =>
      run('update', { id, body }, (idempotencyKey) => api.call(owners.update, { params: { id }, body, idempotencyKey })),
    [run],
  );
  const setPortal = useCallback(
    (id: string, enabled: boolean): Promise<Result<PortalAccessResponse>> =>
      run('portal', { id, enabled }, (idempotencyKey) => api.call(owners.portalAccess, { params: { id }, body: { enabled }, idempotencyKey })),
    [run],
  );
  const requestBankChange = useCallback(
    (id: string, body: NewBankChange): Promise<Outcome<OwnerBankChange, OwnerBankChange>> =>
      run('bank-change', { id, body }, (idempotencyKey) => api.call(owners.requestBankChange, { params: { id }, body, idempotencyKey })),
    [run],
  );
  return { create, update, setPortal, requestBankChange, pending };
}
