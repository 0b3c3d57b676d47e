import type { AnyInboxSource } from '@server/core/approvals';
import { defineDashboardPart } from '@server/core/dashboard';
import { listApprovals } from './service';

/** The dashboard's count of waiting decisions by kind: the inbox's own counts, with no record read. */
export function approvalsDashboardPart(sources: readonly AnyInboxSource[]) {
  return defineDashboardPart({
    key: 'approvals',
    permission: null,
    async read(db, reader) {
      const { counts, totalCount } = await listApprovals(db, sources, reader, { limit: 0, page: 1 });
      return { totalCount, byKind: counts };
    },
  });
}
