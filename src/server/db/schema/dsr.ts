import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DsrFigures, DsrPettyCashLine } from '@shared/contracts/dsr';
import { accounts } from './accounts';
import { files } from './files';
import { properties } from './listings';

/**
 * A daily sales report (DESIGN.md §6 DSR): one per property per business date. The figures are the server's, frozen
 * as a JSON document (read whole, never queried by part) except the expected cash, which the variance is computed
 * from. Migration 0023_dsr adds what Drizzle cannot declare: the triggers that keep a verified report as it was
 * verified, and refuse a payment on a day whose report is verified.
 */
export const dsrReports = pgTable(
  'dsr_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    businessDate: date('business_date').notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'verified', 'returned'] }).notNull().default('draft'),
    figures: jsonb('figures').$type<DsrFigures>().notNull(),
    figuresAt: timestamp('figures_at', { withTimezone: true }).notNull().defaultNow(),
    countedCashSen: bigint('counted_cash_sen', { mode: 'number' }),
    pettyCash: jsonb('petty_cash').$type<DsrPettyCashLine[]>().notNull().default([]),
    pettyCashSen: bigint('petty_cash_sen', { mode: 'number' }).notNull().default(0),
    /** Expected cash − counted cash − petty cash; null while the cash is not counted. Kept by the database, sortable. */
    varianceSen: bigint('variance_sen', { mode: 'number' }).generatedAlwaysAs(
      sql`(figures->>'expectedCashSen')::bigint - counted_cash_sen - petty_cash_sen`,
    ),
    varianceRemark: text('variance_remark'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => accounts.id),
    submittedBy: uuid('submitted_by').references(() => accounts.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    checkedBy: uuid('checked_by').references(() => accounts.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkRemark: text('check_remark'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dsr_reports_property_date_key').on(t.propertyId, t.businessDate),
    // The checking queue and the list by status, oldest business date first.
    index('dsr_reports_status_date_idx').on(t.status, t.businessDate),
    index('dsr_reports_business_date_idx').on(t.businessDate),
    check('dsr_reports_amounts_not_negative', sql`${t.pettyCashSen} >= 0 AND (${t.countedCashSen} IS NULL OR ${t.countedCashSen} >= 0)`),
    // Submitter ≠ checker holds even for a write that bypasses the service.
    check('dsr_reports_submitter_not_checker', sql`${t.checkedBy} IS NULL OR ${t.submittedBy} IS NULL OR ${t.checkedBy} <> ${t.submittedBy}`),
  ],
);

/** The slips photographed for a report: the bank-in slip and petty-cash receipts, each an upload of `files`. */
export const dsrReportPhotos = pgTable(
  'dsr_report_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => dsrReports.id),
    kind: text('kind', { enum: ['bank-in', 'petty-cash'] }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dsr_report_photos_report_idx').on(t.reportId, t.createdAt)],
);

export type DsrReportRow = typeof dsrReports.$inferSelect;
export type DsrReportPhotoRow = typeof dsrReportPhotos.$inferSelect;
