import { describe, expect, it } from 'vitest';
import type { CalendarStay } from '@shared/contracts/reservations';
import { addDays } from '@shared/dates';
import {
  barSpan, daysBetween, isBookableUnit, isWeekend, monthDays, newStayPath, rowSegments, scrollLeftFor, stayPath,
} from '@app/features/reservations/calendar-grid';
import { stayDates } from '@app/features/reservations/calendar-format';
import { calendarPath } from '@app/shell/paths';

const stay = (id: string, checkIn: string, checkOut: string): CalendarStay => ({
  id, code: `R${id}`, checkIn, checkOut, status: 'confirmed', kind: 'guest', channel: 'direct', guestName: `Guest ${id}`,
});

describe('the calendar month', () => {
  it('has every day of the month, leap years and month ends included', () => {
    expect(monthDays('2026-12')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthDays('2026-12').days).toHaveLength(31);
    expect(monthDays('2028-02').days.at(-1)).toBe('2028-02-29');
    expect(monthDays('2026-02').days).toHaveLength(28);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('shades Saturday and Sunday only', () => {
    // 2026-12-05 is a Saturday.
    expect(['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'].map(isWeekend)).toEqual([false, true, true, false]);
  });
});

describe('a stay as a bar', () => {
  const december = monthDays('2026-12');
  const span = (checkIn: string, checkOut: string) => barSpan({ checkIn, checkOut }, december.from, december.days.length);

  it('covers its nights: check-out is exclusive', () => {
    expect(span('2026-12-03', '2026-12-05')).toEqual({ start: 2, span: 2, clippedStart: false, clippedEnd: false });
    expect(span('2026-12-31', '2027-01-01')).toEqual({ start: 30, span: 1, clippedStart: false, clippedEnd: false });
  });

  it('is clipped to the month and says so', () => {
    expect(span('2026-11-28', '2026-12-03')).toEqual({ start: 0, span: 2, clippedStart: true, clippedEnd: false });
    expect(span('2026-12-30', '2027-01-04')).toEqual({ start: 29, span: 2, clippedStart: false, clippedEnd: true });
    expect(span('2026-11-01', '2027-02-01')).toEqual({ start: 0, span: 31, clippedStart: true, clippedEnd: true });
  });

  it('is not drawn when it has no night in the month: leaving on the 1st holds nothing of it', () => {
    expect(span('2026-11-28', '2026-12-01')).toBeNull();
    expect(span('2027-01-01', '2027-01-03')).toBeNull();
  });
});

describe('a unit row', () => {
  const days = monthDays('2026-12').days.slice(0, 10);

  it('is free nights and bars, every night once, a same-day turnover side by side', () => {
    const segments = rowSegments([stay('b', '2026-12-05', '2026-12-07'), stay('a', '2026-11-30', '2026-12-03'), stay('c', '2026-12-07', '2026-12-08')], days);
    const shape = segments.map((s) => (s.kind === 'free' ? s.date.slice(8) : `${s.stay.id}@${s.index}+${s.span}`));
    expect(shape).toEqual(['a@0+2', '03', '04', 'b@4+2', 'c@6+1', '08', '09', '10']);
    const covered = segments.reduce((n, s) => n + (s.kind === 'free' ? 1 : s.span), 0);
    expect(covered).toBe(days.length);
  });

  it('never draws a night twice, should two stays ever overlap', () => {
    const segments = rowSegments([stay('a', '2026-12-02', '2026-12-05'), stay('b', '2026-12-04', '2026-12-06'), stay('c', '2026-12-03', '2026-12-04')], days);
    const shape = segments.map((s) => (s.kind === 'free' ? s.date.slice(8) : `${s.stay.id}@${s.index}+${s.span}`));
    expect(shape).toEqual(['01', 'a@1+3', 'b@4+1', '06', '07', '08', '09', '10']);
  });

  it('is all free without stays, and nothing without days', () => {
    expect(rowSegments([], days).every((s) => s.kind === 'free')).toBe(true);
    expect(rowSegments([stay('a', '2026-12-02', '2026-12-05')], [])).toEqual([]);
  });
});

describe('taps and words', () => {
  it('a free night opens the create page with the unit and the check-in; a stay its record', () => {
    expect(newStayPath('u-1', '2026-12-03')).toBe('/admin/reservation/new?unitId=u-1&checkIn=2026-12-03');
    expect(stayPath('abc')).toBe('/admin/reservation/abc');
  });

  it('a stay reads check-in to check-out in the language', () => {
    // ICU versions differ in the spaces around the dash.
    expect(stayDates('2026-12-03', '2026-12-05', 'en-GB')).toMatch(/^3\s?–\s?5 Dec$/);
    expect(stayDates('2026-11-28', '2026-12-02', 'en-GB')).toMatch(/^28 Nov\s?–\s?2 Dec$/);
  });
});

describe('opening on today', () => {
  const december = monthDays('2026-12').days;
  // A phone: 390 px wide, the 96 px unit column sticks at the left, 44 px a night.
  const left = (date: string, width = 390) => scrollLeftFor(december, date, width, 96, 44);

  it('scrolls today in view with the night before it beside the unit column, never past either end', () => {
    expect(left('2026-12-15')).toBe(13 * 44);
    // Today's column then sits one night in from the unit column, inside the 390 px.
    const x = 96 + 14 * 44 - left('2026-12-15');
    expect(x).toBeGreaterThanOrEqual(96);
    expect(x + 44).toBeLessThanOrEqual(390);
    expect(left('2026-12-01')).toBe(0);
    expect(left('2026-12-02')).toBe(0);
    // The month's end: as far as the grid goes (96 + 31 × 44 − 390), today still in view.
    expect(left('2026-12-31')).toBe(96 + 31 * 44 - 390);
    // Another month, or a screen wider than the month: from its start.
    expect(left('2027-01-05')).toBe(0);
    expect(left('2026-12-20', 2000)).toBe(0);
  });

  it('links a property (a unit, the listing summary) and a month, both optional', () => {
    expect(calendarPath()).toBe('/admin/reservation/calendar');
    expect(calendarPath('p-1')).toBe('/admin/reservation/calendar?property=p-1');
    expect(calendarPath('p-1', '2026-12')).toBe('/admin/reservation/calendar?property=p-1&month=2026-12');
  });

  it('offers free nights for booking only on an active unit, never one under maintenance or inactive', () => {
    expect(['active', 'maintenance', 'inactive'].map(isBookableUnit)).toEqual([true, false, false]);
  });
});
