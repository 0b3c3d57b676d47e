import { z } from 'zod';
import { defineCall } from './call';
import { basisPointsField, expectedVersion, idParam, optionalText, senField, yearMonthField } from './common';
import { listQuerySchema } from '../list-params';
import { P } from '../permissions';

/**
 * Management-fee contracts (DESIGN.md §6 Service packages). The terms live in versions: once any unit has used a
 * package its terms are never edited; a change is a new version in force from its effective month.
 */
export const FEE_BASES = ['gross', 'net_of_commission', 'accommodation_only'] as const;
export type FeeBasis = (typeof FEE_BASES)[number];

export const packageTerms = z.object({
  feeBasis: z.enum(FEE_BASES),
  /** The management fee, in basis points of the fee basis (2000 = 20%). */
  rateBp: basisPointsField,
  /** The least fee charged for a month, in sen; null when there is none. */
  minimumMonthlyFeeSen: senField.nullable(),
  /** The guest's cleaning fee goes to the cleaner as it is, outside the fee basis. */
  cleaningPassThrough: z.boolean(),
  /** Added on top of an expense billed to the owner, in basis points (1000 = 10%). */
  expenseMarkupBp: basisPointsField,
});
export type PackageTerms = z.infer<typeof packageTerms>;

export const packageVersion = packageTerms.extend({
  id: z.string(),
  versionNumber: z.number(),
  /** In force from the first of this month until the next version's month. */
  effectiveMonth: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type PackageVersion = z.infer<typeof packageVersion>;

export const servicePackage = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  /** The latest version's terms (the one in force from its month on). */
  current: packageVersion,
  /** Units that have ever used it: once above 0, its terms are never edited. */
  unitsEverUsing: z.number(),
  /** Units on it now. */
  unitsUsing: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServicePackage = z.infer<typeof servicePackage>;

/** The record: the package with every version, oldest first. */
export const servicePackageDetail = servicePackage.extend({ versions: z.array(packageVersion) });
export type ServicePackageDetail = z.infer<typeof servicePackageDetail>;

export const servicePackageList = z.object({ totalCount: z.number(), servicePackages: z.array(servicePackage) });
export type ServicePackageList = z.infer<typeof servicePackageList>;

export const servicePackageFilter = { search: z.string().trim().max(100), active: z.boolean(), feeBasis: z.enum(FEE_BASES) };
export const SERVICE_PACKAGE_SORTS = ['name', 'createdAt'] as const;

const nameField = z.string().trim().min(1, { message: 'Please enter name' }).max(120);

export const newServicePackage = packageTerms
  .extend({ name: nameField, description: optionalText(1000), effectiveMonth: yearMonthField })
  .strict();
export type NewServicePackage = z.input<typeof newServicePackage>;

/**
 * Name, description and `active` may always change (they are not what a fee is computed from). The terms may
 * change only while no unit has ever used the package; afterwards such a PATCH is a 409 — make a new version.
 */
export const servicePackagePatch = packageTerms
  .extend({ name: nameField, description: optionalText(1000), active: z.boolean(), version: expectedVersion })
  .partial()
  .strict();
export type ServicePackagePatch = z.input<typeof servicePackagePatch>;

/** New terms in force from `effectiveMonth`: later than the latest version's, and not before this month. */
export const newPackageVersion = packageTerms.extend({ effectiveMonth: yearMonthField }).strict();
export type NewPackageVersion = z.input<typeof newPackageVersion>;

const tag = 'service-packages';
export const servicePackages = {
  list: defineCall({
    method: 'GET', path: '/api/service-packages/aggregation', query: listQuerySchema, response: servicePackageList, permission: P.servicePackage.view, tag,
  }),
  get: defineCall({ method: 'GET', path: '/api/service-packages/:id', params: idParam, response: servicePackageDetail, permission: P.servicePackage.view, tag }),
  create: defineCall({
    method: 'POST', path: '/api/service-packages', body: newServicePackage, response: servicePackageDetail, status: 201, permission: P.servicePackage.create, tag,
  }),
  update: defineCall({
    method: 'PATCH', path: '/api/service-packages/:id', params: idParam, body: servicePackagePatch, response: servicePackageDetail, conflict: true,
    permission: P.servicePackage.edit, tag,
  }),
  addVersion: defineCall({
    method: 'POST', path: '/api/service-packages/:id/versions', params: idParam, body: newPackageVersion, response: servicePackageDetail, status: 201,
    conflict: true, permission: P.servicePackage.edit, tag,
  }),
};
