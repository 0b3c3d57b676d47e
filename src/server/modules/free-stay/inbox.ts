import { eq, inArray } from 'drizzle-orm';
import { P } from '@shared/permissions';
import { freeStayRequests } from '@server/db/schema';
import { defineInboxSource, inboxItem } from '@server/core/approvals';
import { withFigures } from './figures';
import { requestPage } from './repo';

/** Free-stay requests waiting for an approver (code 55), newest first, with each night's quota as it is now. */
const freeStays = defineInboxSource({
  kind: 'free-stay',
  permission: P.freeStay.approve,
  // The list's inner joins (person, property, room type) follow NOT NULL keys: they change no count.
  waiting: async () => ({ table: freeStayRequests, id: freeStayRequests.id, createdAt: freeStayRequests.createdAt, where: eq(freeStayRequests.status, 'pending') }),
  async load(db, _actor, ids) {
    const page = await requestPage(db, { filter: {}, sort: [], limit: ids.length, offset: 0, count: false }, null, [inArray(freeStayRequests.id, ids)]);
    return (await withFigures(db, page.rows)).map((request) => inboxItem('free-stay', request));
  },
});

export const freeStayInboxSources = [freeStays] as const;
