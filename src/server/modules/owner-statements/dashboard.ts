import { desc } from 'drizzle-orm';
import { ownerStatements } from '@server/db/schema';
import { defineOwnerDashboardPart } from '@server/core/dashboard';
import { portalScope } from './repo';

/**
 * The newest month's statement the owner was sent: within a month the highest revision they may read, so a revision
 * not yet sent leaves them the one it will supersede, as their statements page shows it.
 */
export const ownerLatestStatementPart = defineOwnerDashboardPart({
  key: 'latestStatement',
  async read(db, { owner }) {
    const [row] = await db
      .select({
        id: ownerStatements.id,
        month: ownerStatements.month,
        revision: ownerStatements.revision,
        status: ownerStatements.status,
        payoutSen: ownerStatements.payoutSen,
      })
      .from(ownerStatements)
      .where(portalScope(owner))
      .orderBy(desc(ownerStatements.month), desc(ownerStatements.revision))
      .limit(1);
    return row ?? null;
  },
});
