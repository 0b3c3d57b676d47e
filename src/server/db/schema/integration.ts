import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { units } from './listings';
import { reservations } from './reservations';

/** A channel's iCal feed of one unit, fetched on a timer and on "sync now" (DESIGN.md §6 Integration). */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    channel: text('channel', { enum: ['direct', 'airbnb', 'booking', 'agoda', 'expedia', 'walk_in', 'other'] }).notNull(),
    url: text('url').notNull(),
    /** A deleted feed is deactivated: its runs and the stays it made keep their history. */
    active: boolean('active').notNull().default(true),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ical_feeds_unit_idx').on(t.unitId), index('ical_feeds_due_idx').on(t.active, t.lastRunAt)],
);

/** One fetch of a feed: what it changed, or why it failed. */
export const icalRuns = pgTable(
  'ical_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => icalFeeds.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['ok', 'failed'] }),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    conflicts: integer('conflicts').notNull().default(0),
    error: text('error'),
    startedBy: uuid('started_by').references(() => accounts.id),
  },
  (t) => [index('ical_runs_feed_idx').on(t.feedId, t.startedAt)],
);

/**
 * An event of a feed by its UID, and the stay it became. `conflict`: another stay holds its nights, so no stay was
 * made and a person is shown it; `dismissed`: a person saw it; `gone`: the feed no longer has it.
 */
export const icalEvents = pgTable(
  'ical_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => icalFeeds.id),
    uid: text('uid').notNull(),
    summary: text('summary'),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    state: text('state', { enum: ['linked', 'conflict', 'dismissed', 'gone'] }).notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    conflictWith: uuid('conflict_with').references(() => reservations.id),
    dismissedBy: uuid('dismissed_by').references(() => accounts.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ical_events_feed_uid_key').on(t.feedId, t.uid), index('ical_events_state_idx').on(t.state)],
);

/** The unit's export feed: the secret in its URL is the only key; rotating it retires the old URL. */
export const icalExports = pgTable('ical_exports', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id),
  secret: text('secret').notNull().unique('ical_exports_secret_key'),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export type IcalFeedRow = typeof icalFeeds.$inferSelect;
export type IcalRunRow = typeof icalRuns.$inferSelect;
export type IcalEventRow = typeof icalEvents.$inferSelect;
