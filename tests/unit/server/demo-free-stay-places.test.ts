import { describe, expect, it } from 'vitest';
import type { QuotaDay } from '@shared/contracts/free-stay';
import { addDays } from '@shared/dates';
import { approvableOn, approvablePlace, takenOn, type UnitNights } from '@server/cli/demo-free-stay-places';

// Ten nights, 1 to 10 December: check-in from the 1st, check-out by the 11th.
const window = { first: '2026-12-01', last: '2026-12-11' };
const nights = (checkIn: string, n: number) => ({ checkIn, checkOut: addDays(checkIn, n) });
/** Every night of the window with five places, but for the ones given. */
function quota(overrides: Record<string, Partial<QuotaDay>> = {}): Map<string, QuotaDay> {
  const days = new Map<string, QuotaDay>();
  for (let i = 0; i < 10; i++) {
    const date = addDays(window.first, i);
    days.set(date, { date, quota: 5, used: 0, pending: 0, overridden: false, ...overrides[date] });
  }
  return days;
}
const free: UnitNights = { stays: [], claims: [] };

describe('where a demo request can wait and be approved', () => {
  it('keeps the asked dates when the unit and every night are free', () => {
    expect(approvableOn(free, quota(), '2026-12-04', 3, window)).toBe('2026-12-04');
  });

  it('moves past a stay and another pending request on the unit', () => {
    const unit = { stays: [nights('2026-12-04', 2)], claims: [nights('2026-12-06', 2)] };
    expect(approvableOn(unit, quota(), '2026-12-04', 2, window)).toBe('2026-12-08');
  });

  it('moves past a closed night and a night the approved and pending requests fill', () => {
    const days = quota({ '2026-12-05': { quota: 0 }, '2026-12-06': { used: 3, pending: 2 } });
    expect(approvableOn(free, days, '2026-12-04', 2, window)).toBe('2026-12-07');
  });

  it('wraps round to the window’s first day', () => {
    const unit = { stays: [nights('2026-12-05', 6)], claims: [] };
    expect(approvableOn(unit, quota(), '2026-12-08', 2, window)).toBe('2026-12-01');
  });

  it('tries the next unit, then a night fewer, and gives up only when no night is free anywhere', () => {
    // Free only on the nights of the 3rd and the 8th: two nights fit nowhere, one night does.
    const gappy: UnitNights = { stays: [nights('2026-12-01', 2), nights('2026-12-04', 4), nights('2026-12-09', 2)], claims: [] };
    const full: UnitNights = { stays: [nights('2026-12-01', 10)], claims: [] };
    expect(approvablePlace([full, { stays: [], claims: [nights('2026-12-01', 5)] }], quota(), '2026-12-02', 2, window)).toEqual({ unitIndex: 1, checkIn: '2026-12-06', nights: 2 });
    expect(approvablePlace([full, gappy], quota(), '2026-12-05', 2, window)).toEqual({ unitIndex: 1, checkIn: '2026-12-08', nights: 1 });
    expect(approvablePlace([full, gappy], quota({ '2026-12-03': { quota: 0 }, '2026-12-08': { quota: 0 } }), '2026-12-05', 2, window)).toBeNull();
  });
});

describe('where a demo request waits on a booked unit on purpose', () => {
  it('finds the first dates from check-in on that overlap a stay, wrapping round', () => {
    const unit = { stays: [nights('2026-12-03', 2)], claims: [] };
    expect(takenOn(unit, '2026-12-01', 2, window)).toBe('2026-12-02');
    expect(takenOn(unit, '2026-12-07', 2, window)).toBe('2026-12-02');
    expect(takenOn(free, '2026-12-01', 2, window)).toBeNull();
  });
});
