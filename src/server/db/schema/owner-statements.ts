import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StatementLineData } from '@shared/contracts/owner-statements';
import { STATEMENT_LINE_KINDS } from '@shared/contracts/plain/owner-statements';
import { accounts } from './accounts';
import { expensesTable } from './expenses';
import { units } from './listings';
import { reservations } from './reservations';

/**
 * A month's run of statements (issue 28 "Generate a month"): its progress is owners done of `total`, kept here so
 * `GET /api/owner-statements/jobs/:id` answers on any request and any server while the run goes on.
 */
export const ownerStatementJobs = pgTable(
  'owner_statement_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    month: text('month').notNull(),
    /** The owners asked for; null for every owner who held a unit that month. */
    ownerIds: jsonb('owner_ids').$type<string[]>(),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull().default('running'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** Drafts written, and owners passed over because their month is already approved or sent. */
    generated: integer('generated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('owner_statement_jobs_status_known', sql`${t.status} IN ('running', 'done', 'failed')`),
    check('owner_statement_jobs_progress', sql`${t.done} BETWEEN 0 AND ${t.total} AND ${t.generated} + ${t.skipped} <= ${t.done}`),
  ],
);

/**
 * One owner's month (DESIGN.md §6 "Owner statements"). Amounts are signed sen: what the owner earns is positive,
 * what is charged negative, and the payout is their sum (a CHECK). Migration 0030 freezes a statement past draft:
 * its figures and lines never change, its status only moves on, and it is never approved by who generated it.
 */
export const ownerStatements = pgTable(
  'owner_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id),
    month: text('month').notNull(),
    status: text('status', { enum: ['draft', 'approved', 'sent', 'superseded'] }).notNull().default('draft'),
    revision: integer('revision').notNull().default(1),
    supersedesId: uuid('supersedes_id'),
    /** What changed, named by whoever made this revision (migration 0031); null on a first revision. */
    revisionReason: text('revision_reason'),
    jobId: uuid('job_id').references(() => ownerStatementJobs.id),
    generatedBy: uuid('generated_by')
      .notNull()
      .references(() => accounts.id),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: uuid('approved_by').references(() => accounts.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => accounts.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    revenueSen: bigint('revenue_sen', { mode: 'number' }).notNull(),
    commissionSen: bigint('commission_sen', { mode: 'number' }).notNull(),
    managementFeeSen: bigint('management_fee_sen', { mode: 'number' }).notNull(),
    cleaningSen: bigint('cleaning_sen', { mode: 'number' }).notNull(),
    expensesSen: bigint('expenses_sen', { mode: 'number' }).notNull(),
    installmentsSen: bigint('installments_sen', { mode: 'number' }).notNull(),
    adjustmentsSen: bigint('adjustments_sen', { mode: 'number' }).notNull(),
    carriedInSen: bigint('carried_in_sen', { mode: 'number' }).notNull(),
    payoutSen: bigint('payout_sen', { mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('owner_statements_owner_month_key').on(t.ownerId, t.month).where(sql`${t.status} <> 'superseded'`),
    uniqueIndex('owner_statements_revision_key').on(t.ownerId, t.month, t.revision),
    index('owner_statements_month_idx').on(t.month, t.status),
    check('owner_statements_generator_not_approver', sql`${t.approvedBy} IS NULL OR ${t.approvedBy} <> ${t.generatedBy}`),
  ],
);

/** A statement's lines in order; each names the stay, expense or unit it comes from, and says its working in `data`. */
export const ownerStatementLines = pgTable(
  'owner_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => ownerStatements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: STATEMENT_LINE_KINDS }).notNull(),
    unitId: uuid('unit_id').references(() => units.id),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    expenseId: uuid('expense_id').references(() => expensesTable.id),
    data: jsonb('data').$type<StatementLineData>().notNull().default({}),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('owner_statement_lines_position_key').on(t.statementId, t.position)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The PDF of a statement past draft, rendered once and served byte-identical forever (migration 0032: inserted only,
 * never changed or removed). A revision is a statement of its own, so it has its own row.
 */
export const ownerStatementPdfs = pgTable('owner_statement_pdfs', {
  statementId: uuid('statement_id')
    .primaryKey()
    .references(() => ownerStatements.id),
  sha256: text('sha256').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OwnerStatementRow = typeof ownerStatements.$inferSelect;
export type OwnerStatementLineRow = typeof ownerStatementLines.$inferSelect;
export type OwnerStatementJobRow = typeof ownerStatementJobs.$inferSelect;
