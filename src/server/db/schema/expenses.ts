import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { files } from './files';
import { properties, units } from './listings';

/**
 * What the company spent (DESIGN.md §6 Expenses, issue 27): recorded by one admin, approved by another, or void with
 * its reason. Never deleted, like the credit ledger: migration 0024 adds triggers that refuse DELETE and any change to
 * the money of an approved or void expense, and the CHECKs below hold even for a hand-typed statement.
 */
export const expensesTable = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The business date it was spent (Asia/Kuala_Lumpur). */
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    category: text('category', { enum: ['cleaning', 'laundry', 'repairs', 'utilities', 'internet', 'supplies', 'furnishing', 'commission', 'marketing', 'other'] }).notNull(),
    /** Both null for a company-wide expense; a unit's expense names its property too. */
    propertyId: uuid('property_id').references(() => properties.id),
    unitId: uuid('unit_id').references(() => units.id),
    payee: text('payee').notNull(),
    description: text('description'),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
    sstSen: bigint('sst_sen', { mode: 'number' }).notNull().default(0),
    billable: boolean('billable').notNull().default(false),
    status: text('status', { enum: ['recorded', 'approved', 'void'] }).notNull().default('recorded'),
    /** The receipt (a sniffed upload in `files`, of no account); replaced while recorded, kept once approved. */
    receiptFileId: uuid('receipt_file_id').references(() => files.id),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => accounts.id),
    approvedBy: uuid('approved_by').references(() => accounts.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => accounts.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('expenses_amount_positive', sql`${t.amountSen} > 0`),
    check('expenses_sst_not_negative', sql`${t.sstSen} >= 0`),
    check('expenses_status', sql`${t.status} IN ('recorded', 'approved', 'void')`),
    check('expenses_unit_has_property', sql`${t.unitId} IS NULL OR ${t.propertyId} IS NOT NULL`),
    check('expenses_billable_has_property', sql`NOT ${t.billable} OR ${t.propertyId} IS NOT NULL`),
    // Recorder ≠ approver holds even for a write that bypasses the service.
    check('expenses_recorder_not_approver', sql`${t.approvedBy} IS NULL OR ${t.approvedBy} <> ${t.recordedBy}`),
    check('expenses_approved_has_approver', sql`${t.status} <> 'approved' OR (${t.approvedBy} IS NOT NULL AND ${t.approvedAt} IS NOT NULL)`),
    check('expenses_void_has_reason', sql`${t.status} <> 'void' OR (${t.voidedAt} IS NOT NULL AND ${t.voidReason} IS NOT NULL)`),
    index('expenses_date_idx').on(t.expenseDate, t.id),
    index('expenses_status_created_idx').on(t.status, t.createdAt),
    index('expenses_property_date_idx').on(t.propertyId, t.expenseDate),
    index('expenses_unit_date_idx').on(t.unitId, t.expenseDate),
    index('expenses_created_idx').on(t.createdAt),
    index('expenses_total_idx').on(sql`(${t.amountSen} + ${t.sstSen})`, t.id),
    // Substring search on payee and description, as core/text-search.ts writes it.
    index('expenses_payee_trgm_idx').using('gin', sql`(lower(coalesce(${t.payee}, ''))) gin_trgm_ops`),
    index('expenses_description_trgm_idx').using('gin', sql`(lower(coalesce(${t.description}, ''))) gin_trgm_ops`),
  ],
);

export type ExpenseRow = typeof expensesTable.$inferSelect;
