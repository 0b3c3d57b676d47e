import { P } from '@shared/permissions';
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
  async read(db, actor, limit) {
    if (!actor.actorId) return { totalCount: 0, items: [] };
    const page = await requestPage(db, { filter: { status: 'pending' }, sort: [{ field: 'createdAt', order: 'desc' }], limit, offset: 0 }, null, actor.actorId);
    return { totalCount: page.totalCount, items: page.rows.map((row) => inboxItem('credit-request', toRequest(row))) };
  },
});

export const creditInboxSources = [creditRequests] as const;
