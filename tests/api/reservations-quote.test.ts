import { describe, expect, it } from 'vitest';
import { newReservation, nightsBetween, quoteRequest, STATUS_TRANSITIONS, isBlockingStatus, RESERVATION_STATUSES } from '@shared/contracts/reservations';
import { owesTourismTax, priceStay, type QuoteInputs } from '@server/modules/reservations/quote';

/** The price arithmetic on its own (no database): SST by the rate given, tourism tax by nationality and collector. */
const base: QuoteInputs = {
  nights: 3, nightlyRateSen: 18_000, cleaningFeeSen: 5_000, sstRateBp: 800, tourismTaxPerNightSen: 1_000,
  guestNationality: 'MY', guestPermanentResident: false, tourismTaxCollectedBy: 'operator',
};

describe('priceStay', () => {
  it.each([
    // what, inputs over `base`, then: room revenue, SST, tourism tax owed, charged by the operator, total
    ['8% SST (from 1 Mar 2024), a Malaysian', {}, 54_000, 4_720, 0, 0, 63_720],
    ['6% SST (before 1 Mar 2024)', { sstRateBp: 600 }, 54_000, 3_540, 0, 0, 62_540],
    ['a foreign guest pays RM10 a night', { guestNationality: 'SG' }, 54_000, 4_720, 3_000, 3_000, 66_720],
    ['a permanent resident is exempt', { guestNationality: 'ID', guestPermanentResident: true }, 54_000, 4_720, 0, 0, 63_720],
    ['lower-case MY is Malaysian too', { guestNationality: 'my' }, 54_000, 4_720, 0, 0, 63_720],
    ['unknown nationality is not charged', { guestNationality: null }, 54_000, 4_720, 0, 0, 63_720],
    ['the channel collected it: owed, not charged again', { guestNationality: 'GB', tourismTaxCollectedBy: 'channel' }, 54_000, 4_720, 3_000, 0, 63_720],
    ['one night, no cleaning fee', { nights: 1, cleaningFeeSen: 0, guestNationality: 'CN' }, 18_000, 1_440, 1_000, 1_000, 20_440],
    ['SST of exactly half a sen rounds up (25 × 6% = 1.5)', { nights: 1, nightlyRateSen: 25, cleaningFeeSen: 0, sstRateBp: 600 }, 25, 2, 0, 0, 27],
    ['SST under half a sen rounds down (24 × 6% = 1.44)', { nights: 1, nightlyRateSen: 24, cleaningFeeSen: 0, sstRateBp: 600 }, 24, 1, 0, 0, 25],
    ['no SST at 0 bp, a free night', { sstRateBp: 0, nightlyRateSen: 0, cleaningFeeSen: 0 }, 0, 0, 0, 0, 0],
    ['a long foreign stay', { nights: 30, guestNationality: 'AU' }, 540_000, 43_600, 30_000, 30_000, 618_600],
  ] as const)('%s', (_what, over, room, sst, tax, charged, total) => {
    const q = priceStay({ ...base, ...over });
    expect([q.roomRevenueSen, q.sstSen, q.tourismTaxSen, q.tourismTaxChargedSen, q.totalSen]).toEqual([room, sst, tax, charged, total]);
    expect(q.totalSen).toBe(q.roomRevenueSen + q.cleaningFeeSen + q.sstSen + q.tourismTaxChargedSen);
  });

  it.each([
    ['MY', false, false], ['SG', false, true], ['SG', true, false], [null, false, false], ['US', false, true],
  ] as const)('owesTourismTax(%s, PR %s) is %s', (nationality, pr, owes) => {
    expect(owesTourismTax(nationality, pr)).toBe(owes);
  });
});

describe('the contract\'s date rules', () => {
  it('counts nights with check-out exclusive, across months and a leap day', () => {
    expect(nightsBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('refuses check-out on or before check-in and stays over 366 nights, on the checkOut field', () => {
    const body = (checkIn: string, checkOut: string) => ({ unitId: '00000000-0000-4000-8000-000000000000', checkIn, checkOut, guestName: 'A' });
    for (const [inDay, outDay, ok] of [['2026-01-02', '2026-01-02', false], ['2026-01-02', '2026-01-01', false], ['2026-01-01', '2027-01-02', true], ['2026-01-01', '2027-01-03', false]] as const) {
      const parsed = newReservation.safeParse(body(inDay, outDay));
      expect(parsed.success, `${inDay} → ${outDay}`).toBe(ok);
      if (!parsed.success) expect(parsed.error.issues.map((i) => i.path.join('.'))).toEqual(['checkOut']);
    }
    expect(quoteRequest.safeParse({ unitId: '00000000-0000-4000-8000-000000000000', checkIn: '2026-01-01', checkOut: '2026-01-03' }).success).toBe(true);
  });

  it('lets a stay end only in checked_out, cancelled, no_show or declined, never out of them', () => {
    for (const status of RESERVATION_STATUSES) {
      const final = STATUS_TRANSITIONS[status].length === 0;
      expect(final, status).toBe(['checked_out', 'cancelled', 'no_show', 'declined'].includes(status));
    }
    expect(RESERVATION_STATUSES.filter((s) => !isBlockingStatus(s))).toEqual(['inquiry', 'cancelled', 'no_show', 'declined']);
  });
});
