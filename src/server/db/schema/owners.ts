import { integer, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
