import { P } from '@shared/permissions';
import { defineInboxSource, inboxItem } from '@server/core/approvals';
import { withFigures } from './figures';
import { requestPage } from './repo';

/** Free-stay requests waiting for an approver (code 55), newest first, with each night's quota as it is now. */
const freeStays = defineInboxSource({
  kind: 'free-stay',
  permission: P.freeStay.approve,
  async read(db, _actor, limit) {
    const page = await requestPage(db, { filter: { status: 'pending' }, sort: [{ field: 'createdAt', order: 'desc' }], limit, offset: 0 }, null);
    return { totalCount: page.totalCount, items: (await withFigures(db, page.rows)).map((request) => inboxItem('free-stay', request)) };
  },
});

export const freeStayInboxSources = [freeStays] as const;
