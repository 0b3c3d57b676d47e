import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { properties, roomTypes, units } from './listings';
import { reservations } from './reservations';

/** Feeds the human code `FS-00017` of each free-stay request, never reused. */
export const freeStayCodeSeq = pgSequence('free_stay_code_seq', { startWith: 1 });

/**
 * A request for free nights (DESIGN.md §6 Free stay) for an owner or a user, on a unit or on a room type (the
 * approver then picks the unit). The property and room type are kept even when a unit is named, so lists and the
 * approver read them without the unit. Approval writes `reservation_id` (the free_stay stay it made).
 */
export const freeStayRequests = pgTable(
  'free_stay_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      // At least five digits, more once the sequence passes 99999 (lpad alone would cut them off).
      .default(sql`'FS-' || regexp_replace(lpad(nextval('free_stay_code_seq')::text, 10, '0'), '^0{1,5}', '')`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    /** Null while a room-type request waits: the approver names the unit. */
    unitId: uuid('unit_id').references(() => units.id),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] }).notNull().default('pending'),
    /** The admin who made the request, or the owner who asked in the portal (`from_portal`). */
    requestedBy: uuid('requested_by').references(() => accounts.id),
    fromPortal: boolean('from_portal').notNull().default(false),
    decidedBy: uuid('decided_by').references(() => accounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark'),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('free_stay_requests_code_key').on(t.code),
    uniqueIndex('free_stay_requests_reservation_key').on(t.reservationId),
    index('free_stay_requests_status_idx').on(t.status, t.createdAt),
    index('free_stay_requests_account_idx').on(t.accountId, t.checkIn),
    index('free_stay_requests_unit_idx').on(t.unitId, t.checkIn),
    index('free_stay_requests_check_in_idx').on(t.checkIn),
    index('free_stay_requests_created_idx').on(t.createdAt),
    check('free_stay_requests_dates', sql`${t.checkOut} > ${t.checkIn}`),
    check('free_stay_requests_guests', sql`${t.adults} >= 1 AND ${t.children} >= 0`),
    // An approved request always has its unit and its stay: what holds the quota is never half written.
    check('free_stay_requests_approved_has_stay', sql`${t.status} <> 'approved' OR (${t.unitId} IS NOT NULL AND ${t.reservationId} IS NOT NULL)`),
  ],
);

/**
 * One calendar date of the free-stay quota: its own quota (null: the global default applies) and the room-nights
 * approved free stays use on it. Every approval, cancel and quota change locks the dates' rows (in date order) and
 * moves `used` under that lock, so two servers approving at once cannot both take the last place. The check
 * below holds a date's own quota even against a write that bypasses the service.
 */
export const freeStayDays = pgTable(
  'free_stay_days',
  {
    date: date('date').primaryKey(),
    quota: integer('quota'),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('free_stay_days_used_not_negative', sql`${t.used} >= 0`),
    check('free_stay_days_quota_holds', sql`${t.quota} IS NULL OR (${t.quota} >= 0 AND ${t.used} <= ${t.quota})`),
  ],
);

export type FreeStayRequestRow = typeof freeStayRequests.$inferSelect;
export type FreeStayDayRow = typeof freeStayDays.$inferSelect;
