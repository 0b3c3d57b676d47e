import { ownerInstallments } from '@shared/contracts/plain/owner-installments';
import { owners } from '@shared/contracts/plain/owners';
import { encodeListParams } from '@shared/list-encode';
import { api } from '@app/lib/api';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { useWrites } from '@app/kit/resource/use-writes';
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
export const useInstallmentMutations = () => useWrites({ create: ownerInstallments.create, update: ownerInstallments.update });

const PICKER_LIMIT = 20;

/** Active owners by name, email, phone or account number: whom a plan is for. */
export async function searchOwners(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const search = encodeListParams({ filter: { search: query.trim() || undefined, active: true }, sort: { name: 'asc' }, pagination: { limit: PICKER_LIMIT, currentPage: 1 } });
  const answer = await api.call(owners.list, { query: search, signal });
  return answer.owners.map((o) => ({ value: o.id, label: o.name, detail: o.accountNumber }));
}
