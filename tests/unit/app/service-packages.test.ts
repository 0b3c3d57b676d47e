import { describe, expect, it } from 'vitest';
import { firstVersionMonth, monthsFrom, proposedVersionMonth, versionInForce, versionsOf } from '@app/features/service-packages/package-months';
import { readPackageFieldErrors, validatePackageForm } from '@app/features/service-packages/package-form';
import { packageEntryLines } from '@app/features/service-packages/package-history';
import { packageListSearch } from '@app/features/service-packages/package-query';
import {
  EMPTY_TERMS, addTier, removeTier, switchTiers, termsChanged, termsFormValues, termsFromForm, tierRowErrors, validateTerms, versionDraft,
} from '@app/features/service-packages/terms-form';
import { tierWords } from '@app/features/service-packages/tier-words';
import type { PackageTerms } from '@shared/contracts/service-packages';

const TERMS: PackageTerms = { feeBasis: 'net_of_commission', rateBp: 2_000, tiers: null, minimumMonthlyFeeSen: 15_050, cleaningPassThrough: true, expenseMarkupBp: 1_000 };
/** 20% up to RM 10,000, 15% above, as the server answers it. */
const TIERED: PackageTerms = { ...TERMS, tiers: [{ uptoSen: 1_000_000, rateBp: 2_000 }, { uptoSen: null, rateBp: 1_500 }] };

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
    expect(values).toEqual({
      feeBasis: 'net_of_commission', ratePercent: '20', tiered: false, tiers: [], minimumFee: '150.50', cleaningPassThrough: true, expenseMarkupPercent: '10',
    });
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

describe('a tiered fee typed band by band', () => {
  it('reads back the bands the server has, and sends them with the first band as the rate', () => {
    const values = termsFormValues(TIERED);
    expect(values).toMatchObject({ tiered: true, tiers: [{ upto: '10000.00', ratePercent: '20' }, { upto: '', ratePercent: '15' }] });
    expect(termsFromForm(values)).toEqual(TIERED);
    expect(termsFromForm({ ...values, tiers: [{ upto: '5,000', ratePercent: '25' }, ...values.tiers] })).toMatchObject({
      rateBp: 2_500, tiers: [{ uptoSen: 500_000, rateBp: 2_500 }, { uptoSen: 1_000_000, rateBp: 2_000 }, { uptoSen: null, rateBp: 1_500 }],
    });
  });

  it('turns bands on from the flat rate typed so far, and off keeping the first band\'s rate', () => {
    const flat = { ...termsFormValues(TERMS), ratePercent: '18' };
    const on = switchTiers(flat, true);
    expect(on).toEqual({ tiered: true, ratePercent: '18', tiers: [{ upto: '', ratePercent: '18' }, { upto: '', ratePercent: '' }] });
    const off = switchTiers({ ...flat, ...on, tiers: [{ upto: '100', ratePercent: '22' }, { upto: '', ratePercent: '10' }] }, false);
    expect(off).toMatchObject({ tiered: false, ratePercent: '22' });
    expect(termsFromForm({ ...flat, ...off })).toMatchObject({ rateBp: 2_200, tiers: null });
  });

  it('adds a band before the open one, at most five, and never removes the open one', () => {
    const two = [{ upto: '100', ratePercent: '20' }, { upto: '', ratePercent: '15' }];
    const three = addTier(two);
    expect(three).toEqual([two[0], { upto: '', ratePercent: '' }, two[1]]);
    expect(addTier(addTier(addTier(three)))).toHaveLength(5);
    expect(removeTier(three, 1)).toEqual(two);
    expect(removeTier(three, 2)).toEqual(three);
  });

  it('says what is wrong with each band: a missing or falling bound, a bad percent', () => {
    const rows = [
      { upto: '10000', ratePercent: '20' },
      { upto: '10000', ratePercent: '120' },
      { upto: '', ratePercent: '15' },
      { upto: 'x', ratePercent: '' },
      { upto: 'ignored', ratePercent: '10' },
    ];
    expect(tierRowErrors(rows)).toEqual([
      {}, { upto: 'form.tierBoundAscending', rate: 'form.percentInvalid' }, { upto: 'form.tierBoundRequired' }, { upto: 'form.amountInvalid', rate: 'form.rateRequired' }, {},
    ]);
    const values = { ...termsFormValues(TIERED), tiers: rows };
    expect(validateTerms(values)).toEqual({ tiers: 'form.tiersInvalid' });
    expect(termsFromForm(values)).toBeNull();
    expect(tierRowErrors([{ upto: '0', ratePercent: '20' }, { upto: '', ratePercent: '15' }])[0]).toEqual({ upto: 'form.amountInvalid' });
  });

  it('knows a change of bands is a change of terms, whatever order the server spells a band in', () => {
    const values = termsFormValues(TIERED);
    const asStored = { ...TIERED, tiers: [{ rateBp: 2_000, uptoSen: 1_000_000 }, { rateBp: 1_500, uptoSen: null }] };
    expect(termsChanged(values, asStored)).toBe(false);
    expect(termsChanged({ ...values, tiers: [values.tiers[0], { upto: '', ratePercent: '12' }] }, TIERED)).toBe(true);
    expect(termsChanged({ ...values, tiered: false }, TIERED)).toBe(true);
  });

  it('reads as one sentence in each language, money and percents by Intl', () => {
    const t = (key: string, o: Record<string, unknown> = {}) =>
      ({ 'tiers.upTo': `${String(o.rate)} up to ${String(o.amount)}`, 'tiers.above': `${String(o.rate)} above`, 'tiers.whole': `${String(o.rate)} of all`, 'tiers.separator': ', ' })[key] ?? key;
    expect(tierWords(TIERED.tiers ?? [], t, 'en-US')).toBe('20% up to RM\u00a010,000.00, 15% above');
    expect(tierWords([{ uptoSen: 500_050, rateBp: 1_250 }, { uptoSen: null, rateBp: 1_000 }], t, 'ms-MY')).toBe('12.5% up to RM\u00a05,000.50, 10% above');
    expect(tierWords([{ uptoSen: null, rateBp: 2_000 }], t, 'en-US')).toBe('20% of all');
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
    // A band's problem is said under the bands, wherever in them it is.
    expect(readPackageFieldErrors([{ field: 'tiers.1.uptoSen', message: 'Each band ends above the previous band\'s upper bound' }])).toEqual({
      tiers: "Each band ends above the previous band's upper bound",
    });
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

  it('names bands rewritten in place', () => {
    const lines = packageEntryLines({ name: 'A', current: v1 }, { name: 'A', current: { ...v1, tiers: TIERED.tiers } });
    expect(lines.changes).toEqual([{ field: 'tiers', from: null, to: TIERED.tiers }]);
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
