import { describe, expect, it } from 'vitest';
import type { RiderDay } from '@shared/contracts/users';
import { dayFromSearch, filterRiders, isCalendarDate, isLatestDay, stepDay } from '@app/features/users/riders/day-attendance';

const rider = (accountNumber: string, clockIn: string | null): RiderDay => ({
  id: accountNumber,
  accountNumber,
  name: accountNumber,
  phone: null,
  status: clockIn ? 'present' : 'absent',
  clockIn,
  clockOut: null,
  minutesWorked: 0,
  minutesLate: 0,
});

describe('all riders on one day', () => {
  it('opens the day named in the link, or today', () => {
    expect(dayFromSearch('?date=2026-11-02', '2026-11-23')).toBe('2026-11-02');
    expect(dayFromSearch('', '2026-11-23')).toBe('2026-11-23');
    expect(dayFromSearch('?date=2026-02-30', '2026-11-23')).toBe('2026-11-23');
    expect(dayFromSearch('?date=yesterday', '2026-11-23')).toBe('2026-11-23');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
  });

  it('steps a day back or forward, across months, never past today', () => {
    expect(stepDay('2026-11-01', -1, '2026-11-23')).toBe('2026-10-31');
    expect(stepDay('2026-12-31', 1, '2027-01-05')).toBe('2027-01-01');
    expect(stepDay('2026-11-23', 1, '2026-11-23')).toBe('2026-11-23');
  });

  it('filters riders who clocked in and those who did not', () => {
    const riders = [rider('a', '2026-11-23T01:00:00Z'), rider('b', null), rider('c', '2026-11-23T02:00:00Z')];
    expect(filterRiders(riders, 'all').map((r) => r.accountNumber)).toEqual(['a', 'b', 'c']);
    expect(filterRiders(riders, 'in').map((r) => r.accountNumber)).toEqual(['a', 'c']);
    expect(filterRiders(riders, 'notIn').map((r) => r.accountNumber)).toEqual(['b']);
  });

  it('offers Next day only before today, and the page says why it is not offered on today', () => {
    expect(isLatestDay('2026-11-22', '2026-11-23')).toBe(false);
    expect(isLatestDay('2026-11-23', '2026-11-23')).toBe(true);
  });
});
