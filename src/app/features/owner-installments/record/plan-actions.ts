import type { Installment } from '@shared/contracts/owner-installments';
import { ownerInstallments } from '@shared/contracts/plain/owner-installments';
import { api } from '@app/lib/api';
import { defineAction } from '@app/kit/action/define-action';

/** The changes of a plan, made online on the version the admin looked at (a newer one is a 409 showing the plan as it is). */
export const waiveAction = defineAction<Installment, { month: string; reason: string }>({
  words: 'owner-installments',
  send: (plan, { month, reason }, idempotencyKey) =>
    api.call(ownerInstallments.waive, { params: { id: plan.id }, body: { month, reason, version: plan.version }, idempotencyKey }),
  done: (t) => t('waive.done'),
});

export const settleAction = defineAction<Installment, { remark: string }>({
  words: 'owner-installments',
  send: (plan, { remark }, idempotencyKey) =>
    api.call(ownerInstallments.settle, { params: { id: plan.id }, body: { ...(remark ? { remark } : {}), version: plan.version }, idempotencyKey }),
  done: (t) => t('settle.done'),
});

export const cancelAction = defineAction<Installment, { reason: string }>({
  words: 'owner-installments',
  send: (plan, { reason }, idempotencyKey) => api.call(ownerInstallments.cancel, { params: { id: plan.id }, body: { reason, version: plan.version }, idempotencyKey }),
  done: (t) => t('cancel.done'),
});
