import { MAX_ATTENDANCE_DAYS } from '@shared/contracts/users';
import { addDays } from '@shared/dates';

export type RangePreset = 'today' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth' | 'custom';

/** In the order the picker shows them. */
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'];

/** What a rider's attendance opens on. */
export const DEFAULT_RANGE_PRESET = 'thisWeek' satisfies Exclude<RangePreset, 'custom'>;

export interface DateRange {
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const DAY_MS = 86_400_000;

/** The Monday of the week a date falls in (weeks start on Monday, as in Malaysia). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The dates of a preset, from today's date in Kuala Lumpur (`YYYY-MM-DD`). Today is that one day;
 * this week runs from Monday to today; last week is the whole Monday-to-Sunday before; this month
 * ends today; last month is the whole calendar month before.
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DateRange {
  if (preset === 'today') return { start: today, end: today };
  if (preset === 'thisWeek') return { start: mondayOf(today), end: today };
  if (preset === 'lastWeek') {
    const start = addDays(mondayOf(today), -7);
    return { start, end: addDays(start, 6) };
  }
  const [year, month] = today.split('-').map(Number);
  if (preset === 'thisMonth') return { start: `${year}-${pad(month)}-01`, end: today };
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  return { start: `${y}-${pad(m)}-01`, end: `${y}-${pad(m)}-${pad(lastDayOfMonth(y, m))}` };
}

export function daysInRange(range: DateRange): number {
  return Math.round((Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / DAY_MS) + 1;
}

export type RangeProblem = 'missing' | 'order' | 'tooLong' | null;

/** What is wrong with a custom range before it is sent (the server checks the same). */
export function rangeProblem(range: DateRange): RangeProblem {
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
  if (!valid(range.start) || !valid(range.end)) return 'missing';
  if (range.start > range.end) return 'order';
  if (daysInRange(range) > MAX_ATTENDANCE_DAYS) return 'tooLong';
  return null;
}

/** `7h 05m`; under an hour `45m`. */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m}m`;
  return `${Math.floor(m / 60)}h ${pad(m % 60)}m`;
}
