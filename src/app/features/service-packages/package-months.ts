import type { PackageVersion } from '@shared/contracts/service-packages';
import { addMonths } from '@shared/dates';

/** How far ahead the month picker reaches: two years is further than any contract is planned. */
export const MONTHS_AHEAD = 24;

/**
 * The first month a new version may take effect: this month or later (the server refuses a past one), and
 * after the latest version's month (two versions never start in the same month).
 */
export function firstVersionMonth(thisMonth: string, latestMonth: string): string {
  const afterLatest = addMonths(latestMonth, 1);
  return afterLatest > thisMonth ? afterLatest : thisMonth;
}

/** The months a picker offers, from `first` on. */
export function monthsFrom(first: string, count = MONTHS_AHEAD): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(first, i));
}

/** The month a new version is proposed for: next month, unless that is too early. */
export function proposedVersionMonth(thisMonth: string, latestMonth: string): string {
  const first = firstVersionMonth(thisMonth, latestMonth);
  const next = addMonths(thisMonth, 1);
  return next > first ? next : first;
}

/**
 * The version whose terms apply this month: the latest that began on or before it. A version planned
 * for a later month is not in force yet; when every version is in the future, none is.
 */
export function versionInForce<V extends Pick<PackageVersion, 'effectiveMonth' | 'versionNumber'>>(versions: readonly V[], thisMonth: string): V | null {
  let found: V | null = null;
  for (const version of versions) {
    if (version.effectiveMonth <= thisMonth && (!found || version.effectiveMonth >= found.effectiveMonth)) found = version;
  }
  return found;
}

/**
 * A package's versions. A list row saved on this device has only the current one (the list and the record
 * share the cache), so until the record arrives that one stands for them.
 */
export function versionsOf<V>(pkg: { current: V; versions?: readonly V[] }): readonly V[] {
  return pkg.versions ?? [pkg.current];
}
