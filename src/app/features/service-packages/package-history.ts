import { asRecord, changedFields, type FieldChange } from '@app/lib/audit-changes';

const OWN_FIELDS = ['name', 'description', 'active'] as const;
const TERM_FIELDS = ['feeBasis', 'rateBp', 'minimumMonthlyFeeSen', 'cleaningPassThrough', 'expenseMarkupBp'] as const;
export type PackageHistoryField = (typeof OWN_FIELDS)[number] | (typeof TERM_FIELDS)[number];

export interface PackageEntryLines {
  /** Name, description, active, and terms rewritten in place (only ever on a package no unit has used). */
  changes: FieldChange<PackageHistoryField>[];
  /** A version the entry added, with the month it takes effect. */
  addedVersion: { number: number; month: string } | null;
}

/** What one audit entry of a package did, read from its before and after (each the package with its versions). */
export function packageEntryLines(before: unknown, after: unknown): PackageEntryLines {
  const from = asRecord(asRecord(before).current);
  const to = asRecord(asRecord(after).current);
  const own = changedFields(before, after, OWN_FIELDS);
  const sameVersion = from.id !== undefined && from.id === to.id;
  const terms = sameVersion ? changedFields(from, to, TERM_FIELDS) : [];
  const number = typeof to.versionNumber === 'number' ? to.versionNumber : null;
  const added = !sameVersion && number !== null && typeof to.effectiveMonth === 'string' && from.id !== undefined ? { number, month: to.effectiveMonth } : null;
  return { changes: [...own, ...terms], addedVersion: added };
}
