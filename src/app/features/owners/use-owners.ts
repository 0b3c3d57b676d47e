import { useCallback } from 'react';
import type { OwnerDetail, PortalAccessResponse } from '@shared/contracts/owners';
import { owners } from '@shared/contracts/plain/owners';
import { api } from '@app/lib/api';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { useWrites } from '@app/kit/resource/use-writes';
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
/** The writes of the owners area; each keeps its Idempotency-Key until it succeeds. */
export function useOwnerMutations() {
  const writes = useWrites({ create: owners.create, update: owners.update, requestBankChange: owners.requestBankChange });
  const { run } = writes;
  const setPortal = useCallback(
    (id: string, enabled: boolean): Promise<Outcome<PortalAccessResponse, OwnerDetail>> =>
      run('portal', { id, enabled }, (idempotencyKey) => api.call(owners.portalAccess, { params: { id }, body: { enabled }, idempotencyKey })),
    [run],
  );
  return { ...writes, setPortal };
}
