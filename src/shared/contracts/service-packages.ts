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

export const MAX_FEE_TIERS = 5;

/**
 * One band of a tiered fee: `rateBp` of the part of the month's basis above the previous band's `uptoSen` and up to
 * this one's (marginal, like tax brackets). The last band is open-ended (`uptoSen: null`).
 */
export const feeTier = z
  .object({
    uptoSen: senField.refine((v) => v > 0, { message: 'A band ends above RM 0.00' }).nullable(),
    rateBp: basisPointsField,
  })
  .strict();
export type FeeTier = z.infer<typeof feeTier>;

/** 1 to 5 bands, their upper bounds rising, only the last one open. */
export const feeTiers = z
  .array(feeTier)
  .min(1, { message: 'A tiered fee has at least one band' })
  .max(MAX_FEE_TIERS, { message: `A tiered fee has at most ${MAX_FEE_TIERS} bands` })
  .superRefine((tiers, ctx) => {
    tiers.forEach((tier, at) => {
      const last = at === tiers.length - 1;
      if (last && tier.uptoSen !== null) {
        ctx.addIssue({ code: 'custom', path: [at, 'uptoSen'], message: 'The last band is open-ended: its upper bound is null', params: { code: 'tier_last_open' } });
      } else if (!last && tier.uptoSen === null) {
        ctx.addIssue({ code: 'custom', path: [at, 'uptoSen'], message: 'Only the last band is open-ended: give this one an upper bound', params: { code: 'tier_bound_required' } });
      }
      const before = at > 0 ? tiers[at - 1].uptoSen : null;
      if (tier.uptoSen !== null && before !== null && tier.uptoSen <= before) {
        ctx.addIssue({ code: 'custom', path: [at, 'uptoSen'], message: "Each band ends above the previous band's upper bound", params: { code: 'tier_bounds_ascending' } });
      }
    });
  });

/**
 * With tiers, `rateBp` is the first band's rate (what the first ringgit of the basis pays, and what a reader that
 * knows no tiers shows): the two must agree, or the body is refused on `rateBp`. Without tiers, `rateBp` is the
 * whole fee, as before tiers existed.
 */
function tiersAgreeWithRate(v: { rateBp?: number; tiers?: FeeTier[] | null }, ctx: z.RefinementCtx): void {
  const first = v.tiers?.[0];
  if (!first) return;
  if (v.rateBp === undefined) {
    ctx.addIssue({ code: 'custom', path: ['rateBp'], message: 'Send the rate with the tiers: it is the first band\'s rate', params: { code: 'tier_rate_mismatch' } });
  } else if (v.rateBp !== first.rateBp) {
    ctx.addIssue({ code: 'custom', path: ['rateBp'], message: `With tiers, the rate is the first band's (${first.rateBp} bp)`, params: { code: 'tier_rate_mismatch' } });
  }
}

export const packageTerms = z.object({
  feeBasis: z.enum(FEE_BASES),
  /** The management fee, in basis points of the fee basis (2000 = 20%); with tiers, the first band's rate. */
  rateBp: basisPointsField,
  /**
   * Marginal bands of the fee (e.g. 20% up to RM 10,000, 15% above); null or left out for one flat `rateBp`.
   * When given they decide the fee, and `rateBp` must equal the first band's rate.
   */
  tiers: feeTiers.nullable().default(null),
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
  .strict()
  .superRefine(tiersAgreeWithRate);
export type NewServicePackage = z.input<typeof newServicePackage>;

/**
 * Name, description and `active` may always change (they are not what a fee is computed from). The terms may
 * change only while no unit has ever used the package; afterwards such a PATCH is a 409 — make a new version.
 * Tiers are terms like the rest: a PATCH that changes them on a used package is a 409 too.
 */
export const servicePackagePatch = packageTerms
  // Left out, the tiers stay as they are (no default here: a rename must never drop them); null drops them.
  .extend({ tiers: feeTiers.nullable(), name: nameField, description: optionalText(1000), active: z.boolean(), version: expectedVersion })
  .partial()
  .strict()
  .superRefine(tiersAgreeWithRate);
export type ServicePackagePatch = z.input<typeof servicePackagePatch>;

/** New terms in force from `effectiveMonth`: later than the latest version's, and not before this month. */
export const newPackageVersion = packageTerms.extend({ effectiveMonth: yearMonthField }).strict().superRefine(tiersAgreeWithRate);
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
