import type { z } from 'zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OwnerStatementList, OwnerStatementRecord, StatementJob, StatementStatus, statementDecision, statementRevise } from '@shared/contracts/owner-statements';
import type { ParsedList } from '@shared/list-params';
import { refusal } from '@shared/refusals';
import type { Db, Executor, Tx } from '@server/db/client';
import { ownerStatements } from '@server/db/schema';
import { lastDecisionOf, writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { recordStatementDeductions } from '@server/core/installments-due';
import { DecisionConflict, guardedChange, movedOnRefusal, type GuardedChange } from '@server/core/guarded-change';
import { ENTITY, toAudited, toJob, toRecord, toStatement, type LoadedStatement, type StatementFilter } from './dto';
import { insertDrafts, lockMonth } from './generate';
import { balancesToCarry, type DeductionSource } from './gather';
import { loadJob, loadStatement, portalScope, statementPage, writeStatement } from './repo';

export { generateMonth } from './generate';

/** The list; an owner in the portal (`portalOwner`) gets their own sent statements only. */
export async function listStatements(db: Executor, q: ParsedList<StatementFilter>, portalOwner: string | null): Promise<OwnerStatementList> {
  const page = await statementPage(db, q, portalOwner ? [portalScope(portalOwner)] : []);
  return { totalCount: page.totalCount, statements: page.rows.map(toStatement) };
}

/** One statement with its lines; any statement an owner may not see is a 404 to them. */
export async function getStatement(db: Executor, id: string, portalOwner: string | null): Promise<OwnerStatementRecord> {
  return toRecord(await loadStatement(db, id, portalOwner ? { scope: portalScope(portalOwner) } : {}));
}

export async function getJob(db: Executor, id: string): Promise<StatementJob> {
  return toJob(await loadJob(db, id));
}

const deciderOf = (tx: Tx, s: LoadedStatement) =>
  s.row.approvedBy ? lastDecisionOf(tx, ENTITY, s.row.id, ['owner-statements.approve', 'owner-statements.send']) : null;

function statementChange(id: string, action: string): Pick<GuardedChange<LoadedStatement, OwnerStatementRecord>, 'action' | 'entity' | 'lock' | 'idOf' | 'view' | 'auditView' | 'decider'> {
  return { action, entity: ENTITY, lock: (tx) => loadStatement(tx, id, { lock: true }), idOf: (s) => s.row.id, view: toRecord, auditView: toAudited, decider: deciderOf };
}

/**
 * Approves a draft (47): its figures and lines are frozen from then on (the database refuses any change). Never by the
 * admin who generated it: a 409, as a DSR is never checked by its submitter, and the database refuses it too.
 */
export function decideStatement(db: Db, actor: AuditActor, id: string, input: z.output<typeof statementDecision>): Promise<OwnerStatementRecord> {
  return guardedChange<LoadedStatement, OwnerStatementRecord>(db, actor, {
    ...statementChange(id, `owner-statements.${input.action}`),
    expected: (s) => ({ now: s.row.status, saw: input.expected, what: 'status' }),
    apply: async (tx, statement) => {
      const { row } = statement;
      if (row.status !== 'draft') {
        throw new DecisionConflict(`This statement is no longer a draft waiting for approval: it is ${row.status}`, movedOnRefusal('status', row.status));
      }
      if (row.generatedBy === actor.actorId) {
        throw new DecisionConflict('An owner statement is approved by another admin, never by the one who generated it', refusal('maker_cannot_decide', { what: 'owner_statement' }));
      }
      await refuseOutdated(tx, statement);
      await refuseCarryChanged(tx, statement);
      await writeStatement(tx, row.id, { status: 'approved', approvedBy: actor.actorId, approvedAt: new Date() });
      await recordInstallments(tx, actor, statement);
      return loadStatement(tx, row.id);
    },
  });
}

/**
 * A draft whose adjustments were worked out against a month revised since would pay that month's changes twice (the
 * revision pays them itself): it is generated again first.
 */
async function refuseOutdated(tx: Tx, { row, lines }: LoadedStatement): Promise<void> {
  const adjusted = [...new Set(lines.flatMap((l) => (l.kind === 'adjustment' && l.data.adjustsStatementId ? [l.data.adjustsStatementId] : [])))];
  if (!adjusted.length) return;
  const [revised] = await tx
    .select({ month: ownerStatements.month })
    .from(ownerStatements)
    .where(and(inArray(ownerStatements.id, adjusted), eq(ownerStatements.status, 'superseded')))
    .orderBy(ownerStatements.month)
    .limit(1);
  if (revised) {
    throw new DecisionConflict(
      `The statement of ${revised.month} that this draft adjusts was revised since it was generated: generate ${row.month} again`,
      refusal('statement_revised_since', { month: revised.month }),
    );
  }
}

/**
 * A balance is carried exactly once (gather.ts `balancesToCarry`): it belongs to the first statement approved that
 * carries it. So a draft is approved only if what it carries is, month by month, exactly what is still to carry now —
 * not when another statement approved meanwhile took a balance it carries (that would count it twice), nor when a
 * balance became due or changed since it was generated (an earlier month approved or revised). Either way it is
 * generated again, which carries what is due then. Approvals of one owner's statements take turns on a lock, so two
 * approved at the same moment cannot both take one balance.
 */
async function refuseCarryChanged(tx: Tx, { row, lines }: LoadedStatement): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`owner-statements:carry:${row.ownerId}`}))`);
  const due = new Map(((await balancesToCarry(tx, row.month, [row.ownerId])).get(row.ownerId) ?? []).map((c) => [c.month, c.amountSen]));
  const carried = new Map<string, number>();
  for (const l of lines) if (l.data.fromMonth) carried.set(l.data.fromMonth, (carried.get(l.data.fromMonth) ?? 0) + l.amountSen);
  const changed = [...new Set([...due.keys(), ...carried.keys()])].sort().find((month) => due.get(month) !== carried.get(month));
  if (changed) {
    throw new DecisionConflict(
      `The balance of ${changed} carried on this statement changed since it was generated (another statement approved first carried it, or that month was approved or revised): generate ${row.month} again`,
      refusal('carry_changed', { month: row.month, fromMonth: changed }),
    );
  }
}

/**
 * The statement's installment lines become deduction entries on their plans, naming it: the schedule shows those
 * months paid and the plan's terms are fixed. A month no longer due since the draft was generated (waived, settled)
 * refuses the approval: the draft is generated again first, so nothing is deducted twice.
 */
async function recordInstallments(tx: Tx, actor: AuditActor, { row, lines }: LoadedStatement): Promise<void> {
  const items = lines.flatMap((l) => (l.kind === 'installment' && l.data.sourceId ? [{ planId: l.data.sourceId, amountSen: l.amountSen }] : []));
  if (!items.length) return;
  const refused = await recordStatementDeductions(tx, { id: row.id, ownerId: row.ownerId, month: row.month, recordedBy: actor.actorId }, items);
  if (refused) {
    throw new DecisionConflict(
      `${row.month} of an installment plan on this statement is no longer due (waived, settled or closed since it was generated): generate the month again`,
      refusal('installment_month_closed', { month: row.month }),
    );
  }
}

/**
 * Revises an approved or sent statement (46): it is marked superseded, frozen as it was, and a new draft of the same
 * owner and month, generated again from today's stays and expenses and naming what changed, takes its place; it is
 * approved again, never by who revised it. Answers the revision; asked again, the revision already made.
 */
export async function reviseStatement(
  db: Db,
  actor: AuditActor,
  id: string,
  input: z.output<typeof statementRevise>,
  deductions: DeductionSource,
): Promise<OwnerStatementRecord> {
  const answer = await guardedChange<LoadedStatement, OwnerStatementRecord>(db, actor, {
    ...statementChange(id, 'owner-statements.revise'),
    expected: (s) => ({ now: s.row.status, saw: input.expected, what: 'status' }),
    apply: async (tx, statement) => {
      const { row } = statement;
      if (row.status === 'superseded') return null;
      if (row.status === 'draft') {
        throw new DecisionConflict('Only an approved or sent statement is revised; a draft is generated again instead', movedOnRefusal('status', row.status));
      }
      await lockMonth(tx, row.month);
      await writeStatement(tx, row.id, { status: 'superseded' });
      const revisions = new Map([[row.ownerId, { revision: row.revision + 1, supersedesId: row.id, reason: input.reason }]]);
      const written = await insertDrafts(tx, { actorId: actor.actorId!, month: row.month, jobId: null, owners: [row.ownerId], revisions }, deductions);
      return loadStatement(tx, written.get(row.ownerId)!);
    },
    alsoRecord: async (tx, _before, after) => {
      await writeAudit(tx, actor, { action: 'owner-statements.revision', entity: ENTITY, entityId: after.row.id, after: toAudited(after) });
    },
  });
  if (answer.status !== 'superseded' || answer.id !== id) return answer;
  const [next] = await db.select({ id: ownerStatements.id }).from(ownerStatements).where(eq(ownerStatements.supersedesId, id));
  return toRecord(await loadStatement(db, next.id));
}

/** Sends an approved statement (46): the owner sees it in the portal. Sending a sent one again changes nothing. */
export function sendStatement(db: Db, actor: AuditActor, id: string, input: { expected?: StatementStatus }): Promise<OwnerStatementRecord> {
  return guardedChange<LoadedStatement, OwnerStatementRecord>(db, actor, {
    ...statementChange(id, 'owner-statements.send'),
    expected: (s) => ({ now: s.row.status, saw: input.expected, what: 'status' }),
    apply: async (tx, statement) => {
      const { row } = statement;
      if (row.status === 'sent') return null;
      if (row.status !== 'approved') {
        throw new DecisionConflict(`Only an approved statement is sent; this one is ${row.status}`, movedOnRefusal('status', row.status));
      }
      await writeStatement(tx, row.id, { status: 'sent', sentBy: actor.actorId, sentAt: new Date() });
      return loadStatement(tx, row.id);
    },
  });
}
