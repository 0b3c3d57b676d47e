import { useCallback } from 'react';
import type { Installment, InstallmentPatch, NewInstallment } from '@shared/contracts/owner-installments';
import { ownerInstallments } from '@shared/contracts/plain/owner-installments';
import { owners } from '@shared/contracts/plain/owners';
import { encodeListParams } from '@shared/list-encode';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { installmentListSearch, localInstallmentAnswer, type InstallmentQuery } from './list/installment-query';
import { installmentResource } from './resource';

/** The plans, page by page, saved for offline. */
export function useInstallmentList(query: InstallmentQuery) {
  return useResourceList(installmentResource, { query, search: installmentListSearch, local: localInstallmentAnswer });
}

/** One plan by id, saved for offline. */
export function useInstallmentRecord(id: string | undefined) {
  return useResourceRecord(installmentResource, id);
}

/** Create and edit; each keeps its Idempotency-Key until it succeeds; an edit sends the version it was read at. */
export function useInstallmentMutations() {
  const { run, pending } = useMutationRunner();
  const create = useCallback(
    (body: NewInstallment): Promise<Outcome<Installment>> => run('create', body, (idempotencyKey) => api.call(ownerInstallments.create, { body, idempotencyKey })),
    [run],
  );
  const update = useCallback(
    (id: string, body: InstallmentPatch): Promise<Outcome<Installment>> =>
      run('update', { id, body }, (idempotencyKey) => api.call(ownerInstallments.update, { params: { id }, body, idempotencyKey })),
    [run],
  );
  return { create, update, pending };
}

const PICKER_LIMIT = 20;

/** Active owners by name, email, phone or account number: whom a plan is for. */
export async function searchOwners(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const search = encodeListParams({ filter: { search: query.trim() || undefined, active: true }, sort: { name: 'asc' }, pagination: { limit: PICKER_LIMIT, currentPage: 1 } });
  const answer = await api.call(owners.list, { query: search, signal });
  return answer.owners.map((o) => ({ value: o.id, label: o.name, detail: o.accountNumber }));
}
