import { describe, expect, it } from 'vitest';
import { firstVersionMonth, monthsFrom, proposedVersionMonth, versionInForce, versionsOf } from '@app/features/service-packages/package-months';
import { readPackageFieldErrors, validatePackageForm } from '@app/features/service-packages/package-form';
import { packageEntryLines } from '@app/features/service-packages/package-history';
import { packageListSearch } from '@app/features/service-packages/package-query';
import { EMPTY_TERMS, termsChanged, termsFormValues, termsFromForm, validateTerms, versionDraft } from '@app/features/service-packages/terms-form';
import type { PackageTerms } from '@shared/contracts/service-packages';

const TERMS: PackageTerms = { feeBasis: 'net_of_commission', rateBp: 2_000, minimumMonthlyFeeSen: 15_050, cleaningPassThrough: true, expenseMarkupBp: 1_000 };

describe('the months a new version may take effect from', () => {
  it('is never before this month, and always after the latest version', () => {
    expect(firstVersionMonth('2026-11', '2025-03')).toBe('2026-11');
    expect(firstVersionMonth('2026-11', '2026-11')).toBe('2026-12');
    expect(firstVersionMonth('2026-11', '2027-02')).toBe('2027-03');
    expect(firstVersionMonth('2026-12', '2026-12')).toBe('2027-01');
  });

  it('proposes next month unless the latest version is later still', () => {
    expect(proposedVersionMonth('2026-11', '2025-03')).toBe('2026-12');
    expect(proposedVersionMonth('2026-11', '2026-11')).toBe('2026-12');
    expect(proposedVersionMonth('2026-11', '2027-02')).toBe('2027-03');
  });

  it('offers two years of months from the first allowed one', () => {
    const months = monthsFrom('2026-11');
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2026-11');
    expect(months[2]).toBe('2027-01');
    expect(months.at(-1)).toBe('2028-10');
  });
});

describe('the version in force', () => {
  const versions = [
    { versionNumber: 1, effectiveMonth: '2024-01' },
    { versionNumber: 2, effectiveMonth: '2025-03' },
    { versionNumber: 3, effectiveMonth: '2026-12' },
  ];
  it('is the latest that began on or before this month; a later one is still to come', () => {
    expect(versionInForce(versions, '2026-11')?.versionNumber).toBe(2);
    expect(versionInForce(versions, '2026-12')?.versionNumber).toBe(3);
    expect(versionInForce(versions, '2025-02')?.versionNumber).toBe(1);
    expect(versionInForce(versions, '2023-12')).toBeNull();
  });

  it('stands in with the current version while only a saved list row is there', () => {
    expect(versionsOf({ current: versions[2], versions })).toBe(versions);
    expect(versionsOf({ current: versions[2] })).toEqual([versions[2]]);
  });
});

describe('terms typed in percent and ringgit', () => {
  it('are kept as basis points and sen, and read back exactly', () => {
    const values = termsFormValues(TERMS);
    expect(values).toEqual({ feeBasis: 'net_of_commission', ratePercent: '20', minimumFee: '150.50', cleaningPassThrough: true, expenseMarkupPercent: '10' });
    expect(termsFromForm(values)).toEqual(TERMS);
    expect(termsFromForm({ ...values, ratePercent: '12.5', minimumFee: '', expenseMarkupPercent: '' })).toEqual({
      ...TERMS, rateBp: 1_250, minimumMonthlyFeeSen: null, expenseMarkupBp: 0,
    });
  });

  it('say what is wrong, and give no terms while anything is', () => {
    expect(validateTerms(EMPTY_TERMS)).toEqual({ ratePercent: 'form.rateRequired' });
    const bad = { ...EMPTY_TERMS, ratePercent: '120', minimumFee: 'abc', expenseMarkupPercent: '-1' };
    expect(validateTerms(bad)).toEqual({ ratePercent: 'form.percentInvalid', minimumFee: 'form.amountInvalid', expenseMarkupPercent: 'form.percentInvalid' });
    expect(termsFromForm(bad)).toBeNull();
    expect(validateTerms(termsFormValues(TERMS))).toEqual({});
  });

  it('know whether an edit touches them', () => {
    const values = termsFormValues(TERMS);
    expect(termsChanged(values, TERMS)).toBe(false);
    expect(termsChanged({ ...values, ratePercent: '20.00' }, TERMS)).toBe(false);
    expect(termsChanged({ ...values, ratePercent: '22' }, TERMS)).toBe(true);
    expect(termsChanged({ ...values, cleaningPassThrough: false }, TERMS)).toBe(true);
  });

  it('typed on the edit page travel to the new version page until the version is made', () => {
    const values = { ...termsFormValues(TERMS), ratePercent: '25' };
    versionDraft.put('p1', values);
    expect(versionDraft.peek('p1')).toEqual(values);
    expect(versionDraft.peek('p2')).toBeNull();
    versionDraft.drop('p1');
    expect(versionDraft.peek('p1')).toBeNull();
  });
});

describe('the package form', () => {
  const values = { ...termsFormValues(TERMS), name: 'Full Management', description: '', effectiveMonth: '2026-11', active: true };
  it('checks the name with the contract', () => {
    expect(validatePackageForm(values)).toEqual({ name: undefined, description: undefined });
    expect(validatePackageForm({ ...values, name: '  ' }).name).toBe('form.nameRequired');
    expect(validatePackageForm({ ...values, name: 'x'.repeat(121) }).name).toBe('form.nameTooLong');
  });

  it("puts the server's errors on the fields where they were typed", () => {
    expect(
      readPackageFieldErrors([
        { field: 'rateBp', message: 'Rates are at most 10000 basis points (100%)' },
        { field: 'body.minimumMonthlyFeeSen', message: 'Amounts cannot be negative' },
        { field: 'effectiveMonth', message: 'From 2026-11 or later' },
      ]),
    ).toEqual({ ratePercent: 'Rates are at most 10000 basis points (100%)', minimumFee: 'Amounts cannot be negative', effectiveMonth: 'From 2026-11 or later' });
  });
});

describe("a package's history", () => {
  const v1 = { id: 'v1', versionNumber: 1, effectiveMonth: '2024-01', ...TERMS };
  it('names the terms rewritten in place', () => {
    const lines = packageEntryLines({ name: 'A', active: true, current: v1 }, { name: 'A', active: true, current: { ...v1, rateBp: 2_500 } });
    expect(lines).toEqual({ changes: [{ field: 'rateBp', from: 2_000, to: 2_500 }], addedVersion: null });
  });

  it('names a new version and its month, not its terms as changes', () => {
    const v2 = { ...v1, id: 'v2', versionNumber: 2, effectiveMonth: '2026-12', rateBp: 2_500 };
    expect(packageEntryLines({ name: 'A', current: v1 }, { name: 'A', current: v2 })).toEqual({ changes: [], addedVersion: { number: 2, month: '2026-12' } });
  });

  it('names a rename and a deactivation', () => {
    const lines = packageEntryLines({ name: 'A', active: true, current: v1 }, { name: 'B', active: false, current: v1 });
    expect(lines.changes.map((c) => c.field)).toEqual(['name', 'active']);
  });
});

describe('the packages list query', () => {
  it('filters by fee basis and status only when chosen', () => {
    const read = (search: string, part: string) => JSON.parse(new URLSearchParams(search).get(part) ?? '{}') as Record<string, unknown>;
    const all = packageListSearch({ search: '', feeBasis: null, active: null }, 1);
    expect(read(all, 'filter')).toEqual({});
    const some = packageListSearch({ search: ' full ', feeBasis: 'gross', active: false }, 2);
    expect(read(some, 'filter')).toEqual({ search: 'full', feeBasis: 'gross', active: false });
    expect(read(some, 'pagination').currentPage).toBe(2);
  });
});
