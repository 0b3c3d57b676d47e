import { eq } from 'drizzle-orm';
import { creditAccounts } from '@server/db/schema';
import { defineOwnerDashboardPart } from '@server/core/dashboard';

/** The owner's own credit balance; an account with no posting yet holds nothing. */
export const ownerCreditPart = defineOwnerDashboardPart({
  key: 'credit',
  async read(db, { owner }) {
    const [row] = await db.select({ balanceSen: creditAccounts.balanceSen }).from(creditAccounts).where(eq(creditAccounts.accountId, owner));
    return { balanceSen: Number(row?.balanceSen ?? 0) };
  },
});
