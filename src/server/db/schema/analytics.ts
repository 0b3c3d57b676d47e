import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * First-party analytics (migration 0037_analytics): a screen view or a web vital, with the account's id alone — no
 * name, email or address. `screen` is a route pattern, never an id. Kept 90 days (maintenance.ts prunes by `at`).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['view', 'vital'] }).notNull(),
    screen: text('screen').notNull(),
    /** The vital's name (LCP, INP, CLS); null for a view. */
    name: text('name', { enum: ['LCP', 'INP', 'CLS'] }),
    value: doublePrecision('value'),
    /** When it happened on the device (a future one is kept as when it arrived). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The summary reads one kind over a window by screen; the pruning reads by `at` alone (the index's first column).
  (t) => [index('analytics_events_at_kind_screen_idx').on(t.at, t.kind, t.screen)],
);
