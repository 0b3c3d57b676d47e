import type { Ownership, PackageAssignment, PropertySummary, UnitStatus } from '@shared/contracts/listings';
import { addMonths } from '@shared/dates';

const TREE = '/admin/view-listing';
export const LISTINGS_HOME = TREE;
export const propertyPath = (id: string) => `${TREE}/properties/${id}`;
export const roomTypePath = (id: string) => `${TREE}/room-types/${id}`;
export const unitPath = (id: string) => `${TREE}/units/${id}`;

/** The words of a state or territory: its ISO code keys them, so the value stays the same in every language. */
export const stateKey = (code: string) => `states.${code}`;
export const unitStatusKey = (status: UnitStatus) => `unitStatus.${status}`;

/** The gaps an operator fixes from the summary, as they read in a URL. */
export const GAPS = ['without-owner', 'without-package'] as const;
export type Gap = (typeof GAPS)[number];

export function isGap(value: string | undefined): value is Gap {
  return (GAPS as readonly string[]).includes(value ?? '');
}

export const gapPath = (propertyId: string, gap: Gap) => `/admin/listing-summary/${propertyId}/${gap}`;

/** The units filter that lists a property's units with this gap. */
export function gapFilter(propertyId: string, gap: Gap): { propertyId: string; withoutOwner?: true; withoutPackage?: true } {
  return gap === 'without-owner' ? { propertyId, withoutOwner: true } : { propertyId, withoutPackage: true };
}

/** How many units of a property have the gap. */
export function gapCount(summary: Pick<PropertySummary, 'unitsWithoutOwner' | 'unitsWithoutPackage'>, gap: Gap): number {
  return gap === 'without-owner' ? summary.unitsWithoutOwner : summary.unitsWithoutPackage;
}

/** The day before a `YYYY-MM-DD` date, in the calendar (no time zone can move it). */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * An ownership as people read it: the first and the last day owned. The server keeps the day the next one
 * began (`to`), so the last day is the one before; null while it lasts.
 */
export function ownershipDays(ownership: Pick<Ownership, 'from' | 'to'>): { first: string; last: string | null } {
  return { first: ownership.from, last: ownership.to === null ? null : dayBefore(ownership.to) };
}

/** A package period as people read it: the first and the last month on it; null while it lasts. */
export function packageMonths(assignment: Pick<PackageAssignment, 'fromMonth' | 'toMonth'>): { first: string; last: string | null } {
  return { first: assignment.fromMonth, last: assignment.toMonth === null ? null : addMonths(assignment.toMonth, -1) };
}
