import { useCallback } from 'react';
import type { FreeStayRequest, NewFreeStayRequest } from '@shared/contracts/free-stay';
import { freeStay } from '@shared/contracts/plain/free-stay';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';

/**
 * Creating a request, online only: it is checked against the quota and the unit as it is sent, and an admin waiting
 * on a queued request would not know it was never made. Its Idempotency-Key is kept until it succeeds.
 */
export function useCreateRequest() {
  const { run, pending } = useMutationRunner();
  const create = useCallback(
    (body: NewFreeStayRequest): Promise<Outcome<FreeStayRequest>> => run('create', body, (key) => api.call(freeStay.create, { body, idempotencyKey: key })),
    [run],
  );
  return { create, pending };
}
