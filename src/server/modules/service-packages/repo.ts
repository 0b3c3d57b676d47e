import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, servicePackages, servicePackageVersions, type ServicePackageRow, type ServicePackageVersionRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { takenBy } from '@server/core/taken';
import { containsAny } from '@server/core/text-search';
import type { ServicePackageFilter } from './dto';
import { updateVersioned } from '@server/core/versioned-update';

export type VersionRow = ServicePackageVersionRow & { createdByName: string | null };
export type PackageListRow = ServicePackageRow & { current: VersionRow; unitsEverUsing: number; unitsUsing: number };

// Spelled out: drizzle leaves a column of a query without joins unqualified, which a subquery would read as its own.
const packageId = sql.raw('"service_packages"."id"');
const latestVersionId = sql`(select v.id from service_package_versions v where v.package_id = ${packageId} order by v.version_number desc limit 1)`;
const fields = {
  pkg: servicePackages,
  unitsEverUsing: sql<number>`(select count(distinct up.unit_id) from unit_packages up where up.package_id = ${packageId})`.mapWith(Number),
  unitsUsing: sql<number>`(select count(*) from units u where u.service_package_id = ${packageId})`.mapWith(Number),
};

async function versionsById(db: Executor, ids: string[]): Promise<Map<string, VersionRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ v: servicePackageVersions, createdByName: accounts.name })
    .from(servicePackageVersions)
    .leftJoin(accounts, eq(accounts.id, servicePackageVersions.createdBy))
    .where(inArray(servicePackageVersions.id, ids));
  return new Map(rows.map(({ v, createdByName }) => [v.id, { ...v, createdByName }]));
}

/** Packages with their latest version (one more query per page, not per row). */
async function withCurrent(db: Executor, rows: { pkg: ServicePackageRow; unitsEverUsing: number; unitsUsing: number; currentId: string }[]): Promise<PackageListRow[]> {
  const versions = await versionsById(db, rows.map((r) => r.currentId));
  return rows.map(({ pkg, currentId, ...rest }) => ({ ...pkg, ...rest, current: versions.get(currentId)! }));
}

export async function packagePage(db: Executor, q: ListRequest<ServicePackageFilter>): Promise<ListPage<PackageListRow>> {
  const page = await pagedList(
    db,
    {
      from: servicePackages,
      select: { ...fields, currentId: sql<string>`${latestVersionId}` },
      filters: {
        search: (s) => containsAny(s, servicePackages.name, servicePackages.description),
        active: (active) => eq(servicePackages.active, active),
        feeBasis: (basis) => sql`(select v.fee_basis from service_package_versions v where v.id = ${latestVersionId}) = ${basis}`,
      },
      sorts: { name: servicePackages.name, createdAt: servicePackages.createdAt },
      tieBreaker: { column: servicePackages.id, order: 'asc' },
    },
    q,
  );
  return { totalCount: page.totalCount, rows: await withCurrent(db, page.rows) };
}

export async function loadPackage(db: Executor, id: string, lock = false): Promise<PackageListRow> {
  const query = db
    .select({ ...fields, currentId: sql<string>`${latestVersionId}` })
    .from(servicePackages)
    .where(eq(servicePackages.id, id));
  const [row] = lock ? await query.for('update', { of: servicePackages }) : await query;
  if (!row) throw notFound('Service package');
  return (await withCurrent(db, [row]))[0];
}

export async function versionsOf(db: Executor, packageId: string): Promise<VersionRow[]> {
  const rows = await db
    .select({ v: servicePackageVersions, createdByName: accounts.name })
    .from(servicePackageVersions)
    .leftJoin(accounts, eq(accounts.id, servicePackageVersions.createdBy))
    .where(eq(servicePackageVersions.packageId, packageId))
    .orderBy(asc(servicePackageVersions.versionNumber));
  return rows.map(({ v, createdByName }) => ({ ...v, createdByName }));
}

export async function insertPackage(db: Executor, values: typeof servicePackages.$inferInsert): Promise<string> {
  const [row] = await db.insert(servicePackages).values(values).returning({ id: servicePackages.id });
  return row.id;
}

export async function insertVersion(db: Executor, values: typeof servicePackageVersions.$inferInsert): Promise<void> {
  await db.insert(servicePackageVersions).values(values);
}

export const updatePackage = (db: Executor, id: string, patch: Partial<typeof servicePackages.$inferInsert>) => updateVersioned(db, servicePackages, id, patch);

/** Rewrites the terms of a version no unit has ever been billed under (the caller checked). */
export async function rewriteVersion(db: Executor, versionId: string, patch: Partial<typeof servicePackageVersions.$inferInsert>): Promise<void> {
  await db.update(servicePackageVersions).set(patch).where(eq(servicePackageVersions.id, versionId));
}

export const nameTaken = (db: Executor, name: string, exceptId: string | null): Promise<boolean> =>
  takenBy(db, servicePackages, servicePackages.id, sql`lower(${servicePackages.name}) = lower(${name})`, exceptId);
