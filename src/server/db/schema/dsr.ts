import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The dsr area's records (migration 0023_dsr); its own fields join `name` here, then in a migration. */
export const dsrTable = pgTable(
  'dsr',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dsr_name_idx').on(t.name)],
);

export type DsrRow = typeof dsrTable.$inferSelect;
