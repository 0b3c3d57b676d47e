import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StatementJob, statementRun } from '@shared/contracts/owner-statements';
import { refusal } from '@shared/refusals';
import type { Db, Tx } from '@server/db/client';
import { ownerStatementJobs, ownerStatementLines, ownerStatements } from '@server/db/schema';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { conflict } from '@server/core/errors/http-errors';
import { JOB_ENTITY, toJob } from './dto';
import { gatherMonth, ownersOfMonth, type DeductionSource } from './gather';
import { buildStatement } from './lines';
import { loadJob } from './repo';

/** Owners per transaction: each batch commits its drafts and the job's progress together. */
export const OWNERS_PER_BATCH = 50;
/** Lines per INSERT, well under PostgreSQL's 65,535 parameters (8 a line). */
const LINES_PER_INSERT = 2_000;

export interface RunOptions {
  deductions: DeductionSource;
  batchSize?: number;
}

/** One batch: the owners' drafts of the month replaced, their approved or sent months left as they are. */
async function runBatch(tx: Tx, actor: AuditActor, jobId: string, month: string, owners: readonly string[], options: RunOptions): Promise<void> {
  const actorId = actor.actorId!;
  // Two runs of one month take turns, batch by batch; an approval in flight is waited for through the row lock.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`owner-statements:${month}`}))`);
  const existing = await tx
    .select({ id: ownerStatements.id, ownerId: ownerStatements.ownerId, status: ownerStatements.status })
    .from(ownerStatements)
    .where(and(eq(ownerStatements.month, month), ne(ownerStatements.status, 'superseded'), inArray(ownerStatements.ownerId, [...owners])))
    .for('update');
  const settled = new Set(existing.filter((s) => s.status !== 'draft').map((s) => s.ownerId));
  const drafts = existing.filter((s) => s.status === 'draft').map((s) => s.id);
  if (drafts.length) await tx.delete(ownerStatements).where(inArray(ownerStatements.id, drafts));
  const open = owners.filter((o) => !settled.has(o));
  const months = await gatherMonth(tx, month, open, options.deductions);
  const built = open.map((ownerId) => ({ ownerId, ...buildStatement(months.get(ownerId)!) }));
  if (built.length) {
    const ids = await tx
      .insert(ownerStatements)
      .values(built.map((b) => ({ ownerId: b.ownerId, month, jobId, generatedBy: actorId, ...b.totals })))
      .returning({ id: ownerStatements.id, ownerId: ownerStatements.ownerId });
    const idOf = new Map(ids.map((r) => [r.ownerId, r.id]));
    const lines = built.flatMap((b) => b.lines.map((line, i) => ({ statementId: idOf.get(b.ownerId)!, position: i + 1, ...line })));
    for (let i = 0; i < lines.length; i += LINES_PER_INSERT) await tx.insert(ownerStatementLines).values(lines.slice(i, i + LINES_PER_INSERT));
  }
  await tx
    .update(ownerStatementJobs)
    .set({
      done: sql`${ownerStatementJobs.done} + ${owners.length}`,
      generated: sql`${ownerStatementJobs.generated} + ${built.length}`,
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
