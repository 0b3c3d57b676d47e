import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactChangeList, ContactChangeSubmission, contactChangeFilter } from '@shared/contracts/users';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import { accounts, contactChangeSubmissions } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { DecisionConflict, guardedChange } from '@server/core/guarded-change';
import { searchMatches } from '@server/core/accounts/account-filters';
import { pagedList } from '@server/core/list-query';

type Filter = Partial<{ [K in keyof typeof contactChangeFilter]: z.infer<(typeof contactChangeFilter)[K]> }>;
type Row = typeof contactChangeSubmissions.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type AccountColumns = { accountNumber: string; name: string; email: string | null; phone: string | null };

function toSubmission(row: Row, account: AccountColumns): ContactChangeSubmission {
  return {
    id: row.id,
    accountId: row.accountId,
    accountNumber: account.accountNumber,
    name: account.name,
    field: row.field,
    currentValue: row.field === 'email' ? account.email : account.phone,
    newValue: row.newValue,
    status: row.status,
    remark: row.remark,
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const accountColumns = { accountNumber: accounts.accountNumber, name: accounts.name, email: accounts.email, phone: accounts.phone };

export async function listContactChanges(db: Executor, q: ParsedList<Filter>): Promise<ContactChangeList> {
  const page = await pagedList(
    db,
    {
      from: contactChangeSubmissions,
      joins: [{ table: accounts, on: eq(accounts.id, contactChangeSubmissions.accountId), kind: 'inner' }],
      select: { row: contactChangeSubmissions, account: accountColumns },
      filters: {
        status: (status) => eq(contactChangeSubmissions.status, status),
        field: (field) => eq(contactChangeSubmissions.field, field),
        search: searchMatches,
      },
      sorts: { createdAt: contactChangeSubmissions.createdAt },
      tieBreaker: { column: contactChangeSubmissions.id, order: 'asc' },
    },
    q,
  );
  return { totalCount: page.totalCount, submissions: page.rows.map(({ row, account }) => toSubmission(row, account)) };
}

type Locked = { row: Row; account: AccountColumns };

/** Approving applies the new email or phone to the account (still unique across accounts); rejecting leaves it. */
export function decideContactChange(
  db: Db,
  actor: AuditActor,
  id: string,
  input: { action: 'approve' | 'reject'; remark: string; expected?: 'pending' | 'approved' | 'rejected' },
): Promise<ContactChangeSubmission> {
  const noLongerPending = (status: string) => `This submission is no longer pending: it was already ${status}`;
  return guardedChange<Locked, ContactChangeSubmission>(db, actor, {
    action: `contact-change.${input.action}`,
    entity: 'contact-change',
    lock: async (tx) => {
      const [found] = await tx
        .select({ row: contactChangeSubmissions, account: accountColumns })
        .from(contactChangeSubmissions)
        .innerJoin(accounts, eq(accounts.id, contactChangeSubmissions.accountId))
        .where(eq(contactChangeSubmissions.id, id))
        .for('update');
      if (!found) throw notFound('Contact change submission');
      return found;
    },
    idOf: ({ row }) => row.id,
    view: ({ row, account }) => toSubmission(row, account),
    expected: ({ row }) => ({ now: row.status, saw: input.expected, message: noLongerPending(row.status) }),
    apply: async (tx, { row: current, account: before }) => {
      if (current.status !== 'pending') throw new DecisionConflict(noLongerPending(current.status));
      let account = before;
      if (input.action === 'approve') {
        const column = current.field === 'email' ? accounts.email : accounts.phone;
        const [taken] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(column, current.newValue), ne(accounts.id, current.accountId)))
          .limit(1);
        if (taken) throw new DecisionConflict(`This ${current.field} is already used by another account`);
        [account] = await tx
          .update(accounts)
          .set({ [current.field]: current.newValue, updatedAt: new Date() })
          .where(eq(accounts.id, current.accountId))
          .returning(accountColumns);
      }
      const [row] = await tx
        .update(contactChangeSubmissions)
        .set({ status: input.action === 'approve' ? 'approved' : 'rejected', remark: input.remark || null, decidedBy: actor.actorId, decidedAt: new Date() })
        .where(eq(contactChangeSubmissions.id, id))
        .returning();
      return { row, account };
    },
    // The account's own history shows the change too.
    alsoRecord: async (tx, before, after) => {
      if (input.action !== 'approve') return;
      const field = before.row.field;
      await writeAudit(tx, actor, {
        action: `user.contact-${field}`,
        entity: 'account',
        entityId: before.row.accountId,
        before: { [field]: toSubmission(before.row, before.account).currentValue },
        after: { [field]: after.row.newValue },
      });
    },
  });
}
