import type { z } from 'zod';
import type { OwnerStatement, OwnerStatementRecord, StatementJob, StatementLine, ownerStatementFilter } from '@shared/contracts/owner-statements';
import type { OwnerStatementJobRow, OwnerStatementLineRow } from '@server/db/schema';
import type { StatementRow } from './repo';

/** What `filter` may hold on the list, as parsed. */
export type StatementFilter = Partial<{ [K in keyof typeof ownerStatementFilter]: z.infer<(typeof ownerStatementFilter)[K]> }>;

export const ENTITY = 'owner-statements.statement';
export const JOB_ENTITY = 'owner-statements.job';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toStatement(row: StatementRow): OwnerStatement {
  return {
    id: row.id,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    month: row.month,
    status: row.status,
    revision: row.revision,
    supersedesId: row.supersedesId,
    revisionReason: row.revisionReason,
    supersededById: row.supersededById,
    jobId: row.jobId,
    generatedBy: row.generatedBy,
    generatedByName: row.generatedByName,
    generatedAt: row.generatedAt.toISOString(),
    approvedBy: row.approvedBy,
    approvedByName: row.approvedByName,
    approvedAt: iso(row.approvedAt),
    sentBy: row.sentBy,
    sentAt: iso(row.sentAt),
    revenueSen: row.revenueSen,
    commissionSen: row.commissionSen,
    managementFeeSen: row.managementFeeSen,
    cleaningSen: row.cleaningSen,
    expensesSen: row.expensesSen,
    installmentsSen: row.installmentsSen,
    adjustmentsSen: row.adjustmentsSen,
    carriedInSen: row.carriedInSen,
    payoutSen: row.payoutSen,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toLine(row: OwnerStatementLineRow): StatementLine {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    unitId: row.unitId,
    reservationId: row.reservationId,
    expenseId: row.expenseId,
    data: row.data,
    amountSen: row.amountSen,
  };
}

/** A statement with its lines: what the record, decisions, conflicts and the audit show. */
export interface LoadedStatement {
  row: StatementRow;
  lines: OwnerStatementLineRow[];
}

export function toRecord({ row, lines }: LoadedStatement): OwnerStatementRecord {
  return { ...toStatement(row), lines: lines.map(toLine) };
}

/** The audit keeps the figures and who decided, not every line (the lines are frozen with the statement). */
export const toAudited = ({ row }: LoadedStatement): OwnerStatement => toStatement(row);

export function toJob(row: OwnerStatementJobRow): StatementJob {
  return {
    id: row.id,
    month: row.month,
    ownerIds: row.ownerIds,
    status: row.status,
    total: row.total,
    done: row.done,
    generated: row.generated,
    skipped: row.skipped,
    error: row.error,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}
