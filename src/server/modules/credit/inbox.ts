import { and, eq, inArray, ne } from 'drizzle-orm';
import { P } from '@shared/permissions';
import { creditRequests as requests } from '@server/db/schema';
import { defineInboxSource, inboxItem } from '@server/core/approvals';
import { toRequest } from './dto';
import { requestPage } from './repo';

/**
 * Credit requests waiting for a checker. The maker never approves their own (maker-checker), so
 * their own requests are not theirs to decide and stay out of their inbox.
 */
const creditRequests = defineInboxSource({
  kind: 'credit-request',
  permission: P.credit.approve,
  async waiting(_db, actor) {
    if (!actor.actorId) return null;
    // The list's joins (holder, balance) follow NOT NULL keys or are left joins: they change no count.
    return { table: requests, id: requests.id, createdAt: requests.createdAt, where: and(eq(requests.status, 'pending'), ne(requests.makerId, actor.actorId)) };
  },
  async load(db, _actor, ids) {
    const page = await requestPage(db, { filter: {}, sort: [], limit: ids.length, offset: 0, count: false }, null, undefined, [inArray(requests.id, ids)]);
    return page.rows.map((row) => inboxItem('credit-request', toRequest(row)));
  },
});

export const creditInboxSources = [creditRequests] as const;
