import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { properties, units } from './listings';

/** Feeds the human code `R000123` of each reservation: short enough to say on the phone, never reused. */
export const reservationCodeSeq = pgSequence('reservation_code_seq', { startWith: 1 });

/**
 * A stay on a unit (DESIGN.md §6 Reservations): nights from `check_in` up to the day before `check_out` (check-out is
 * exclusive, so a same-day turnover does not overlap). The migration adds what Drizzle cannot declare: an exclusion
 * constraint (btree_gist) that refuses two blocking stays on one unit whose nights overlap — the database itself
 * holds the rule, so two servers racing cannot double-book.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      // At least six digits, more from the millionth stay on (lpad alone cut R1000000 to R100000, a duplicate).
      .default(sql`'R' || regexp_replace(lpad(nextval('reservation_code_seq')::text, 12, '0'), '^0{1,6}', '')`),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    /**
     * The unit's property, kept by a trigger from `unit_id` (a unit never leaves its property): the desk lists a
     * property's stays newest first, and only a column of its own can be indexed with the check-in date.
     */
    propertyId: uuid('property_id').references(() => properties.id),
    guestName: text('guest_name'),
    guestPhone: text('guest_phone'),
    guestEmail: text('guest_email'),
    /** ISO 3166-1 alpha-2; `MY` and permanent residents pay no tourism tax. */
    guestNationality: text('guest_nationality'),
    guestPermanentResident: boolean('guest_permanent_resident').notNull().default(false),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    channel: text('channel', { enum: ['direct', 'airbnb', 'booking', 'agoda', 'expedia', 'walk_in', 'other'] }).notNull(),
    kind: text('kind', { enum: ['guest', 'owner_stay', 'free_stay', 'block'] }).notNull(),
    status: text('status', {
      enum: ['inquiry', 'reserved', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'no_show', 'declined'],
    }).notNull(),
    roomRevenueSen: bigint('room_revenue_sen', { mode: 'number' }).notNull().default(0),
    cleaningFeeSen: bigint('cleaning_fee_sen', { mode: 'number' }).notNull().default(0),
    channelCommissionSen: bigint('channel_commission_sen', { mode: 'number' }).notNull().default(0),
    sstSen: bigint('sst_sen', { mode: 'number' }).notNull().default(0),
    tourismTaxSen: bigint('tourism_tax_sen', { mode: 'number' }).notNull().default(0),
    tourismTaxCollectedBy: text('tourism_tax_collected_by', { enum: ['channel', 'operator'] }).notNull().default('operator'),
    notes: text('notes'),
    /** What a search matches (code, guest name, phone, email), lower-cased for the trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(code || ' ' || coalesce(guest_name, '') || ' ' || coalesce(guest_phone, '') || ' ' || coalesce(guest_email, ''))`,
    ),
    createdBy: uuid('created_by').references(() => accounts.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_code_key').on(t.code),
    index('reservations_unit_dates_idx').on(t.unitId, t.checkIn),
    index('reservations_property_check_in_idx').on(t.propertyId, t.checkIn),
    index('reservations_check_in_idx').on(t.checkIn),
    index('reservations_check_out_idx').on(t.checkOut),
    index('reservations_status_check_in_idx').on(t.status, t.checkIn),
    index('reservations_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('reservations_dates', sql`${t.checkOut} > ${t.checkIn}`),
    check('reservations_guests', sql`${t.adults} >= 0 AND ${t.children} >= 0`),
    check(
      'reservations_amounts_not_negative',
      sql`${t.roomRevenueSen} >= 0 AND ${t.cleaningFeeSen} >= 0 AND ${t.channelCommissionSen} >= 0 AND ${t.sstSen} >= 0 AND ${t.tourismTaxSen} >= 0`,
    ),
  ],
);

/** Money received for a stay. Append-only (a trigger refuses UPDATE and DELETE): a mistake is answered by a new line. */
export const reservationPayments = pgTable(
  'reservation_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    method: text('method', { enum: ['cash', 'card', 'bank_transfer', 'ewallet', 'channel', 'other'] }).notNull(),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_payments_reservation_idx').on(t.reservationId, t.createdAt), index('reservation_payments_paid_on_idx').on(t.paidOn), check('reservation_payments_amount_positive', sql`${t.amountSen} > 0`)],
);

/** Every status a stay went through, with who moved it and why; the first row is its creation. */
export const reservationStatusChanges = pgTable(
  'reservation_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    remark: text('remark'),
    changedBy: uuid('changed_by').references(() => accounts.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_status_changes_reservation_idx').on(t.reservationId, t.changedAt)],
);

/** The SST rate on accommodation by the day it took effect: a stay pays the rate in force on its check-in date. */
export const sstRates = pgTable('sst_rates', {
  effectiveFrom: date('effective_from').primaryKey(),
  rateBp: integer('rate_bp').notNull(),
});

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationPaymentRow = typeof reservationPayments.$inferSelect;
export type ReservationStatusChangeRow = typeof reservationStatusChanges.$inferSelect;
