import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FeeTier } from '@shared/contracts/service-packages';
import { accounts } from './accounts';

/** A management-fee contract (DESIGN.md §6); its terms are in versions. */
export const servicePackages = pgTable(
  'service_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('service_packages_name_key').on(sql`lower(${t.name})`)],
);

/** The terms in force from `effective_month` until the next version's; once a unit used the package, only added to. */
export const servicePackageVersions = pgTable(
  'service_package_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => servicePackages.id),
    versionNumber: integer('version_number').notNull(),
    effectiveMonth: text('effective_month').notNull(),
    feeBasis: text('fee_basis', { enum: ['gross', 'net_of_commission', 'accommodation_only'] }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    /** Marginal bands of the fee (migration 0026); null for the flat `rate_bp`. With bands, `rate_bp` is the first's. */
    tiers: jsonb('tiers').$type<FeeTier[]>(),
    minimumMonthlyFeeSen: bigint('minimum_monthly_fee_sen', { mode: 'number' }),
    cleaningPassThrough: boolean('cleaning_pass_through').notNull(),
    expenseMarkupBp: integer('expense_markup_bp').notNull(),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_package_versions_number_key').on(t.packageId, t.versionNumber),
    uniqueIndex('service_package_versions_month_key').on(t.packageId, t.effectiveMonth),
    check('service_package_versions_rate_range', sql`${t.rateBp} BETWEEN 0 AND 10000 AND ${t.expenseMarkupBp} BETWEEN 0 AND 10000`),
    check('service_package_versions_minimum_fee', sql`${t.minimumMonthlyFeeSen} IS NULL OR ${t.minimumMonthlyFeeSen} >= 0`),
    check(
      'service_package_versions_tiers',
      sql`${t.tiers} IS NULL OR (fee_tiers_valid(${t.tiers}) AND (${t.tiers} -> 0 ->> 'rateBp')::integer = ${t.rateBp})`,
    ),
  ],
);

export type ServicePackageRow = typeof servicePackages.$inferSelect;
export type ServicePackageVersionRow = typeof servicePackageVersions.$inferSelect;
