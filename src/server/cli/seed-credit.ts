import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { accounts, creditAccounts, creditEntries, creditRequests } from '../db/schema';
import { findAccountByEmail } from '../core/accounts/account-store';
import { writeAudit, type AuditActor } from '../core/audit/audit-log';
import { CREDIT_CHECKER_EMAIL, CREDIT_MAKER_EMAILS, DEMO_CREDIT, GENERATED_PENDING, type DemoCreditStep } from './demo-credit';
import { DEMO_USERS } from './demo-users';
import { generatedHolders } from './demo-holders';
import { seedLedgers, type LedgerHolder } from './seed-ledger';

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
    entity: 'credit.account',
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
  await writeAudit(tx, demo(ids.maker), { action: 'credit.request', entity: 'credit.request', entityId: request.id, after: { status: 'pending', source: 'demo data' } });
  if (!step.approved) return;

  const decidedAt = new Date(madeAt.getTime() + 3 * 3_600_000);
  const amountSen = step.kind === 'top_up' ? step.amountSen : -step.amountSen;
  const entryId = await postEntry(tx, ids.checker, ids.holder, { amountSen, kind: step.kind, requestId: request.id, reason: step.reason, createdAt: decidedAt });
  await tx
    .update(creditRequests)
    .set({ status: 'approved', decidedBy: ids.checker, decidedAt, entryId, version: 2 })
    .where(eq(creditRequests.id, request.id));
  await writeAudit(tx, demo(ids.checker), { action: 'credit.approve', entity: 'credit.request', entityId: request.id, before: { status: 'pending' }, after: { status: 'approved', entryId } });

  if (step.reversedAfterDays === undefined) return;
  const reversedAt = new Date(decidedAt.getTime() + step.reversedAfterDays * DAY);
  const reversalId = await postEntry(tx, ids.checker, ids.holder, {
    amountSen: -amountSen, kind: 'reversal', reversesEntryId: entryId, reason: step.reversalReason ?? 'Reversed', createdAt: reversedAt,
  });
  await writeAudit(tx, demo(ids.checker), { action: 'credit.reverse', entity: 'credit.entry', entityId: entryId, after: { reversedByEntryId: reversalId } });
}

/** The hand-told holders (DEMO_CREDIT), one transaction each, request by request. */
async function seedToldCredit(db: Db, maker: string, checker: string, now: number) {
  const report = { created: 0, alreadyThere: 0, missing: 0 };
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
        .where(and(eq(creditRequests.accountId, account.id), eq(creditRequests.makerId, maker)))
        .limit(1);
      if (existing) {
        report.alreadyThere++;
        return;
      }
      await tx.insert(creditAccounts).values({ accountId: account.id }).onConflictDoNothing();
      for (const step of holder.steps) await seedStep(tx, { maker, checker, holder: account.id }, step, now);
      report.created++;
    });
  }
  return report;
}

/**
 * Every other approved demo user, and the users made only to hold credit: a generated year each, and
 * GENERATED_PENDING of them (spread evenly) also a request waiting, the makers taking turns.
 */
async function seedGeneratedCredit(db: Db, makers: string[], checker: string, now: number) {
  const told = new Set(DEMO_CREDIT.map((h) => h.email));
  const emails = [...DEMO_USERS.filter((u) => u.approvalStatus === 'approved' && !told.has(u.email)), ...generatedHolders()].map((u) => u.email);
  const found = await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(and(inArray(accounts.email, emails), isNull(accounts.deletedAt)));
  const idOf = new Map(found.map((a) => [a.email, a.id]));
  const every = Math.max(1, Math.floor(emails.length / GENERATED_PENDING));
  const holders: LedgerHolder[] = [];
  let waiting = 0;
  for (const [index, email] of emails.entries()) {
    const accountId = idOf.get(email);
    if (!accountId) continue;
    const pendingBy = index % every === 0 && waiting < GENERATED_PENDING ? waiting++ % makers.length : null;
    holders.push({ accountId, index, pendingBy });
  }
  const report = await seedLedgers(db, holders, makers, checker, now);
  return { ...report, missing: emails.length - holders.length };
}

/**
 * Adds the demo holders' credit. Needs the demo admins and users; a holder who already has a request
 * from a demo maker is left as it is, so running the seed twice adds nothing.
 */
export async function seedDemoCredit(db: Db, now = Date.now()): Promise<{ created: number; alreadyThere: number; missing: number }> {
  const makers = await Promise.all(CREDIT_MAKER_EMAILS.map((email) => findAccountByEmail(db, email)));
  const checker = await findAccountByEmail(db, CREDIT_CHECKER_EMAIL);
  const makerIds = makers.flatMap((m) => (m ? [m.id] : []));
  if (makerIds.length < CREDIT_MAKER_EMAILS.length || !checker) return { created: 0, alreadyThere: 0, missing: DEMO_CREDIT.length };
  const told = await seedToldCredit(db, makerIds[0], checker.id, now);
  const generated = await seedGeneratedCredit(db, makerIds, checker.id, now);
  return { created: told.created + generated.created, alreadyThere: told.alreadyThere + generated.alreadyThere, missing: told.missing + generated.missing };
}
