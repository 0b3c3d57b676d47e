import { randomUUID } from 'node:crypto';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/client';
import { auditLog, creditAccounts, creditEntries, creditRequests } from '../db/schema';
import { balanceAfter, planPending, planYear, type PlannedRequest } from './demo-ledger';

type AuditRow = typeof auditLog.$inferInsert;
type EntryRow = typeof creditEntries.$inferInsert;
type RequestRow = typeof creditRequests.$inferInsert;

export interface LedgerHolder {
  accountId: string;
  /** Seeds the holder's plan: the same index gives the same history. */
  index: number;
  /** Also leave a request waiting, made by this maker (an index into `makers`). */
  pendingBy: number | null;
}

interface Rows {
  requests: RequestRow[];
  entries: EntryRow[];
  audit: AuditRow[];
  accounts: (typeof creditAccounts.$inferInsert)[];
}

const SOURCE = 'demo data';

/**
 * The rows the service would have written for the plan, request by request: the request and its audit,
 * then on approval the entry, the request's decision and the balance audit, then any reversal. Each
 * entry id is made here so requests, entries and reversals can point at each other before insertion.
 */
function rowsFor(h: LedgerHolder, plan: PlannedRequest[], makers: string[], checker: string, out: Rows): void {
  let postings = 0;
  let lastAt = 0;
  const audit = (actorId: string, at: number, a: Omit<AuditRow, 'actorId' | 'at'>) => out.audit.push({ actorId, at: new Date(at), viaOutbox: false, ...a });
  for (const p of plan) {
    const id = randomUUID();
    const maker = makers[p.maker];
    const decidedAt = p.decidedAt === null ? null : new Date(p.decidedAt);
    let entryId: string | null = null;
    audit(maker, p.madeAt, { action: 'credit.request', entity: 'credit.request', entityId: id, after: { status: 'pending', source: SOURCE } });
    if (p.outcome === 'approved' && p.decidedAt !== null) {
      entryId = randomUUID();
      const amountSen = p.kind === 'top_up' ? p.amountSen : -p.amountSen;
      out.entries.push({ id: entryId, accountId: h.accountId, amountSen, kind: p.kind, requestId: id, reason: p.reason, createdBy: checker, createdAt: decidedAt! });
      audit(checker, p.decidedAt, { action: 'credit.approve', entity: 'credit.request', entityId: id, before: { status: 'pending' }, after: { status: 'approved', entryId } });
      audit(checker, p.decidedAt, {
        action: `credit.${p.kind}`, entity: 'credit.account', entityId: h.accountId,
        before: { balanceSen: p.balanceBefore }, after: { balanceSen: p.balanceBefore + amountSen, entryId, source: SOURCE },
      });
      postings++;
      lastAt = p.decidedAt;
      if (p.reversal) {
        const reversalId = randomUUID();
        out.entries.push({
          id: reversalId, accountId: h.accountId, amountSen: -amountSen, kind: 'reversal', reversesEntryId: entryId, reason: p.reversal.reason, createdBy: checker, createdAt: new Date(p.reversal.at),
        });
        audit(checker, p.reversal.at, { action: 'credit.reverse', entity: 'credit.entry', entityId: entryId, after: { reversedByEntryId: reversalId } });
        audit(checker, p.reversal.at, {
          action: 'credit.reversal', entity: 'credit.account', entityId: h.accountId,
          before: { balanceSen: p.reversal.balanceBefore }, after: { balanceSen: p.reversal.balanceBefore - amountSen, entryId: reversalId },
        });
        postings++;
        lastAt = p.reversal.at;
      }
    } else if (p.outcome === 'rejected' || p.outcome === 'cancelled') {
      // A cancel is the maker's own act: decided_by stays empty, as the service leaves it.
      const by = p.outcome === 'rejected' ? checker : maker;
      audit(by, p.decidedAt!, { action: `credit.${p.outcome === 'rejected' ? 'reject' : 'cancel'}`, entity: 'credit.request', entityId: id, before: { status: 'pending' }, after: { status: p.outcome } });
    }
    out.requests.push({
      id, accountId: h.accountId, kind: p.kind, amountSen: p.amountSen, reason: p.reason, status: p.outcome, makerId: maker,
      decidedBy: p.outcome === 'approved' || p.outcome === 'rejected' ? checker : null,
      decidedAt, remark: p.remark, entryId, createdAt: new Date(p.madeAt), version: p.outcome === 'pending' ? 1 : 2,
    });
  }
  out.accounts.push({ accountId: h.accountId, balanceSen: balanceAfter(plan), version: 1 + postings, updatedAt: new Date(lastAt || Date.now()) });
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  // Well under PostgreSQL's 65,535 bind parameters per statement for these tables' column counts.
  for (let i = 0; i < rows.length; i += 1_000) await insert(rows.slice(i, i + 1_000));
}

/** Holders whose balance differs from the sum of their entries: none, or the seed is rolled back. */
async function mismatched(tx: Tx, accountIds: string[]): Promise<string[]> {
  const result = await tx.execute(sql`
    select a.account_id from credit_accounts a
    where a.account_id in (${sql.join(accountIds.map((id) => sql`${id}::uuid`), sql`, `)})
      and a.balance_sen <> (select coalesce(sum(e.amount_sen), 0) from credit_entries e where e.account_id = a.account_id)`);
  return rowsOf<{ account_id: string }>(result).map((r) => r.account_id);
}

/**
 * Writes a year of credit for each holder in one transaction, with batched inserts: seconds for
 * hundreds of holders where request-by-request calls would take minutes. The ledger's rules still
 * hold: each plan keeps its balance at or above zero at every step, the checker is never a maker
 * (the database checks it too), entries are only inserted, and the balance written is the sum of
 * the entries, compared before the transaction commits. A holder who already has a request from
 * one of the makers, or a balance already, is skipped, so the seed can run again.
 */
export async function seedLedgers(db: Db, holders: LedgerHolder[], makers: string[], checker: string, now: number): Promise<{ created: number; alreadyThere: number }> {
  if (holders.length === 0) return { created: 0, alreadyThere: 0 };
  const ids = holders.map((h) => h.accountId);
  return db.transaction(async (tx) => {
    const done = await tx
      .selectDistinct({ accountId: creditRequests.accountId })
      .from(creditRequests)
      .where(and(inArray(creditRequests.accountId, ids), inArray(creditRequests.makerId, makers)));
    // A holder with a balance row but no maker's request got credit some other way: left as it is too.
    const funded = await tx.select({ accountId: creditAccounts.accountId }).from(creditAccounts).where(inArray(creditAccounts.accountId, ids));
    const skip = new Set([...done, ...funded].map((d) => d.accountId));
    const toSeed = holders.filter((h) => !skip.has(h.accountId));
    const rows: Rows = { requests: [], entries: [], audit: [], accounts: [] };
    for (const h of toSeed) {
      const plan = planYear(h.index, now, makers.length);
      if (h.pendingBy !== null) plan.push(planPending(h.index, now, balanceAfter(plan), h.pendingBy));
      rowsFor(h, plan, makers, checker, rows);
    }
    if (toSeed.length > 0) {
      await insertChunked(rows.accounts, (c) => tx.insert(creditAccounts).values(c));
      await insertChunked(rows.entries, (c) => tx.insert(creditEntries).values(c));
      await insertChunked(rows.requests, (c) => tx.insert(creditRequests).values(c));
      await insertChunked(rows.audit, (c) => tx.insert(auditLog).values(c));
      const wrong = await mismatched(tx, toSeed.map((h) => h.accountId));
      if (wrong.length > 0) throw new Error(`Demo credit: balances differ from their entries for ${wrong.join(', ')}`);
    }
    return { created: toSeed.length, alreadyThere: skip.size };
  });
}
