import { and, eq, inArray } from 'drizzle-orm';
import { P } from '@shared/permissions';
import type { Executor } from '@server/db/client';
import { accounts, contactChangeSubmissions } from '@server/db/schema';
import { defineInboxSource, inboxItem, newestWaiting } from '@server/core/approvals';
import type { UserFilter } from './dto';
import { toSubmission } from './dto';
import { contactChangePage, userConditions } from './repo';
import { usersByIds } from './service';

const byCreation = { id: accounts.id, createdAt: accounts.createdAt };

/** The users a filter of the users list selects: the inbox counts exactly what that list would. */
const waitingUsers = async (db: Executor, filter: UserFilter, limit: number) => newestWaiting(db, accounts, byCreation, and(...(await userConditions(db, filter))), limit);

/** Accounts waiting for approval; the code is the one the approval route asks for. */
const userApprovals = defineInboxSource({
  kind: 'user',
  permission: P.user.approve,
  waiting: (db, _actor, limit) => waitingUsers(db, { approvalStatus: 'pending' }, limit),
  load: async (db, _actor, ids) => (await usersByIds(db, ids)).map((u) => inboxItem('user', u)),
});

/** Riders waiting for their identity check, as the riders' queue shows them. */
const riderVerifications = defineInboxSource({
  kind: 'rider',
  permission: P.user.approve,
  waiting: (db, _actor, limit) => waitingUsers(db, { role: 'rider', verificationStatus: 'pending' }, limit),
  load: async (db, _actor, ids) => (await usersByIds(db, ids)).map((u) => inboxItem('rider', u)),
});

/** New emails and phones waiting for an admin (every submission has its account: a NOT NULL key, so no join counts). */
const contactChanges = defineInboxSource({
  kind: 'contact-change',
  permission: P.user.approve,
  waiting: (db, _actor, limit) =>
    newestWaiting(db, contactChangeSubmissions, { id: contactChangeSubmissions.id, createdAt: contactChangeSubmissions.createdAt }, eq(contactChangeSubmissions.status, 'pending'), limit),
  async load(db, _actor, ids) {
    const page = await contactChangePage(db, { filter: {}, sort: [], limit: ids.length, offset: 0, count: false }, [inArray(contactChangeSubmissions.id, ids)]);
    return page.rows.map(({ row, account }) => inboxItem('contact-change', toSubmission(row, account)));
  },
});

export const userInboxSources = [userApprovals, contactChanges, riderVerifications] as const;
