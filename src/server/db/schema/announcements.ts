import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Announcements (DESIGN.md §6, migration 0029_announcements): English required, Chinese and Malay optional (read in
 * English when missing). The window is kept as the admin wrote it (Kuala Lumpur time) and as the instants it opens and
 * closes (`starts_at` inclusive, `ends_at` exclusive), which the active read compares with now.
 */
export const announcementsTable = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh'),
    titleMs: text('title_ms'),
    bodyEn: text('body_en').notNull(),
    bodyZh: text('body_zh'),
    bodyMs: text('body_ms'),
    audience: text('audience', { enum: ['admins', 'owners', 'everyone'] }).notNull(),
    publishFrom: text('publish_from'),
    publishUntil: text('publish_until'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    pinned: boolean('pinned').notNull().default(false),
    status: text('status', { enum: ['draft', 'published', 'archived'] }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by').references(() => accounts.id),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => accounts.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_status_created_idx').on(t.status, t.createdAt),
    check('announcements_audience_check', sql`${t.audience} IN ('admins', 'owners', 'everyone')`),
    check('announcements_status_check', sql`${t.status} IN ('draft', 'published', 'archived')`),
    check('announcements_window_check', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

export type AnnouncementRow = typeof announcementsTable.$inferSelect;
