import { useCallback } from 'react';
import type { AuditList } from '@shared/contracts/audit';
import {
  owners, type NewBankChange, type NewOwner, type OwnerBankChange, type OwnerDetail, type OwnerPatch, type PayoutAccount, type PortalAccessResponse,
} from '@shared/contracts/owners';
import { encodeListParams } from '@shared/list-params';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import { useRemoteRecord, type RemoteRecordCache } from '@app/lib/use-remote-record';
import { HISTORY_LIMIT } from '@app/kit/constants';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { localOwnerAnswer, ownerListSearch, type OwnerListQuery } from './owner-query';
import { ownerResource } from './resource';

/** The owners list: first page, more on scroll, pull to refresh, saved for offline. */
export function useOwnerList(query: OwnerListQuery) {
  return useResourceList(ownerResource, { query, search: ownerListSearch, local: localOwnerAnswer });
}

/** One owner with their units, saved for offline; `replace` takes the record a save returned. */
export function useOwner(id: string | undefined) {
  const { data, ...rest } = useResourceRecord(ownerResource, id);
  // The list saves rows without units: a record answered from one shows no units rather than failing.
  const owner = data ? ({ ...data, units: (data as Partial<OwnerDetail>).units ?? [] } as OwnerDetail) : data;
  return { owner, ...rest };
}

const HISTORY_CACHE: RemoteRecordCache<AuditList> = { type: 'owner-history' };
const HISTORY_QUERY = encodeListParams({ pagination: { limit: HISTORY_LIMIT, currentPage: 1 } });

/** The owner's audit trail (their own call, readable with the owners' view code), newest first, saved for offline. */
export function useOwnerHistory(id: string | undefined) {
  const fetch = useCallback((key: string) => api.call(owners.history, { params: { id: key }, query: HISTORY_QUERY }), []);
  const { data, status, reload } = useRemoteRecord(id, fetch, { cache: HISTORY_CACHE });
  return { entries: data?.entries ?? [], status, reload };
}

export type OwnerHistoryState = ReturnType<typeof useOwnerHistory>;

const PAYOUT_CACHE: RemoteRecordCache<PayoutAccount> = { type: 'owner-payout' };

/** The payout account with the change waiting for approval and the last one decided, saved for offline. */
export function usePayoutAccount(id: string | undefined) {
  const fetch = useCallback((key: string) => api.call(owners.payoutAccount, { params: { id: key } }), []);
  const { data, status, reload } = useRemoteRecord(id, fetch, { cache: PAYOUT_CACHE });
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
