import type { z } from 'zod';
import type { OwnerStatementList, OwnerStatementRecord, StatementJob, StatementStatus, statementDecision } from '@shared/contracts/owner-statements';
import type { ParsedList } from '@shared/list-params';
import { refusal } from '@shared/refusals';
import type { Db, Executor, Tx } from '@server/db/client';
import { lastDecisionOf, type AuditActor } from '@server/core/audit/audit-log';
import { DecisionConflict, guardedChange, movedOnRefusal, type GuardedChange } from '@server/core/guarded-change';
import { ENTITY, toAudited, toJob, toRecord, toStatement, type LoadedStatement, type StatementFilter } from './dto';
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
      await writeStatement(tx, row.id, { status: 'approved', approvedBy: actor.actorId, approvedAt: new Date() });
      return loadStatement(tx, row.id);
    },
  });
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
