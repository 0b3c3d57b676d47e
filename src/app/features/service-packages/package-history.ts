import type { HistoryEntry, HistoryLines } from '@app/kit/record/history-lines';
import { asRecord, changedFields, type FieldChange } from '@app/lib/audit-changes';
import { formatYearMonth } from '@shared/dates';
import { formatBasisPoints, formatMyr } from '@shared/money';
import type { FeeTier } from '@shared/contracts/service-packages';
import { tierWords } from './tier-words';

const OWN_FIELDS = ['name', 'description', 'active'] as const;
const TERM_FIELDS = ['feeBasis', 'rateBp', 'tiers', 'minimumMonthlyFeeSen', 'cleaningPassThrough', 'expenseMarkupBp'] as const;
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

/** A new package has no "before": the line "Created" says it all. */
const linesOf = ({ before, after }: HistoryEntry) => (before === null || before === undefined ? null : packageEntryLines(before, after));

/** How a package's history reads: its own fields, its terms, and the versions added. */
export const packageHistoryLines: HistoryLines<PackageHistoryField> = {
  namespace: 'service-packages',
  testId: 'package-history',
  title: 'detail.historyTitle',
  changes: (entry) => linesOf(entry)?.changes ?? [],
  note: (entry, { t, language }) => {
    const added = linesOf(entry)?.addedVersion;
    return added ? t('history.versionAdded', { number: added.number, month: formatYearMonth(added.month, language) }) : null;
  },
  valueWords: (field, value, { t, language }) => {
    if (field === 'tiers') return Array.isArray(value) ? tierWords(value as FeeTier[], t, language) : undefined;
    if (typeof value !== 'number' && field !== 'feeBasis') return undefined;
    if (field === 'rateBp' || field === 'expenseMarkupBp') return formatBasisPoints(Number(value), language);
    if (field === 'minimumMonthlyFeeSen') return formatMyr(Number(value), language);
    if (field === 'feeBasis') return t(`feeBasis.${String(value)}`);
    return undefined;
  },
  tone: (action) => (action === 'service-package.deactivate' ? 'bad' : 'neutral'),
};
