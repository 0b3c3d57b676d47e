import { and, eq, inArray } from 'drizzle-orm';
import { P } from '@shared/permissions';
import type { Executor } from '@server/db/client';
import { accounts, contactChangeSubmissions } from '@server/db/schema';
import { defineInboxSource, inboxItem, type WaitingQuery } from '@server/core/approvals';
import type { UserFilter } from './dto';
import { toSubmission } from './dto';
import { contactChangePage, isManagedAccount, userConditions } from './repo';
import { usersByIds } from './service';

/** The users a filter of the users list selects: the inbox counts exactly what that list would. */
const waitingUsers = async (db: Executor, filter: UserFilter): Promise<WaitingQuery> => ({
  table: accounts,
  id: accounts.id,
  createdAt: accounts.createdAt,
  where: and(...(await userConditions(db, filter))),
});

/** Accounts waiting for approval; the code is the one the approval route asks for. */
const userApprovals = defineInboxSource({
  kind: 'user',
  permission: P.user.approve,
  waiting: (db) => waitingUsers(db, { approvalStatus: 'pending' }),
  load: async (db, _actor, ids) => (await usersByIds(db, ids)).map((u) => inboxItem('user', u)),
});

/** Riders waiting for their identity check, as the riders' queue shows them. */
const riderVerifications = defineInboxSource({
  kind: 'rider',
  permission: P.user.approve,
  waiting: (db) => waitingUsers(db, { role: 'rider', verificationStatus: 'pending' }),
  load: async (db, _actor, ids) => (await usersByIds(db, ids)).map((u) => inboxItem('rider', u)),
});

/**
 * New emails and phones waiting for an admin. The queue leaves out owners' and admins' submissions (they are decided
 * elsewhere), so the count does too: the account's kind is asked in a subquery, the list's join would add none.
 */
const contactChanges = defineInboxSource({
  kind: 'contact-change',
  permission: P.user.approve,
  waiting: async (db) => ({
    table: contactChangeSubmissions,
    id: contactChangeSubmissions.id,
    createdAt: contactChangeSubmissions.createdAt,
    where: and(
      eq(contactChangeSubmissions.status, 'pending'),
      inArray(contactChangeSubmissions.accountId, db.select({ id: accounts.id }).from(accounts).where(isManagedAccount)),
    ),
  }),
  async load(db, _actor, ids) {
    const page = await contactChangePage(db, { filter: {}, sort: [], limit: ids.length, offset: 0, count: false }, [inArray(contactChangeSubmissions.id, ids)]);
    return page.rows.map(({ row, account }) => inboxItem('contact-change', toSubmission(row, account)));
  },
});

export const userInboxSources = [userApprovals, contactChanges, riderVerifications] as const;
