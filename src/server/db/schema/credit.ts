import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { files } from './files';

/**
 * A holder's balance (DESIGN.md §6 Credit), kept beside the ledger so an approval can lock one row
 * and refuse to go below zero; the sum of the holder's entries always equals it.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    balanceSen: bigint('balance_sen', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_accounts_balance_not_negative', sql`${t.balanceSen} >= 0`)],
);

/** Append-only: a trigger refuses UPDATE and DELETE, a mistake is undone by a reversal entry. */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => creditAccounts.accountId),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['top_up', 'deduction', 'reversal'] }).notNull(),
    requestId: uuid('request_id'),
    /** Unique, so an entry is reversed at most once whatever two servers do at the same time. */
    reversesEntryId: uuid('reverses_entry_id'),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_entries_amount_not_zero', sql`${t.amountSen} <> 0`),
    uniqueIndex('credit_entries_reverses_key').on(t.reversesEntryId),
    index('credit_entries_account_idx').on(t.accountId, t.createdAt),
    index('credit_entries_created_idx').on(t.createdAt),
  ],
);

/** A maker asks for a top-up or deduction; another admin (code 67) approves it, which posts the entry. */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['top_up', 'deduction'] }).notNull(),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] }).notNull().default('pending'),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => accounts.id),
    decidedBy: uuid('decided_by').references(() => accounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark'),
    entryId: uuid('entry_id').references(() => creditEntries.id),
    /** The receipt the maker attached while the request was pending (a sniffed upload in `files`); at most one. */
    attachmentFileId: uuid('attachment_file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('credit_requests_amount_positive', sql`${t.amountSen} > 0`),
    // Maker ≠ checker holds even for a write that bypasses the service.
    check('credit_requests_maker_not_checker', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.makerId}`),
    index('credit_requests_status_idx').on(t.status, t.createdAt),
    index('credit_requests_maker_idx').on(t.makerId, t.createdAt),
    index('credit_requests_account_idx').on(t.accountId, t.createdAt),
  ],
);

export type CreditAccountRow = typeof creditAccounts.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type CreditRequestRow = typeof creditRequests.$inferSelect;
