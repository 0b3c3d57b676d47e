import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactChangeList, ContactChangeSubmission, contactChangeFilter } from '@shared/contracts/users';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import { accounts, contactChangeSubmissions } from '@server/db/schema';
import { conflict, notFound } from '@server/core/errors/http-errors';
import { lastChangeOf, writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { searchMatches } from '@server/core/accounts/account-filters';
import { pagedList } from '@server/core/list-query';

type Filter = Partial<{ [K in keyof typeof contactChangeFilter]: z.infer<(typeof contactChangeFilter)[K]> }>;
type Row = typeof contactChangeSubmissions.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toSubmission(row: Row, account: { accountNumber: string; name: string; email: string | null; phone: string | null }): ContactChangeSubmission {
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

/** Approving applies the new email or phone to the account (still unique across accounts); rejecting leaves it. */
export async function decideContactChange(
  db: Db,
  actor: AuditActor,
  id: string,
  input: { action: 'approve' | 'reject'; remark: string; expected?: 'pending' | 'approved' | 'rejected' },
): Promise<ContactChangeSubmission> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: contactChangeSubmissions, account: accountColumns })
      .from(contactChangeSubmissions)
      .innerJoin(accounts, eq(accounts.id, contactChangeSubmissions.accountId))
      .where(eq(contactChangeSubmissions.id, id))
      .for('update');
    if (!found) throw notFound('Contact change submission');
    const before = toSubmission(found.row, found.account);
    if ((input.expected && input.expected !== found.row.status) || found.row.status !== 'pending') {
      throw conflict(`This submission is no longer pending: it was already ${found.row.status}`, before, await lastChangeOf(tx, 'contact-change', id));
    }
    let account = found.account;
    if (input.action === 'approve') {
      const column = found.row.field === 'email' ? accounts.email : accounts.phone;
      const [taken] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(column, found.row.newValue), ne(accounts.id, found.row.accountId)))
        .limit(1);
      if (taken) throw conflict(`This ${found.row.field} is already used by another account`, before, await lastChangeOf(tx, 'contact-change', id));
      const [updated] = await tx
        .update(accounts)
        .set({ [found.row.field]: found.row.newValue, updatedAt: new Date() })
        .where(eq(accounts.id, found.row.accountId))
        .returning(accountColumns);
      account = updated;
    }
    const [row] = await tx
      .update(contactChangeSubmissions)
      .set({ status: input.action === 'approve' ? 'approved' : 'rejected', remark: input.remark || null, decidedBy: actor.actorId, decidedAt: new Date() })
      .where(eq(contactChangeSubmissions.id, id))
      .returning();
    const after = toSubmission(row, account);
    await writeAudit(tx, actor, { action: `contact-change.${input.action}`, entity: 'contact-change', entityId: id, before, after });
    // The account's own history shows the change too.
    if (input.action === 'approve') {
      await writeAudit(tx, actor, {
        action: `user.contact-${found.row.field}`,
        entity: 'account',
        entityId: found.row.accountId,
        before: { [found.row.field]: before.currentValue },
        after: { [found.row.field]: row.newValue },
      });
    }
    return after;
  });
}
