import { useCallback } from 'react';
import type { CreditRequest } from '@shared/contracts/credit';
import { credit } from '@shared/contracts/plain/credit';
import { CREDIT_ATTACHMENT_FIELDS } from '@shared/contracts/credit';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { useWrites } from '@app/kit/resource/use-writes';
import type { RequestDraft } from './request-form';

const [RECEIPT_PART] = CREDIT_ATTACHMENT_FIELDS;

export interface AskedRequest {
  request: CreditRequest;
  receiptFailed: boolean;
}

/**
 * Asking for a top-up or deduction, and attaching its receipt: online calls, each with its own
 * Idempotency-Key kept until it succeeds, so a retry after a lost answer never makes two requests.
 */
export function useRequestMutations() {
  const { create, attach, pending } = useWrites({ create: credit.createRequest }, { attach: { call: credit.attach, part: RECEIPT_PART } });

  /** The request, then its receipt; a receipt that fails leaves the request made (its page offers the upload again). */
  const ask = useCallback(
    async (accountId: string, { request, receipt }: RequestDraft): Promise<Outcome<AskedRequest, CreditRequest>> => {
      const created = await create({ accountId, ...request });
      if (!created.ok) return created;
      const receiptFailed = receipt !== null && !(await attach(created.value.id, receipt)).ok;
      return { ok: true, value: { request: created.value, receiptFailed } };
    },
    [create, attach],
  );

  return { ask, attach, pending };
}
