import type { Ownership, PackageAssignment, UnitDetail } from '@shared/contracts/listings';
import { addMonths } from '@shared/dates';

/** A period as the owner reads it: both ends included, the last one null while it lasts. */
export interface ShownPeriod {
  id: string;
  first: string;
  last: string | null;
  /** Before, during or after `now`. */
  when: 'upcoming' | 'current' | 'past';
}

/** Where a period sits against `now`; dates (`YYYY-MM-DD`) and months (`YYYY-MM`) each compare as text. */
export function periodWhen(first: string, last: string | null, now: string): ShownPeriod['when'] {
  if (first > now) return 'upcoming';
  return last === null || last >= now ? 'current' : 'past';
}

/** The day before a `YYYY-MM-DD` date. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The owner's own ownership periods of the unit, newest first. The server already leaves out anyone else's;
 * this keeps to the signed-in owner's should an older answer saved on the device hold more. An ownership runs
 * until the day before its `to`.
 */
export function ownPeriods(unit: Pick<UnitDetail, 'ownerships'>, ownerId: string, today: string): ShownPeriod[] {
  return unit.ownerships
    .filter((o: Ownership) => o.ownerId === ownerId)
    .sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : 0))
    .map((o) => {
      const last = o.to === null ? null : dayBefore(o.to);
      return { id: o.id, first: o.from, last, when: periodWhen(o.from, last, today) };
    });
}

/** The unit's packages, newest first; each runs until the month before its `toMonth`. */
export function packagePeriods(unit: Pick<UnitDetail, 'packages'>, thisMonth: string): (ShownPeriod & { name: string })[] {
  return [...unit.packages]
    .sort((a, b) => (a.fromMonth < b.fromMonth ? 1 : a.fromMonth > b.fromMonth ? -1 : 0))
    .map((p: PackageAssignment) => {
      const last = p.toMonth === null ? null : addMonths(p.toMonth, -1);
      return { id: p.id, name: p.servicePackageName, first: p.fromMonth, last, when: periodWhen(p.fromMonth, last, thisMonth) };
    });
}

/**
 * The last day the owner held a unit they no longer own (the server answers a former unit with no current owner, as
 * of their own periods), or null while it is theirs.
 */
export function ownedUntil(unit: Pick<UnitDetail, 'ownerId'>, ownerId: string, periods: readonly ShownPeriod[]): string | null {
  if (unit.ownerId === ownerId) return null;
  const ends = periods.map((p) => p.last).filter((last): last is string => last !== null);
  return ends.length ? ends.reduce((a, b) => (a > b ? a : b)) : null;
}

/** Packages as they stood while the owner held the unit: none runs on past `lastMonth`, and none is the one in force now. */
export function asOfMonth<P extends ShownPeriod>(periods: readonly P[], lastMonth: string): P[] {
  return periods.map((p) => ({ ...p, last: p.last === null || p.last > lastMonth ? lastMonth : p.last, when: 'past' }));
}
