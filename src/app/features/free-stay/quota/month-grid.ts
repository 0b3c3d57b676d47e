import type { QuotaDay, QuotaDays } from '@shared/contracts/free-stay';
import { FREE_STAY_MAX_DAILY_QUOTA } from '@shared/contracts/plain/free-stay';
import { addMonths } from '@shared/dates';

/** One square of the month: a date of the month, or an empty square before the 1st or after the last. */
export type GridCell = { date: string; day: number } | null;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** How many days `YYYY-MM` has (February of a leap year included). */
export function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The first and last dates of a month: the quota call's `from` and `to`. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${month}-${pad2(daysInMonth(month))}` };
}

/** 0 for Monday … 6 for Sunday: the week starts on Monday in Malaysia. */
export function mondayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The month as weeks of seven squares, Monday first; the first and last weeks are padded with empty squares. */
export function monthGrid(month: string): GridCell[][] {
  const cells: GridCell[] = Array.from({ length: mondayIndex(`${month}-01`) }, () => null);
  for (let day = 1; day <= daysInMonth(month); day++) cells.push({ date: `${month}-${pad2(day)}`, day });
  while (cells.length % 7) cells.push(null);
  const weeks: GridCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The seven weekday names, Monday first, short as the language writes them. */
export function weekdayNames(language: string): string[] {
  // 2024-01-01 was a Monday.
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** The month before or after, as the switcher moves. */
export function stepMonth(month: string, step: -1 | 1): string {
  return addMonths(month, step);
}

export type DayTone = 'full' | 'tight' | 'open' | 'closed';

/** How a day reads at a glance: no quota at all (a holiday given 0), used up, nearly so, or open. */
export function dayTone(day: Pick<QuotaDay, 'quota' | 'used'>): DayTone {
  if (day.quota === 0) return 'closed';
  const left = day.quota - day.used;
  if (left <= 0) return 'full';
  return left * 4 <= day.quota || left === 1 ? 'tight' : 'open';
}

/** What the sheet's field holds → the call's body: empty is back to the default (`null`), else a whole number. */
export function parseQuota(text: string): { quota: number | null } | { problem: 'whole' | 'negative' | 'tooLarge' } {
  const trimmed = text.trim();
  if (!trimmed) return { quota: null };
  if (!/^-?\d+$/.test(trimmed)) return { problem: 'whole' };
  const quota = Number(trimmed);
  if (quota < 0) return { problem: 'negative' };
  if (quota > FREE_STAY_MAX_DAILY_QUOTA) return { problem: 'tooLarge' };
  return { quota };
}

/** A month of quotas as the device keeps it: the quota call's answer and the month it is for. */
export interface QuotaMonth extends QuotaDays {
  month: string;
}

/** The month with one day's new answer in place (the copy on the device follows the server's answer). */
export function withDay(month: QuotaMonth, day: QuotaDay): QuotaMonth {
  return { ...month, days: month.days.map((d) => (d.date === day.date ? day : d)) };
}
