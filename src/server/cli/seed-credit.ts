import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { creditAccounts, creditEntries, creditRequests } from '../db/schema';
import { findAccountByEmail } from '../core/accounts/account-store';
import { writeAudit, type AuditActor } from '../core/audit/audit-log';
import { CREDIT_CHECKER_EMAIL, CREDIT_MAKER_EMAIL, DEMO_CREDIT, type DemoCreditStep } from './demo-credit';

const DAY = 86_400_000;
const demo = (actorId: string): AuditActor => ({ actorId, viaOutbox: false });

/** Posts one entry on the holder's balance, with the audit entry the ledger writes for a posting. */
async function postEntry(tx: Tx, checkerId: string, accountId: string, entry: Omit<typeof creditEntries.$inferInsert, 'accountId' | 'createdBy'>): Promise<string> {
  const [{ balanceSen }] = await tx.select({ balanceSen: creditAccounts.balanceSen }).from(creditAccounts).where(eq(creditAccounts.accountId, accountId)).for('update');
  if (balanceSen + entry.amountSen < 0) throw new Error(`Demo credit for ${accountId} would go below zero`);
  const [row] = await tx.insert(creditEntries).values({ ...entry, accountId, createdBy: checkerId }).returning({ id: creditEntries.id });
  await tx
    .update(creditAccounts)
    .set({ balanceSen: sql`${creditAccounts.balanceSen} + ${entry.amountSen}`, version: sql`${creditAccounts.version} + 1`, updatedAt: entry.createdAt })
    .where(eq(creditAccounts.accountId, accountId));
  await writeAudit(tx, demo(checkerId), {
    action: `credit.${entry.kind}`,
    entity: 'credit_account',
    entityId: accountId,
    before: { balanceSen },
    after: { balanceSen: balanceSen + entry.amountSen, entryId: row.id, source: 'demo data' },
  });
  return row.id;
}

async function seedStep(tx: Tx, ids: { maker: string; checker: string; holder: string }, step: DemoCreditStep, now: number): Promise<void> {
  const madeAt = new Date(now - step.daysAgo * DAY);
  const [request] = await tx
    .insert(creditRequests)
    .values({ accountId: ids.holder, kind: step.kind, amountSen: step.amountSen, reason: step.reason, makerId: ids.maker, createdAt: madeAt })
    .returning({ id: creditRequests.id });
  await writeAudit(tx, demo(ids.maker), { action: 'credit.request', entity: 'credit_request', entityId: request.id, after: { status: 'pending', source: 'demo data' } });
  if (!step.approved) return;

  const decidedAt = new Date(madeAt.getTime() + 3 * 3_600_000);
  const amountSen = step.kind === 'top_up' ? step.amountSen : -step.amountSen;
  const entryId = await postEntry(tx, ids.checker, ids.holder, { amountSen, kind: step.kind, requestId: request.id, reason: step.reason, createdAt: decidedAt });
  await tx
    .update(creditRequests)
    .set({ status: 'approved', decidedBy: ids.checker, decidedAt, entryId, version: 2 })
    .where(eq(creditRequests.id, request.id));
  await writeAudit(tx, demo(ids.checker), { action: 'credit.approve', entity: 'credit_request', entityId: request.id, before: { status: 'pending' }, after: { status: 'approved', entryId } });

  if (step.reversedAfterDays === undefined) return;
  const reversedAt = new Date(decidedAt.getTime() + step.reversedAfterDays * DAY);
  const reversalId = await postEntry(tx, ids.checker, ids.holder, {
    amountSen: -amountSen, kind: 'reversal', reversesEntryId: entryId, reason: step.reversalReason ?? 'Reversed', createdAt: reversedAt,
  });
  await writeAudit(tx, demo(ids.checker), { action: 'credit.reverse', entity: 'credit_entry', entityId: entryId, after: { reversedByEntryId: reversalId } });
}

/**
 * Adds the demo holders' credit (demo-credit.ts). Needs the demo admins and users; a holder who already has
 * a request from the demo maker is left as it is, so running the seed twice adds nothing.
 */
export async function seedDemoCredit(db: Db, now = Date.now()): Promise<{ created: number; alreadyThere: number; missing: number }> {
  const report = { created: 0, alreadyThere: 0, missing: 0 };
  const maker = await findAccountByEmail(db, CREDIT_MAKER_EMAIL);
  const checker = await findAccountByEmail(db, CREDIT_CHECKER_EMAIL);
  if (!maker || !checker) return { ...report, missing: DEMO_CREDIT.length };
  for (const holder of DEMO_CREDIT) {
    await db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, holder.email);
      if (!account || account.deletedAt) {
        report.missing++;
        return;
      }
      const [existing] = await tx
        .select({ id: creditRequests.id })
        .from(creditRequests)
        .where(and(eq(creditRequests.accountId, account.id), eq(creditRequests.makerId, maker.id)))
        .limit(1);
      if (existing) {
        report.alreadyThere++;
        return;
      }
      await tx.insert(creditAccounts).values({ accountId: account.id }).onConflictDoNothing();
      for (const step of holder.steps) await seedStep(tx, { maker: maker.id, checker: checker.id, holder: account.id }, step, now);
      report.created++;
    });
  }
  return report;
}
