import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Malaysian public holidays (migration 0028_holidays): one a date and a scope, `federal` (every state) or one
 * state's ISO 3166-2 code (`MY-10`). A removed one stays, with its reason, so a later pre-fill does not bring it back;
 * only one holiday that is not removed may hold a date and scope.
 */
export const holidaysTable = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    nameZh: text('name_zh'),
    nameMs: text('name_ms'),
    status: text('status', { enum: ['tentative', 'confirmed'] }).notNull(),
    /** The date's free-stay quota in the states it applies to (0: none), once confirmed (migration 0033); null: the daily quota. */
    freeStayQuota: integer('free_stay_quota'),
    source: text('source', { enum: ['prefill', 'admin'] }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('holidays_date_scope_key').on(t.date, t.scope).where(sql`${t.removedAt} IS NULL`),
    index('holidays_scope_date_idx').on(t.scope, t.date),
    check('holidays_status_check', sql`${t.status} IN ('tentative', 'confirmed')`),
    check('holidays_source_check', sql`${t.source} IN ('prefill', 'admin')`),
    check('holidays_free_stay_quota_check', sql`${t.freeStayQuota} IS NULL OR ${t.freeStayQuota} >= 0`),
    check('holidays_scope_check', sql`${t.scope} = 'federal' OR ${t.scope} ~ '^MY-(0[1-9]|1[0-6])$'`),
  ],
);

export type HolidaysRow = typeof holidaysTable.$inferSelect;
