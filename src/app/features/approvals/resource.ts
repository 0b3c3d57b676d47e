import type { ApprovalItem } from '@shared/contracts/approvals';
import { approvals } from '@shared/contracts/plain/approvals';
import { defineResource } from '@app/kit/resource/define-resource';

/** The inbox's items, every area's records waiting for a decision, saved so the inbox opens offline. */
export const approvalResource = defineResource({
  type: 'approvals.item',
  list: approvals.list,
  rows: (answer) => ({ items: answer.items, totalCount: answer.totalCount }),
  id: (item: ApprovalItem) => item.id,
});
