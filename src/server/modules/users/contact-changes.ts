import type { ContactChangeList, ContactChangeSubmission } from '@shared/contracts/users';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import { lastDecisionOf, writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { DecisionConflict, guardedChange, movedOnRefusal } from '@server/core/guarded-change';
import { refusal } from '@shared/refusals';
import { toSubmission, type ContactChangeFilter } from './dto';
import { applyContact, closeContactChange, contactChangePage, contactTaken, lockContactChange, type ContactChangeWithSubmitter } from './repo';

/** A user asks for a new email or phone; an admin approves or rejects it here. */
export async function listContactChanges(db: Executor, q: ParsedList<ContactChangeFilter>): Promise<ContactChangeList> {
  const page = await contactChangePage(db, q);
  return { totalCount: page.totalCount, submissions: page.rows.map(({ row, account }) => toSubmission(row, account)) };
}

/** Approving applies the new email or phone to the account (still unique across accounts); rejecting leaves it. */
export function decideContactChange(
  db: Db,
  actor: AuditActor,
  id: string,
  input: { action: 'approve' | 'reject'; remark: string; expected?: 'pending' | 'approved' | 'rejected' },
): Promise<ContactChangeSubmission> {
  const noLongerPending = (status: string) => `This submission is no longer pending: it was already ${status}`;
  return guardedChange<ContactChangeWithSubmitter, ContactChangeSubmission>(db, actor, {
    action: `contact-change.${input.action}`,
    entity: 'users.contact-change',
    lock: (tx) => lockContactChange(tx, id),
    idOf: ({ row }) => row.id,
    view: ({ row, account }) => toSubmission(row, account),
    expected: ({ row }) => ({ now: row.status, saw: input.expected, message: noLongerPending(row.status) }),
    decider: (tx, { row }) => (row.status === 'pending' ? null : lastDecisionOf(tx, 'users.contact-change', row.id, ['contact-change.approve', 'contact-change.reject'])),
    apply: async (tx, { row: current, account: submitter }) => {
      if (current.status !== 'pending') throw new DecisionConflict(noLongerPending(current.status), movedOnRefusal('status', current.status));
      let account = submitter;
      if (input.action === 'approve') {
        if (await contactTaken(tx, current.field, current.newValue, current.accountId)) {
          throw new DecisionConflict(`This ${current.field} is already used by another account`, refusal('value_taken', { field: current.field }));
        }
        account = await applyContact(tx, current);
      }
      const row = await closeContactChange(tx, id, {
        status: input.action === 'approve' ? 'approved' : 'rejected',
        remark: input.remark || null,
        decidedBy: actor.actorId,
      });
      return { row, account };
    },
    // The account's own history shows the change too.
    alsoRecord: async (tx, before, after) => {
      if (input.action !== 'approve') return;
      const field = before.row.field;
      await writeAudit(tx, actor, {
        action: `user.contact-${field}`,
        entity: 'users.account',
        entityId: before.row.accountId,
        before: { [field]: toSubmission(before.row, before.account).currentValue },
        after: { [field]: after.row.newValue },
      });
    },
  });
}
