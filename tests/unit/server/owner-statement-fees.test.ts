import { describe, expect, it } from 'vitest';
import type { FeeTier } from '@shared/contracts/service-packages';
import { feeBasisSen, managementFee, rateOfHalfUp, versionInForce, type FeeTerms, type UnitMonthFigures } from '@server/modules/owner-statements/fees';

/** The management fee of a unit's month (issue 28 "Fees"): bases, bands, rounding and the minimum, case by case. */

const FLAT: FeeTerms = { feeBasis: 'gross', rateBp: 2000, tiers: null, minimumMonthlyFeeSen: null, cleaningPassThrough: true };
/** 20% up to RM 10,000.00 of the basis, 15% above. */
const TWO_BANDS: FeeTier[] = [{ uptoSen: 1_000_000, rateBp: 2000 }, { uptoSen: null, rateBp: 1500 }];
const TIERED: FeeTerms = { ...FLAT, tiers: TWO_BANDS };
/** 25% up to RM 5,000, 20% up to RM 10,000, 15% up to RM 20,000, 10% above. */
const FOUR_BANDS: FeeTerms = {
  ...FLAT,
  rateBp: 2500,
  tiers: [{ uptoSen: 500_000, rateBp: 2500 }, { uptoSen: 1_000_000, rateBp: 2000 }, { uptoSen: 2_000_000, rateBp: 1500 }, { uptoSen: null, rateBp: 1000 }],
};

const month = (roomRevenueSen: number, cleaningFeeSen = 0, channelCommissionSen = 0): UnitMonthFigures => ({ roomRevenueSen, cleaningFeeSen, channelCommissionSen });
/** RM 8,000 of nights, RM 500 of cleaning fees, RM 1,200 of commission. */
const BUSY = month(800_000, 50_000, 120_000);

describe('the basis of each fee basis', () => {
  it.each([
    ['gross', false, BUSY, 850_000, 'room revenue and cleaning'],
    ['gross', true, BUSY, 800_000, 'room revenue; cleaning passed through to the cleaner'],
    ['net_of_commission', false, BUSY, 730_000, 'gross less commission'],
    ['net_of_commission', true, BUSY, 680_000, 'room revenue less commission; cleaning passed through'],
    ['accommodation_only', false, BUSY, 800_000, 'room revenue only, cleaning kept but not in the basis'],
    ['accommodation_only', true, BUSY, 800_000, 'room revenue only'],
    ['net_of_commission', true, month(10_000, 0, 15_000), 0, 'never below zero when the commission is larger'],
    ['gross', false, month(0), 0, 'an empty month'],
  ] as const)('%s (cleaning passed through: %s) of %o is %i sen: %s', (feeBasis, cleaningPassThrough, figures, basis, why) => {
    expect(feeBasisSen(figures, { feeBasis, cleaningPassThrough }), why).toBe(basis);
    const fee = managementFee(figures, { ...FLAT, feeBasis, cleaningPassThrough });
    expect(fee.basisSen).toBe(basis);
    expect(fee.feeSen).toBe(rateOfHalfUp(basis, 2000));
  });

  it('refuses figures that are not whole, non-negative sen', () => {
    expect(() => managementFee(month(-1), FLAT)).toThrow(RangeError);
    expect(() => managementFee(month(100.5), FLAT)).toThrow(/whole, non-negative/);
    expect(() => managementFee(month(100, 0, Number.NaN), FLAT)).toThrow(RangeError);
    // A cleaning fee passed through is not read at all.
    expect(managementFee(month(100, -5), FLAT).basisSen).toBe(100);
  });
});

describe('bands, at their edges', () => {
  it.each([
    [999_999, 200_000, [999_999], 'one sen below the bound: 199,999.8 sen rounds up'],
    [1_000_000, 200_000, [1_000_000], 'exactly at the bound: all of it in the first band, no second line'],
    [1_000_001, 200_000, [1_000_000, 1], 'one sen over: 0.15 sen on the second band rounds to nothing, but the band shows'],
    [1_000_003, 200_000, [1_000_000, 3], '0.45 sen above rounds down'],
    [1_000_004, 200_001, [1_000_000, 4], '0.6 sen above rounds up'],
    [1_333_333, 250_000, [1_000_000, 333_333], '49,999.95 sen above rounds up to RM 500.00'],
    [3_000_000, 500_000, [1_000_000, 2_000_000], 'RM 2,000 on the first RM 10,000, 15% of the rest'],
  ])('a basis of %i sen pays %i sen (bands %o): %s', (basis, fee, amounts, why) => {
    const result = managementFee(month(basis), TIERED);
    expect(result.feeSen, why).toBe(fee);
    expect(result.byTier.map((t) => t.amountSen)).toEqual(amounts);
    expect(result.byTier.reduce((sum, t) => sum + t.amountSen, 0)).toBe(basis);
    expect(result.byTier.reduce((sum, t) => sum + t.feeSen, 0)).toBe(fee);
  });

  it.each([
    [0, 0, [0]],
    [400_000, 100_000, [400_000]],
    [700_000, 165_000, [500_000, 200_000]],
    [1_000_000, 225_000, [500_000, 500_000]],
    [2_000_000, 375_000, [500_000, 500_000, 1_000_000]],
    [2_500_000, 425_000, [500_000, 500_000, 1_000_000, 500_000]],
  ])('four bands: %i sen pays %i sen (bands %o)', (basis, fee, amounts) => {
    const result = managementFee(month(basis), FOUR_BANDS);
    expect(result.feeSen).toBe(fee);
    expect(result.byTier.map((t) => t.amountSen)).toEqual(amounts);
  });

  it('names each band with where it starts and ends, as a statement line', () => {
    expect(managementFee(month(1_200_000), TIERED).byTier).toEqual([
      { fromSen: 0, uptoSen: 1_000_000, rateBp: 2000, amountSen: 1_000_000, feeSen: 200_000 },
      { fromSen: 1_000_000, uptoSen: null, rateBp: 1500, amountSen: 200_000, feeSen: 30_000 },
    ]);
    // A flat rate is one open band.
    expect(managementFee(month(50_000), FLAT).byTier).toEqual([{ fromSen: 0, uptoSen: null, rateBp: 2000, amountSen: 50_000, feeSen: 10_000 }]);
  });

  it('takes the bands on the chosen basis (net of commission here)', () => {
    const figures = month(1_250_000, 0, 150_000);
    expect(managementFee(figures, { ...TIERED, feeBasis: 'net_of_commission' })).toMatchObject({ basisSen: 1_100_000, feeSen: 215_000 });
    expect(managementFee(figures, { ...TIERED, feeBasis: 'gross' })).toMatchObject({ basisSen: 1_250_000, feeSen: 237_500 });
  });
});

describe('rounding: half up on each band', () => {
  it.each([
    [1, 5000, 1, 'half a sen rounds up'],
    [3, 5000, 2, '1.5 sen rounds up'],
    [5, 1000, 1, '0.5 sen rounds up'],
    [4_999, 1, 0, '0.4999 sen rounds down'],
    [5_000, 1, 1, '0.5 sen from one basis point'],
    [25, 2000, 5, 'exact stays exact'],
    [1_000_000_000, 10_000, 1_000_000_000, 'the largest amount at 100% is exact'],
  ])('%i sen at %i bp is %i sen: %s', (amount, rate, fee, why) => {
    expect(rateOfHalfUp(amount, rate), why).toBe(fee);
  });

  it('rounds each band, not the total, so the printed lines add up to the fee charged', () => {
    // Two bands of 3 sen at 50%: 1.5 + 1.5 sen; each line says 2 sen, and the fee is their 4 sen (3 if rounded once).
    const halves: FeeTerms = { ...FLAT, rateBp: 5000, tiers: [{ uptoSen: 3, rateBp: 5000 }, { uptoSen: null, rateBp: 5000 }] };
    const result = managementFee(month(6), halves);
    expect(result.byTier.map((t) => t.feeSen)).toEqual([2, 2]);
    expect(result.feeSen).toBe(4);
  });
});

describe('the minimum monthly fee', () => {
  const withMinimum: FeeTerms = { ...FLAT, minimumMonthlyFeeSen: 30_000 };
  it.each([
    [149_995, 29_999, 30_000, true, 'just below: RM 299.99 computed, the minimum charged'],
    [150_000, 30_000, 30_000, false, 'at the minimum: the computed fee is charged'],
    [150_005, 30_001, 30_001, false, 'just above: the computed fee'],
    [0, 0, 30_000, true, 'a month without revenue still pays the minimum'],
  ])('a basis of %i sen computes %i and charges %i sen (minimum applied: %s): %s', (basis, computed, fee, applied, why) => {
    const result = managementFee(month(basis), withMinimum);
    expect(result, why).toMatchObject({ basisSen: basis, computedFeeSen: computed, feeSen: fee, minimumApplied: applied });
  });

  it('an empty month without a minimum charges nothing, and still shows the first band', () => {
    expect(managementFee(month(0), TIERED)).toEqual({
      basisSen: 0, computedFeeSen: 0, feeSen: 0, minimumApplied: false, byTier: [{ fromSen: 0, uptoSen: 1_000_000, rateBp: 2000, amountSen: 0, feeSen: 0 }],
    });
    expect(managementFee(month(0), { ...FLAT, minimumMonthlyFeeSen: 0 })).toMatchObject({ feeSen: 0, minimumApplied: false });
  });

  it('applies to tiered fees too, keeping the computed bands for the statement to show', () => {
    const result = managementFee(month(100_000), { ...TIERED, minimumMonthlyFeeSen: 30_000 });
    expect(result).toMatchObject({ computedFeeSen: 20_000, feeSen: 30_000, minimumApplied: true });
    expect(result.byTier.map((t) => t.feeSen)).toEqual([20_000]);
  });
});

describe('the package version in force for a month', () => {
  const versions = [
    { versionNumber: 3, effectiveMonth: '2026-01' },
    { versionNumber: 1, effectiveMonth: '2025-01' },
    { versionNumber: 2, effectiveMonth: '2025-06' },
  ];
  it.each([
    ['2024-12', null, 'before the first version: none'],
    ['2025-01', 1, 'the first version from its own month'],
    ['2025-05', 1, 'the month before the second version'],
    ['2025-06', 2, 'the second from its month'],
    ['2025-12', 2, 'the last month of the second'],
    ['2026-01', 3, 'the third from its month'],
    ['2030-07', 3, 'the latest, for ever after'],
  ])('in %s it is version %s: %s', (m, number, why) => {
    expect(versionInForce(versions, m)?.versionNumber ?? null, why).toBe(number);
  });

  it('prefers the higher version should two share a month, and refuses a month that is not YYYY-MM', () => {
    expect(versionInForce([...versions, { versionNumber: 4, effectiveMonth: '2026-01' }], '2026-02')?.versionNumber).toBe(4);
    expect(versionInForce([], '2026-02')).toBeNull();
    expect(() => versionInForce(versions, '2026-1')).toThrow(RangeError);
    expect(() => versionInForce(versions, '2026-13')).toThrow(RangeError);
  });
});
