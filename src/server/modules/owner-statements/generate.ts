import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StatementJob, statementRun } from '@shared/contracts/owner-statements';
import { refusal } from '@shared/refusals';
import type { Db, Tx } from '@server/db/client';
import { ownerStatementJobs, ownerStatementLines, ownerStatements } from '@server/db/schema';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { conflict } from '@server/core/errors/http-errors';
import { JOB_ENTITY, toJob } from './dto';
import { alreadyAdjusted, adjustmentsFor } from './adjustments';
import { gatherMonth, ownersOfMonth, type DeductionSource } from './gather';
import { buildStatement, type Deduction } from './lines';
import { loadJob } from './repo';

/** Owners per transaction: each batch commits its drafts and the job's progress together. */
export const OWNERS_PER_BATCH = 50;
/** Lines per INSERT, well under PostgreSQL's 65,535 parameters (8 a line). */
const LINES_PER_INSERT = 2_000;

export interface RunOptions {
  deductions: DeductionSource;
  batchSize?: number;
}

/** A revision being (re)generated: its place after the statement it supersedes, and what changed. */
export interface RevisionOf {
  revision: number;
  supersedesId: string;
  reason: string;
}

/** Deductions from every source, by owner, each source's in turn. */
function together(...sources: DeductionSource[]): DeductionSource {
  return async (db, month, owners) => {
    const all = new Map<string, Deduction[]>();
    for (const source of sources) {
      for (const [owner, items] of await source(db, month, owners)) all.set(owner, [...(all.get(owner) ?? []), ...items]);
    }
    return all;
  };
}

/**
 * A revision deducts again what its month's installments were (recorded on the plans when the statement it supersedes
 * was approved, so no longer due), and takes back what later statements already adjusted for its month.
 */
function revisionSource(revisions: ReadonlyMap<string, RevisionOf>): DeductionSource {
  return async (db, month, owners) => {
    const revised = owners.filter((o) => revisions.has(o));
    const result = new Map<string, Deduction[]>();
    if (!revised.length) return result;
    const ids = revised.map((o) => revisions.get(o)!.supersedesId);
    const lines = await db
      .select({ statementId: ownerStatementLines.statementId, unitId: ownerStatementLines.unitId, data: ownerStatementLines.data, amountSen: ownerStatementLines.amountSen })
      .from(ownerStatementLines)
      .where(and(inArray(ownerStatementLines.statementId, ids), eq(ownerStatementLines.kind, 'installment')))
      .orderBy(ownerStatementLines.position);
    for (const owner of revised) {
      const carried = lines
        .filter((l) => l.statementId === revisions.get(owner)!.supersedesId)
        .map((l): Deduction => ({ kind: 'installment', amountSen: l.amountSen, reason: l.data.reason ?? '', sourceId: l.data.sourceId, unitId: l.unitId ?? undefined, data: l.data }));
      if (carried.length) result.set(owner, carried);
    }
    for (const [owner, items] of await alreadyAdjusted(db, month, revised)) result.set(owner, [...(result.get(owner) ?? []), ...items]);
    return result;
  };
}

/**
 * Writes the owners' drafts of the month: the month gathered, their installments, their adjustments for changes to
 * approved months, and for a revision its place and reason. Answers each owner's new statement id.
 */
export async function insertDrafts(
  tx: Tx,
  draft: { actorId: string; month: string; jobId: string | null; owners: readonly string[]; revisions?: ReadonlyMap<string, RevisionOf> },
  deductions: DeductionSource,
): Promise<Map<string, string>> {
  const revisions = draft.revisions ?? new Map<string, RevisionOf>();
  const source = together(revisionSource(revisions), deductions, adjustmentsFor);
  const months = await gatherMonth(tx, draft.month, draft.owners, source);
  const built = draft.owners.map((ownerId) => ({ ownerId, ...buildStatement(months.get(ownerId)!) }));
  if (!built.length) return new Map();
  const ids = await tx
    .insert(ownerStatements)
    .values(
      built.map((b) => {
        const revision = revisions.get(b.ownerId);
        return {
          ownerId: b.ownerId,
          month: draft.month,
          jobId: draft.jobId,
          generatedBy: draft.actorId,
          ...(revision ? { revision: revision.revision, supersedesId: revision.supersedesId, revisionReason: revision.reason } : {}),
          ...b.totals,
        };
      }),
    )
    .returning({ id: ownerStatements.id, ownerId: ownerStatements.ownerId });
  const idOf = new Map(ids.map((r) => [r.ownerId, r.id]));
  const lines = built.flatMap((b) => b.lines.map((line, i) => ({ statementId: idOf.get(b.ownerId)!, position: i + 1, ...line })));
  for (let i = 0; i < lines.length; i += LINES_PER_INSERT) await tx.insert(ownerStatementLines).values(lines.slice(i, i + LINES_PER_INSERT));
  return idOf;
}

/** Two runs of one month, and a revision of it, take turns. */
export async function lockMonth(tx: Tx, month: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`owner-statements:${month}`}))`);
}

/** One batch: the owners' drafts of the month replaced (a revision's keeps its place), approved or sent months left as they are. */
async function runBatch(tx: Tx, actor: AuditActor, jobId: string, month: string, owners: readonly string[], options: RunOptions): Promise<void> {
  // Two runs of one month take turns, batch by batch; an approval in flight is waited for through the row lock.
  await lockMonth(tx, month);
  const existing = await tx
    .select({
      id: ownerStatements.id,
      ownerId: ownerStatements.ownerId,
      status: ownerStatements.status,
      revision: ownerStatements.revision,
      supersedesId: ownerStatements.supersedesId,
      revisionReason: ownerStatements.revisionReason,
    })
    .from(ownerStatements)
    .where(and(eq(ownerStatements.month, month), ne(ownerStatements.status, 'superseded'), inArray(ownerStatements.ownerId, [...owners])))
    .for('update');
  const settled = new Set(existing.filter((s) => s.status !== 'draft').map((s) => s.ownerId));
  const drafts = existing.filter((s) => s.status === 'draft');
  if (drafts.length) await tx.delete(ownerStatements).where(inArray(ownerStatements.id, drafts.map((d) => d.id)));
  const revisions = new Map(
    drafts.flatMap((d) => (d.supersedesId ? [[d.ownerId, { revision: d.revision, supersedesId: d.supersedesId, reason: d.revisionReason ?? '' }] as const] : [])),
  );
  const open = owners.filter((o) => !settled.has(o));
  const written = await insertDrafts(tx, { actorId: actor.actorId!, month, jobId, owners: open, revisions }, options.deductions);
  await tx
    .update(ownerStatementJobs)
    .set({
      done: sql`${ownerStatementJobs.done} + ${owners.length}`,
      generated: sql`${ownerStatementJobs.generated} + ${written.size}`,
      skipped: sql`${ownerStatementJobs.skipped} + ${settled.size}`,
      updatedAt: new Date(),
    })
    .where(eq(ownerStatementJobs.id, jobId));
}

/**
 * Generates a month (45): one draft per owner who held a unit that month (or of the owners named), in batches that
 * each commit with the job's progress, so `GET …/jobs/:id` shows owners done of the total while this runs. Answers the
 * finished job. A failure marks the job failed with its reason and is answered as it is.
 */
export async function generateMonth(db: Db, actor: AuditActor, input: z.output<typeof statementRun>, options: RunOptions): Promise<StatementJob> {
  const batchSize = options.batchSize ?? OWNERS_PER_BATCH;
  const { jobId, owners } = await db.transaction(async (tx) => {
    const found = await ownersOfMonth(tx, input.month, input.ownerIds);
    const [row] = await tx
      .insert(ownerStatementJobs)
      .values({ ...(input.id ? { id: input.id } : {}), month: input.month, ownerIds: input.ownerIds ?? null, total: found.length, createdBy: actor.actorId! })
      .onConflictDoNothing()
      .returning({ id: ownerStatementJobs.id });
    if (!row) throw conflict('Another statement run already has this id; start the run again', undefined, undefined, refusal('id_taken', { what: 'owner_statement_job' }));
    return { jobId: row.id, owners: found };
  });
  try {
    for (let i = 0; i < owners.length; i += batchSize) {
      const batch = owners.slice(i, i + batchSize);
      await db.transaction((tx) => runBatch(tx, actor, jobId, input.month, batch, options));
    }
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await db.update(ownerStatementJobs).set({ status: 'failed', error: reason.slice(0, 500), finishedAt: new Date(), updatedAt: new Date() }).where(eq(ownerStatementJobs.id, jobId));
    throw err;
  }
  return db.transaction(async (tx) => {
    await tx.update(ownerStatementJobs).set({ status: 'done', finishedAt: new Date(), updatedAt: new Date() }).where(eq(ownerStatementJobs.id, jobId));
    const job = toJob(await loadJob(tx, jobId));
    await writeAudit(tx, actor, { action: 'owner-statements.generate', entity: JOB_ENTITY, entityId: jobId, after: job });
    return job;
  });
}
