import { P } from '@shared/permissions';
import type { Executor } from '@server/db/client';
import { defineInboxSource, inboxItem } from '@server/core/approvals';
import type { UserFilter } from './dto';
import { listContactChanges } from './contact-changes';
import { listUsers } from './service';

/** The newest `limit` rows first, as the inbox merges them. */
const newest = (limit: number) => ({ sort: [{ field: 'createdAt', order: 'desc' as const }], limit, offset: 0, page: 1, fields: null });

const pendingUsers = (db: Executor, filter: UserFilter, limit: number) => listUsers(db, { filter, ...newest(limit) });

/** Accounts waiting for approval; the code is the one the approval route asks for. */
const userApprovals = defineInboxSource({
  kind: 'user',
  permission: P.user.approve,
  async read(db, _actor, limit) {
    const list = await pendingUsers(db, { approvalStatus: 'pending' }, limit);
    return { totalCount: list.totalCount, items: list.users.map((u) => inboxItem('user', u)) };
  },
});

/** Riders waiting for their identity check, as the riders' queue shows them. */
const riderVerifications = defineInboxSource({
  kind: 'rider',
  permission: P.user.approve,
  async read(db, _actor, limit) {
    const list = await pendingUsers(db, { role: 'rider', verificationStatus: 'pending' }, limit);
    return { totalCount: list.totalCount, items: list.users.map((u) => inboxItem('rider', u)) };
  },
});

/** New emails and phones waiting for an admin. */
const contactChanges = defineInboxSource({
  kind: 'contact-change',
  permission: P.user.approve,
  async read(db, _actor, limit) {
    const list = await listContactChanges(db, { filter: { status: 'pending' }, ...newest(limit) });
    return { totalCount: list.totalCount, items: list.submissions.map((s) => inboxItem('contact-change', s)) };
  },
});

export const userInboxSources = [userApprovals, contactChanges, riderVerifications] as const;
