import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';

/** The legal entities that operate properties (DESIGN.md §6); deactivated, never deleted. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    sstNumber: text('sst_number'),
    tourismTaxNumber: text('tourism_tax_number'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    phone: text('phone'),
    email: text('email'),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    logoFileId: uuid('logo_file_id').references(() => files.id),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_registration_number_key').on(t.registrationNumber), index('companies_name_idx').on(t.name)],
);

export type CompanyRow = typeof companies.$inferSelect;
