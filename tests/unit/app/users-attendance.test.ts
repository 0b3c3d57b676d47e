import { describe, expect, it } from 'vitest';
import { formatDayLabel } from '@shared/dates';
import { daysInRange, formatMinutes, presetRange, rangeProblem } from '@app/features/users/riders/attendance';

describe('rider attendance', () => {
  it('last month is the whole calendar month before today', () => {
    expect(presetRange('lastMonth', '2026-11-21')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(presetRange('lastMonth', '2026-01-05')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(presetRange('lastMonth', '2026-03-01')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });

  it('today is that one day; this week runs Monday to today; last week is the whole Monday to Sunday before', () => {
    // Wednesday 18 November 2026.
    expect(presetRange('today', '2026-11-18')).toEqual({ start: '2026-11-18', end: '2026-11-18' });
    expect(presetRange('thisWeek', '2026-11-18')).toEqual({ start: '2026-11-16', end: '2026-11-18' });
    expect(presetRange('lastWeek', '2026-11-18')).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    // A Monday is the first day of its own week; a Sunday the last.
    expect(presetRange('thisWeek', '2026-11-16')).toEqual({ start: '2026-11-16', end: '2026-11-16' });
    expect(presetRange('thisWeek', '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(presetRange('lastWeek', '2026-11-22')).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    // Across a month and a year, and over a leap day.
    expect(presetRange('thisWeek', '2026-01-01')).toEqual({ start: '2025-12-29', end: '2026-01-01' });
    expect(presetRange('lastWeek', '2026-01-01')).toEqual({ start: '2025-12-22', end: '2025-12-28' });
    expect(presetRange('lastWeek', '2028-03-02')).toEqual({ start: '2028-02-21', end: '2028-02-27' });
    expect(presetRange('thisWeek', '2028-03-02')).toEqual({ start: '2028-02-28', end: '2028-03-02' });
    for (const today of ['2026-11-16', '2026-11-18', '2026-11-22']) expect(daysInRange(presetRange('lastWeek', today))).toBe(7);
  });

  it('this month runs from the first to today', () => {
    expect(presetRange('thisMonth', '2026-11-21')).toEqual({ start: '2026-11-01', end: '2026-11-21' });
    expect(presetRange('thisMonth', '2026-11-01')).toEqual({ start: '2026-11-01', end: '2026-11-01' });
  });

  it('a custom range needs both dates in order and at most 366 days', () => {
    expect(rangeProblem({ start: '2026-10-01', end: '2026-10-31' })).toBeNull();
    expect(rangeProblem({ start: '', end: '2026-10-31' })).toBe('missing');
    expect(rangeProblem({ start: '2026-11-01', end: '2026-10-31' })).toBe('order');
    expect(rangeProblem({ start: '2025-01-01', end: '2026-01-01' })).toBeNull();
    expect(daysInRange({ start: '2025-01-01', end: '2026-01-01' })).toBe(366);
    expect(rangeProblem({ start: '2025-01-01', end: '2026-01-02' })).toBe('tooLong');
    expect(daysInRange({ start: '2026-10-01', end: '2026-10-31' })).toBe(31);
  });

  it('writes durations as hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0m');
    expect(formatMinutes(45)).toBe('45m');
    expect(formatMinutes(60)).toBe('1h 00m');
    expect(formatMinutes(425)).toBe('7h 05m');
    expect(formatMinutes(14_147)).toBe('235h 47m');
    expect(formatMinutes(-5)).toBe('0m');
  });

  it('labels a calendar date with its weekday, day first, in each language, whatever the device zone', () => {
    expect(formatDayLabel('2026-10-01', 'en-US')).toBe('Thu 01 Oct');
    expect(formatDayLabel('2026-10-01', 'zh-CN')).toContain('10月01日');
    expect(formatDayLabel('2026-10-01', 'zh-CN')).toContain('周四');
    expect(formatDayLabel('2026-10-01', 'ms-MY')).toMatch(/Kha/);
  });
});
