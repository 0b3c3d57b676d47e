import type { z } from 'zod';
import type { FeeTier, newPackageVersion, newServicePackage, PackageTerms, ServicePackageDetail, ServicePackageList, servicePackagePatch } from '@shared/contracts/service-packages';
import { toApiDate } from '@shared/dates';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { changedFields, sameVersion } from '@server/core/edits';
import { badRequest, conflict, fieldError } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';
import { DecisionConflict, guardedChange } from '@server/core/guarded-change';
import { toPackage, toPackageDetail, type ServicePackageFilter } from './dto';
import {
  insertPackage, insertVersion, loadPackage, nameTaken, packagePage, rewriteVersion, updatePackage, versionsOf, type PackageListRow, type VersionRow,
} from './repo';

interface Loaded {
  row: PackageListRow;
  versions: VersionRow[];
}

const view = ({ row, versions }: Loaded): ServicePackageDetail => toPackageDetail(row, versions);

async function load(db: Executor, id: string, lock = false): Promise<Loaded> {
  const row = await loadPackage(db, id, lock);
  return { row, versions: await versionsOf(db, id) };
}

function nameInUse(): never {
  throw conflict('Another service package already has this name');
}

export async function listPackages(db: Executor, q: ParsedList<ServicePackageFilter>): Promise<ServicePackageList> {
  const page = await packagePage(db, q);
  return { totalCount: page.totalCount, servicePackages: page.rows.map(toPackage) };
}

export async function getPackage(db: Executor, id: string): Promise<ServicePackageDetail> {
  return view(await load(db, id));
}

function termsOf(input: PackageTerms): PackageTerms {
  return {
    feeBasis: input.feeBasis,
    rateBp: input.rateBp,
    tiers: input.tiers,
    minimumMonthlyFeeSen: input.minimumMonthlyFeeSen,
    cleaningPassThrough: input.cleaningPassThrough,
    expenseMarkupBp: input.expenseMarkupBp,
  };
}

/** Two versions' bands are the same terms when each band has the same bound and rate (none and none too). */
function sameTiers(a: FeeTier[] | null, b: FeeTier[] | null): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((tier, at) => tier.uptoSen === b[at].uptoSen && tier.rateBp === b[at].rateBp);
}

/**
 * A PATCH may send the rate alone or the tiers alone; the terms they make with the rest must still agree (the rate is
 * the first band's), or it is a 400 on `rateBp` — never a version whose two rates disagree.
 */
function checkTiersAgree(rateBp: number, tiers: FeeTier[] | null): void {
  if (!tiers || tiers[0].rateBp === rateBp) return;
  const message = `With tiers, the rate is the first band's (${tiers[0].rateBp} bp): send both, or drop the tiers with tiers: null`;
  throw badRequest(`rateBp: ${message}`, refusal('invalid_request'), { errors: [{ field: 'rateBp', message, code: 'tier_rate_mismatch', details: {} }] });
}

export async function createPackage(db: Db, actor: AuditActor, input: z.output<typeof newServicePackage>): Promise<ServicePackageDetail> {
  return db.transaction(async (tx) => {
    if (await nameTaken(tx, input.name, null)) nameInUse();
    const id = await insertPackage(tx, { name: input.name, description: input.description ?? null });
    await insertVersion(tx, { packageId: id, versionNumber: 1, effectiveMonth: input.effectiveMonth, ...termsOf(input), createdBy: actor.actorId });
    const after = view(await load(tx, id));
    await writeAudit(tx, actor, { action: 'service-package.create', entity: 'service-packages.package', entityId: id, after });
    return after;
  });
}

/**
 * Name, description and `active` change in place. Terms change in place only while no unit has ever been on the
 * package; after that a PATCH that would change them is a 409 and nothing is written (DESIGN.md §6).
 */
export function updatePackageDetails(db: Db, actor: AuditActor, id: string, input: z.output<typeof servicePackagePatch>): Promise<ServicePackageDetail> {
  return guardedChange<Loaded, ServicePackageDetail>(db, actor, {
    action: input.active === false ? 'service-package.deactivate' : 'service-package.edit',
    entity: 'service-packages.package',
    lock: (tx) => load(tx, id, true),
    idOf: ({ row }) => row.id,
    view,
    expected: ({ row }) => sameVersion(row.version, input.version),
    apply: async (tx, { row }) => {
      const { feeBasis, rateBp, tiers, minimumMonthlyFeeSen, cleaningPassThrough, expenseMarkupBp, ...details } = input;
      const terms = {
        ...changedFields({ feeBasis, rateBp, minimumMonthlyFeeSen, cleaningPassThrough, expenseMarkupBp }, row.current),
        ...(tiers !== undefined && !sameTiers(tiers, row.current.tiers) ? { tiers } : {}),
      };
      const own = changedFields(details, row);
      if (!Object.keys(terms).length && !Object.keys(own).length) return null;
      if (Object.keys(terms).length && row.unitsEverUsing > 0) {
        throw new DecisionConflict(
          `This package has been used by ${row.unitsEverUsing} unit(s), so its terms are never edited: add a new version with the month it takes effect`,
        );
      }
      if (own.name && (await nameTaken(tx, own.name, row.id))) nameInUse();
      if (own.active === false && row.unitsUsing > 0) {
        throw new DecisionConflict(`${row.unitsUsing} unit(s) are on this package: move them to another one before deactivating it`);
      }
      if (Object.keys(terms).length) {
        checkTiersAgree(terms.rateBp ?? row.current.rateBp, terms.tiers === undefined ? row.current.tiers : terms.tiers);
        await rewriteVersion(tx, row.current.id, terms);
      }
      await updatePackage(tx, row.id, own);
      return load(tx, row.id);
    },
  });
}

/** New terms from `effectiveMonth`: after the latest version's month, and not in a month already begun before this one. */
export function addPackageVersion(db: Db, actor: AuditActor, id: string, input: z.output<typeof newPackageVersion>): Promise<ServicePackageDetail> {
  const thisMonth = toApiDate(new Date()).slice(0, 7);
  if (input.effectiveMonth < thisMonth) {
    const why = refusal('effective_month_past', { month: thisMonth });
    throw badRequest(`effectiveMonth: a new version takes effect from this month (${thisMonth}) or later, never in the past`, why, {
      errors: [fieldError('effectiveMonth', `From ${thisMonth} or later`, why)],
    });
  }
  return guardedChange<Loaded, ServicePackageDetail>(db, actor, {
    action: 'service-package.version',
    entity: 'service-packages.package',
    lock: (tx) => load(tx, id, true),
    idOf: ({ row }) => row.id,
    view,
    apply: async (tx, { row }) => {
      if (input.effectiveMonth <= row.current.effectiveMonth) {
        throw new DecisionConflict(`A new version must take effect after the latest one (version ${row.current.versionNumber}, from ${row.current.effectiveMonth})`);
      }
      await insertVersion(tx, {
        packageId: row.id, versionNumber: row.current.versionNumber + 1, effectiveMonth: input.effectiveMonth, ...termsOf(input), createdBy: actor.actorId,
      });
      await updatePackage(tx, row.id, {});
      return load(tx, row.id);
    },
  });
}
