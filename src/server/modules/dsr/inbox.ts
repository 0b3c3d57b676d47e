import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { P } from '@shared/permissions';
import { dsrReports } from '@server/db/schema';
import { defineInboxSource, inboxItem } from '@server/core/approvals';
import { toReport } from './dto';
import { reportPage, withPhotos } from './repo';

/**
 * Submitted daily sales reports waiting for a checker (59). The submitter never checks their own report, so their own
 * submissions are not theirs to decide and stay out of their inbox.
 */
const submittedReports = defineInboxSource({
  kind: 'dsr',
  permission: P.dsrChecking.approve,
  async waiting(_db, actor) {
    const notTheirs = actor.actorId ? or(isNull(dsrReports.submittedBy), ne(dsrReports.submittedBy, actor.actorId)) : undefined;
    return { table: dsrReports, id: dsrReports.id, createdAt: dsrReports.createdAt, where: and(eq(dsrReports.status, 'submitted'), notTheirs) };
  },
  async load(db, _actor, ids) {
    const page = await reportPage(db, { filter: {}, sort: [], limit: ids.length, offset: 0, count: false }, [inArray(dsrReports.id, ids)]);
    return (await withPhotos(db, page.rows)).map((report) => inboxItem('dsr', toReport(report)));
  },
});

export const dsrInboxSources = [submittedReports] as const;
