import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { companies } from './companies';
import { servicePackages } from './service-packages';

/** A building (DESIGN.md §6 Listings), operated by one company, in one Malaysian state. */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('properties_name_idx').on(t.name), index('properties_company_idx').on(t.companyId)],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    name: text('name').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    maxGuests: integer('max_guests').notNull(),
    baseNightlyRateSen: bigint('base_nightly_rate_sen', { mode: 'number' }).notNull(),
    cleaningFeeSen: bigint('cleaning_fee_sen', { mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('room_types_property_name_key').on(t.propertyId, sql`lower(${t.name})`),
    check('room_types_amounts_not_negative', sql`${t.baseNightlyRateSen} >= 0 AND ${t.cleaningFeeSen} >= 0`),
  ],
);

/**
 * A unit (`A-12-03`), unique within its property. `owner_id` and `service_package_id` repeat the open row of
 * its history tables, so lists filter and join on them directly; both change only with their history.
 */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    unitNumber: text('unit_number').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'maintenance'] }).notNull().default('active'),
    ownerId: uuid('owner_id').references(() => accounts.id),
    servicePackageId: uuid('service_package_id').references(() => servicePackages.id),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('units_property_number_key').on(t.propertyId, t.unitNumber),
    index('units_property_status_number_idx').on(t.propertyId, t.status, t.unitNumber),
    index('units_number_idx').on(t.unitNumber),
    index('units_room_type_idx').on(t.roomTypeId),
    index('units_owner_idx').on(t.ownerId),
    index('units_package_idx').on(t.servicePackageId),
  ],
);

/**
 * Who owned a unit when: from a day, to the day before `to_date` (open while null). One open row per unit, and no two
 * rows of a unit share a day: the migration adds what Drizzle cannot declare, an exclusion constraint (btree_gist) on
 * the unit and `daterange(from_date, to_date, '[)')`, which the owner portal's scope relies on (core/permissions/owner-scope.ts).
 */
export const unitOwnerships = pgTable(
  'unit_ownerships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('unit_ownerships_open_key').on(t.unitId).where(sql`${t.toDate} IS NULL`),
    index('unit_ownerships_unit_idx').on(t.unitId, t.fromDate),
    index('unit_ownerships_owner_idx').on(t.ownerId, t.fromDate),
    check('unit_ownerships_dates', sql`${t.toDate} IS NULL OR ${t.toDate} >= ${t.fromDate}`),
  ],
);

/** Which package a unit was on when: from a month, to the month before `to_month` (open while null). */
export const unitPackages = pgTable(
  'unit_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    packageId: uuid('package_id')
      .notNull()
      .references(() => servicePackages.id),
    fromMonth: text('from_month').notNull(),
    toMonth: text('to_month'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('unit_packages_open_key').on(t.unitId).where(sql`${t.toMonth} IS NULL`),
    index('unit_packages_unit_idx').on(t.unitId, t.fromMonth),
    index('unit_packages_package_idx').on(t.packageId),
    check('unit_packages_months', sql`${t.toMonth} IS NULL OR ${t.toMonth} >= ${t.fromMonth}`),
  ],
);

export type PropertyRow = typeof properties.$inferSelect;
export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
