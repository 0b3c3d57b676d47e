import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { roomTypes, units } from './listings';
import { reservations } from './reservations';

/**
 * Someone asking for a stay (DESIGN.md §6 Enquiries): who, how to answer them, what they want. It holds no night;
 * converting it books a reservation through the reservations service and links it here.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    checkIn: date('check_in'),
    checkOut: date('check_out'),
    roomTypeId: uuid('room_type_id').references(() => roomTypes.id),
    unitId: uuid('unit_id').references(() => units.id),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    message: text('message'),
    /** ISO 3166 alpha-2, as the guest said: the converted stay carries it (it decides the tourism tax). */
    guestNationality: text('guest_nationality'),
    channel: text('channel', { enum: ['direct', 'airbnb', 'booking', 'agoda', 'expedia', 'walk_in', 'other'] }).notNull(),
    status: text('status', { enum: ['new', 'replied', 'converted', 'closed'] }).notNull().default('new'),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    /** What a search matches (name, phone, email, message), lower-cased for the trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '') || ' ' || coalesce(message, ''))`,
    ),
    createdBy: uuid('created_by').references(() => accounts.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('enquiries_dates', sql`${t.checkOut} IS NULL OR ${t.checkIn} IS NULL OR ${t.checkOut} > ${t.checkIn}`),
    check('enquiries_guests', sql`${t.adults} >= 0 AND ${t.children} >= 0`),
    check('enquiries_converted_has_reservation', sql`(${t.status} = 'converted') = (${t.reservationId} IS NOT NULL)`),
  ],
);

/** Every status an enquiry went through, with who moved it and the remark (what was answered); the first row is its creation. */
export const enquiryStatusChanges = pgTable(
  'enquiry_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    remark: text('remark'),
    changedBy: uuid('changed_by').references(() => accounts.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_status_changes_enquiry_idx').on(t.enquiryId, t.changedAt)],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryStatusChangeRow = typeof enquiryStatusChanges.$inferSelect;
