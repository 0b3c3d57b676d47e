import { sql } from 'drizzle-orm';
import { check, integer, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** What an owner account has beyond its sign-in identity (DESIGN.md §6 Owners); bank details stay on `accounts`. */
export const ownerProfiles = pgTable(
  'owner_profiles',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    idType: text('id_type', { enum: ['ic', 'passport'] }),
    /** Upper-cased, as entered (MyKad with or without dashes). */
    idNumber: text('id_number'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    postcode: text('postcode'),
    city: text('city'),
    state: text('state'),
    preferredLanguage: text('preferred_language', { enum: ['en-US', 'zh-CN', 'ms-MY'] }).notNull().default('en-US'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('owner_profiles_id_number_idx').on(t.idNumber)],
);

export type OwnerProfileRow = typeof ownerProfiles.$inferSelect;

/**
 * A change of an owner's payout account is a decision (DESIGN.md §6 Owners): one admin asks (22), another
 * approves (23), and only then does the account on `accounts` change. One pending change per owner.
 */
export const ownerBankChanges = pgTable(
  'owner_bank_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id),
    /** The account being replaced, as it was when the change was asked for. */
    previousBankName: text('previous_bank_name'),
    previousAccountNumber: text('previous_account_number'),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => accounts.id),
    decidedBy: uuid('decided_by').references(() => accounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Maker ≠ checker holds even for a write that bypasses the service, as for credit requests.
    check('owner_bank_changes_maker_not_checker', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.makerId}`),
    uniqueIndex('owner_bank_changes_one_pending').on(t.ownerId).where(sql`${t.status} = 'pending'`),
    index('owner_bank_changes_owner_idx').on(t.ownerId, t.createdAt),
    index('owner_bank_changes_status_idx').on(t.status, t.createdAt),
  ],
);

export type OwnerBankChangeRow = typeof ownerBankChanges.$inferSelect;
