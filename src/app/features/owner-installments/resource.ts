import type { Installment } from '@shared/contracts/owner-installments';
import { ownerInstallments } from '@shared/contracts/plain/owner-installments';
import { defineResource } from '@app/kit/resource/define-resource';

/** Owner installment plans, cached as `owner-installments.plan:<id>`, each with its schedule. */
export const installmentResource = defineResource({
  type: 'owner-installments.plan',
  list: ownerInstallments.list,
  record: ownerInstallments.get,
  rows: (answer) => ({ items: answer.installments, totalCount: answer.totalCount }),
  id: (record: Installment) => record.id,
});
