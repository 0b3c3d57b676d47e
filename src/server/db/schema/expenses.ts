import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The expenses area's records (migration 0024_expenses); its own fields join `name` here, then in a migration. */
export const expensesTable = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expenses_name_idx').on(t.name)],
);

export type ExpensesRow = typeof expensesTable.$inferSelect;
