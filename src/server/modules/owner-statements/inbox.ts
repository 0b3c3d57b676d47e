import { and, eq, inArray, ne } from 'drizzle-orm';
import { P } from '@shared/permissions';
import { ownerStatements } from '@server/db/schema';
import { defineInboxSource, inboxItem } from '@server/core/approvals';
import { toStatement } from './dto';
import { statementPage } from './repo';

/**
 * Drafts waiting for approval (47). Whoever generated a draft never approves it, so their own runs stay out of their
 * inbox; a superseded or settled month is no longer waiting.
 */
const draftStatements = defineInboxSource({
  kind: 'owner-statement',
  permission: P.reporting.approve,
  async waiting(_db, actor) {
    if (!actor.actorId) return null;
    return {
      table: ownerStatements,
      id: ownerStatements.id,
      createdAt: ownerStatements.createdAt,
      where: and(eq(ownerStatements.status, 'draft'), ne(ownerStatements.generatedBy, actor.actorId)),
    };
  },
  async load(db, _actor, ids) {
    const page = await statementPage(db, { filter: {}, sort: [], limit: ids.length, offset: 0, count: false }, [inArray(ownerStatements.id, ids)]);
    return page.rows.map((row) => inboxItem('owner-statement', toStatement(row)));
  },
});

export const ownerStatementInboxSources = [draftStatements] as const;
