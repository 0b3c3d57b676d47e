import type { z } from 'zod';
import type { PackageVersion, ServicePackage, ServicePackageDetail, servicePackageFilter } from '@shared/contracts/service-packages';
import type { PackageListRow, VersionRow } from './repo';

export type ServicePackageFilter = Partial<{ [K in keyof typeof servicePackageFilter]: z.infer<(typeof servicePackageFilter)[K]> }>;

export function toVersion(row: VersionRow): PackageVersion {
  return {
    id: row.id,
    versionNumber: row.versionNumber,
    effectiveMonth: row.effectiveMonth,
    feeBasis: row.feeBasis,
    rateBp: row.rateBp,
    // Bound first, as the contract spells a band (jsonb keeps its keys in its own order).
    tiers: row.tiers ? row.tiers.map(({ uptoSen, rateBp }) => ({ uptoSen, rateBp })) : null,
    minimumMonthlyFeeSen: row.minimumMonthlyFeeSen,
    cleaningPassThrough: row.cleaningPassThrough,
    expenseMarkupBp: row.expenseMarkupBp,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
  };
}

export function toPackage(row: PackageListRow): ServicePackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    current: toVersion(row.current),
    unitsEverUsing: row.unitsEverUsing,
    unitsUsing: row.unitsUsing,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPackageDetail(row: PackageListRow, versions: VersionRow[]): ServicePackageDetail {
  return { ...toPackage(row), versions: versions.map(toVersion) };
}
