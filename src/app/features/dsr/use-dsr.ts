import { useCallback } from 'react';
import type { DsrPatch, DsrRecord, NewDsr } from '@shared/contracts/dsr';
import { dsr } from '@shared/contracts/plain/dsr';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import { pageSearch } from '@app/kit/list/list-query';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { dsrResource } from './resource';

export interface DsrQuery {
  search: string;
}
export const DEFAULT_DSR_QUERY: DsrQuery = { search: '' };

const search = (query: DsrQuery, page: number) => pageSearch(query, { name: 'asc' }, page);

/** The list by name, page by page, saved for offline. */
export function useDsrList(query: DsrQuery) {
  return useResourceList(dsrResource, { query, search });
}

/** One record by id, saved for offline. */
export function useDsrRecord(id: string | undefined) {
  return useResourceRecord(dsrResource, id);
}

/** The area's writes; each keeps its Idempotency-Key until it succeeds. */
export function useDsrMutations() {
  const { run, pending } = useMutationRunner();
  const create = useCallback(
    (body: NewDsr): Promise<Outcome<DsrRecord>> => run('create', body, (idempotencyKey) => api.call(dsr.create, { body, idempotencyKey })),
    [run],
  );
  const update = useCallback(
    (id: string, body: DsrPatch): Promise<Outcome<DsrRecord>> =>
      run('update', { id, body }, (idempotencyKey) => api.call(dsr.update, { params: { id }, body, idempotencyKey })),
    [run],
  );
  return { create, update, pending };
}
