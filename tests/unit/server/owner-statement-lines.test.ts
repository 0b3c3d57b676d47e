import { describe, expect, it } from 'vitest';
import { buildStatement, minimumForDays, totalsOf, type Deduction, type ExpensePart, type StayPart, type UnitMonth } from '@server/modules/owner-statements/lines';
import { monthBounds } from '@server/modules/owner-statements/gather';

/** One owner's month as statement lines (issue 28 "Statements"): order, signs, fee, cleaning, markup, deductions, carry. */

const UNIT: UnitMonth = {
  unitId: 'u1',
  unitNumber: 'A-12-03',
  propertyName: 'Residensi Bukit',
  ownedDays: 30,
  daysInMonth: 30,
  terms: {
    packageName: 'Full',
    versionNumber: 2,
    feeBasis: 'gross',
    rateBp: 2000,
    tiers: [{ uptoSen: 1_000_000, rateBp: 2000 }, { uptoSen: null, rateBp: 1500 }],
    minimumMonthlyFeeSen: 30_000,
    cleaningPassThrough: false,
    expenseMarkupBp: 1000,
  },
};

const stay = (over: Partial<StayPart>): StayPart => ({
  unitId: 'u1',
  reservationId: 'r1',
  reservationCode: 'R000001',
  channel: 'airbnb',
  checkIn: '2031-04-02',
  checkOut: '2031-04-05',
  from: '2031-04-02',
  to: '2031-04-05',
  nights: 3,
  kept: false,
  revenueSen: 900_000,
  commissionSen: 135_000,
  cleaningSen: 5_000,
  ...over,
});

const EXPENSE: ExpensePart = {
  expenseId: 'e1',
  unitId: 'u1',
  expenseDate: '2031-04-10',
  category: 'repairs',
  payee: 'Ah Seng Plumbing',
  description: 'Tap',
  expenseTotalSen: 10_005,
  amountSen: 10_005,
  sharedBy: 1,
};

describe('a statement of one owner month', () => {
  it('writes stays, commission, cleaning, a tiered fee, expenses with markup, deductions and the carry in that order', () => {
    const deductions: Deduction[] = [
      { kind: 'installment', amountSen: -50_000, reason: 'Furnishing 3 of 12', sourceId: 'plan-1' },
      { kind: 'adjustment', amountSen: 1_200, reason: 'March stay R000007 extended' },
    ];
    const { lines, totals } = buildStatement({
      units: [UNIT],
      stays: [stay({ reservationId: 'r2', reservationCode: 'R000002', from: '2031-04-20', to: '2031-04-22', revenueSen: 300_000, commissionSen: 0, cleaningSen: 5_000 }), stay({})],
      expenses: [EXPENSE],
      deductions,
      carryIns: [{ statementId: 's-march', month: '2031-03', payoutSen: -7_777, carriedSen: 0, amountSen: -7_777 }],
    });
    expect(lines.map((l) => [l.kind, l.amountSen])).toEqual([
      ['stay', 900_000],
      ['commission', -135_000],
      ['stay', 300_000],
      ['cleaning', 10_000],
      // Gross basis 1,210,000: 20% of 1,000,000 + 15% of 210,000.
      ['management_fee', -(200_000 + 31_500)],
      ['expense', -10_005],
      // 10% of 100.05, half up.
      ['expense_markup', -1_001],
      ['installment', -50_000],
      ['adjustment', 1_200],
      ['carry_forward', -7_777],
    ]);
    const fee = lines.find((l) => l.kind === 'management_fee')!;
    expect(fee.data).toMatchObject({ basisSen: 1_210_000, feeBasis: 'gross', versionNumber: 2, minimumApplied: false, bands: [{ feeSen: 200_000 }, { amountSen: 210_000, feeSen: 31_500 }] });
    expect(lines[0]).toMatchObject({ reservationId: 'r1', unitId: 'u1', data: { nights: 3, unitNumber: 'A-12-03' } });
    expect(totals).toEqual({
      revenueSen: 1_200_000,
      commissionSen: -135_000,
      managementFeeSen: -231_500,
      cleaningSen: 10_000,
      expensesSen: -11_006,
      installmentsSen: -50_000,
      adjustmentsSen: 1_200,
      carriedInSen: -7_777,
      payoutSen: 1_200_000 - 135_000 - 231_500 + 10_000 - 11_006 - 50_000 + 1_200 - 7_777,
    });
    expect(lines.reduce((s, l) => s + l.amountSen, 0)).toBe(totals.payoutSen);
    expect(totalsOf(lines)).toEqual(totals);
  });

  it('passes cleaning through at 0 and charges the minimum for an empty month, pro rata for part of it', () => {
    const passThrough: UnitMonth = { ...UNIT, terms: { ...UNIT.terms!, cleaningPassThrough: true } };
    const busy = buildStatement({ units: [passThrough], stays: [stay({ commissionSen: 0 })], expenses: [], deductions: [], carryIns: [] });
    expect(busy.lines.find((l) => l.kind === 'cleaning')).toMatchObject({ amountSen: 0, data: { collectedSen: 5_000, passThrough: true } });
    // Gross without cleaning: 20% of 900,000.
    expect(busy.totals.managementFeeSen).toBe(-180_000);

    const empty = buildStatement({ units: [UNIT], stays: [], expenses: [], deductions: [], carryIns: [] });
    expect(empty.lines.map((l) => [l.kind, l.amountSen])).toEqual([['management_fee', -30_000]]);
    expect(empty.totals.payoutSen).toBe(-30_000);

    // Held 10 of 30 days: a third of RM 300, and no markup or fee without a package.
    const part = buildStatement({ units: [{ ...UNIT, ownedDays: 10 }, { ...UNIT, unitId: 'u2', unitNumber: 'B-01', terms: null }], stays: [], expenses: [{ ...EXPENSE, unitId: 'u2' }], deductions: [], carryIns: [] });
    expect(part.lines.map((l) => [l.kind, l.unitId, l.amountSen])).toEqual([
      ['management_fee', 'u1', -10_000],
      ['expense', 'u2', -10_005],
    ]);
  });

  it('carries each balance on its own line: owed as a carry, given back after a revision as an adjustment, nothing left as none', () => {
    const { lines, totals } = buildStatement({
      units: [],
      stays: [],
      expenses: [],
      deductions: [],
      carryIns: [
        { statementId: 's-jan', month: '2031-01', payoutSen: -15_000, carriedSen: -10_000, amountSen: -5_000 },
        { statementId: 's-feb', month: '2031-02', payoutSen: -2_000, carriedSen: 0, amountSen: -2_000 },
        { statementId: 's-mar', month: '2031-03', payoutSen: 4_000, carriedSen: -3_000, amountSen: 3_000 },
        { statementId: 's-apr', month: '2031-04', payoutSen: -1_000, carriedSen: -1_000, amountSen: 0 },
      ],
    });
    expect(lines.map((l) => [l.kind, l.data.fromMonth, l.amountSen])).toEqual([
      ['carry_forward', '2031-01', -5_000],
      ['carry_forward', '2031-02', -2_000],
      ['adjustment', '2031-03', 3_000],
    ]);
    expect(lines[0].data).toEqual({ fromMonth: '2031-01', fromStatementId: 's-jan', balanceSen: -15_000, carriedBeforeSen: -10_000 });
    expect(lines[1].data).toEqual({ fromMonth: '2031-02', fromStatementId: 's-feb' });
    expect(lines[2].data).toMatchObject({ fromStatementId: 's-mar', balanceSen: 0, carriedBeforeSen: -3_000 });
    expect(lines[2].data.reason).toMatch(/^The statement of 2031-03 was revised: RM\s?30\.00 of its balance was carried, it now owes RM\s?0\.00$/);
    expect(totals).toMatchObject({ carriedInSen: -7_000, adjustmentsSen: 3_000, payoutSen: -4_000 });
  });

  it('prorates a minimum half up, and knows the months', () => {
    expect(minimumForDays(30_000, 31, 31)).toBe(30_000);
    expect(minimumForDays(10_001, 1, 2)).toBe(5_001);
    expect(minimumForDays(10_000, 1, 3)).toBe(3_333);
    expect(monthBounds('2032-02')).toEqual({ first: '2032-02-01', next: '2032-03-01', days: 29, previous: '2032-01' });
    expect(monthBounds('2031-12')).toMatchObject({ next: '2032-01-01', days: 31 });
    expect(monthBounds('2031-01').previous).toBe('2030-12');
  });
});
