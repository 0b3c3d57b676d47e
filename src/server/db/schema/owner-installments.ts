import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Owner installment plans (migration 0027, DESIGN.md §6): what an owner repays the company from payouts. The schedule
 * is derived from the terms (src/shared/installments.ts); what happened to a month is an entry below, never an edit.
 */
export const ownerInstallmentsTable = pgTable(
  'owner_installments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    principalSen: bigint('principal_sen', { mode: 'number' }).notNull(),
    months: integer('months').notNull(),
    /** `YYYY-MM`. */
    startMonth: text('start_month').notNull(),
    status: text('status', { enum: ['active', 'completed', 'settled', 'cancelled'] }).notNull().default('active'),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => accounts.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('owner_installments_principal_positive', sql`${t.principalSen} >= ${t.months}`),
    check('owner_installments_months', sql`${t.months} BETWEEN 1 AND 60`),
    check('owner_installments_start_month', sql`${t.startMonth} ~ '^\\d{4}-(0[1-9]|1[0-2])$'`),
    check('owner_installments_status', sql`${t.status} IN ('active', 'completed', 'settled', 'cancelled')`),
    check('owner_installments_cancel_reason', sql`${t.status} <> 'cancelled' OR ${t.cancelReason} IS NOT NULL`),
    index('owner_installments_owner_idx').on(t.ownerId, t.status),
    index('owner_installments_created_idx').on(t.createdAt),
    index('owner_installments_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type OwnerInstallmentRow = typeof ownerInstallmentsTable.$inferSelect;

/**
 * What happened to a plan, one row each, never updated or deleted: a month deducted on its statement (later, by the
 * statement run) or waived with its reason, and the early settlement of every month still due (month null).
 */
export const ownerInstallmentEntries = pgTable(
  'owner_installment_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => ownerInstallmentsTable.id),
    kind: text('kind', { enum: ['deduction', 'waiver', 'settlement'] }).notNull(),
    /** The schedule's month a deduction or waiver is of; null for a settlement. */
    month: text('month'),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
    reason: text('reason'),
    /** The statement a deduction is on (the statement run, later). */
    statementId: uuid('statement_id'),
    recordedBy: uuid('recorded_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('owner_installment_entries_kind', sql`${t.kind} IN ('deduction', 'waiver', 'settlement')`),
    check('owner_installment_entries_month', sql`(${t.kind} = 'settlement') = (${t.month} IS NULL)`),
    check('owner_installment_entries_amount', sql`${t.amountSen} >= 0`),
    check('owner_installment_entries_waiver_reason', sql`${t.kind} <> 'waiver' OR ${t.reason} IS NOT NULL`),
    uniqueIndex('owner_installment_entries_one_per_month').on(t.planId, t.month).where(sql`${t.month} IS NOT NULL`),
    uniqueIndex('owner_installment_entries_one_settlement').on(t.planId).where(sql`${t.kind} = 'settlement'`),
    index('owner_installment_entries_plan_idx').on(t.planId, t.createdAt),
  ],
);

export type OwnerInstallmentEntryRow = typeof ownerInstallmentEntries.$inferSelect;
