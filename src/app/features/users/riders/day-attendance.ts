import type { RiderDay } from '@shared/contracts/users';
import { addDays } from '@shared/dates';

export type DayFilter = 'all' | 'in' | 'notIn';
export const DAY_FILTERS: readonly DayFilter[] = ['all', 'in', 'notIn'];

/** A `YYYY-MM-DD` that is a real calendar date. */
export function isCalendarDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(value);
}

/** The day opened from `?date=`, or today when the link names none (or nonsense). */
export function dayFromSearch(search: string, today: string): string {
  const asked = new URLSearchParams(search).get('date');
  return isCalendarDate(asked) ? asked : today;
}

/** The day before or after, never past today. */
export function stepDay(date: string, by: -1 | 1, today: string): string {
  const next = addDays(date, by);
  return next > today ? today : next;
}

/** Whether Next day is offered: not from today on (no later day has attendance); the page then says why. */
export function isLatestDay(date: string, today: string): boolean {
  return date >= today;
}

/** Who clocked in, who did not, or everyone. */
export function filterRiders(riders: readonly RiderDay[], filter: DayFilter): RiderDay[] {
  if (filter === 'in') return riders.filter((r) => r.clockIn !== null);
  if (filter === 'notIn') return riders.filter((r) => r.clockIn === null);
  return [...riders];
}
