import type { CalendarStay } from '@shared/contracts/reservations';
import { addDays } from '@shared/dates';

/**
 * The calendar's date and grid maths, kept pure so it is tested without a browser. Dates are `YYYY-MM-DD`
 * business dates (Kuala Lumpur), handled as UTC midnights: no time zone or daylight saving can shift a day.
 */

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** The first and last day of a `YYYY-MM` month and every day in it: the calendar call's `from` and `to`. */
export interface MonthDays {
  month: string;
  from: string;
  to: string;
  days: string[];
}

export function monthDays(month: string): MonthDays {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const from = `${month}-01`;
  const days = Array.from({ length: count }, (_, i) => addDays(from, i));
  return { month, from, to: days[days.length - 1]!, days };
}

/** Saturday and Sunday: shaded, since they book differently. */
export function isWeekend(date: string): boolean {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The columns a stay covers in a month: its nights `[checkIn, checkOut)` (check-out exclusive: the guest leaving
 * on the 13th does not hold the 13th), clipped to the month. `start` is the first column, `span` how many;
 * `clippedStart`/`clippedEnd` say the stay goes on before or after what is shown. Null when it has no night here.
 */
export interface BarSpan {
  start: number;
  span: number;
  clippedStart: boolean;
  clippedEnd: boolean;
}

export function barSpan(stay: Pick<CalendarStay, 'checkIn' | 'checkOut'>, from: string, dayCount: number): BarSpan | null {
  const first = daysBetween(from, stay.checkIn);
  // The last night is the day before check-out.
  const last = daysBetween(from, stay.checkOut) - 1;
  const start = Math.max(first, 0);
  const end = Math.min(last, dayCount - 1);
  if (end < start) return null;
  return { start, span: end - start + 1, clippedStart: first < 0, clippedEnd: last > dayCount - 1 };
}

/** One cell of a unit's row: a free night (tap to book) or a stay's bar over its nights. */
export type RowSegment =
  | { kind: 'free'; index: number; date: string }
  | { kind: 'stay'; index: number; span: number; stay: CalendarStay; clippedStart: boolean; clippedEnd: boolean };

/**
 * A unit's row, left to right: each night is either free or under exactly one bar. Blocking stays never overlap
 * (the database refuses it); should two ever arrive overlapping, the later one is drawn from where the earlier
 * ends, so no night is drawn twice and the row keeps its width.
 */
export function rowSegments(stays: readonly CalendarStay[], days: readonly string[]): RowSegment[] {
  const from = days[0];
  if (!from) return [];
  const spans = stays
    .flatMap((stay) => {
      const span = barSpan(stay, from, days.length);
      return span ? [{ stay, ...span }] : [];
    })
    .sort((a, b) => a.start - b.start);
  const segments: RowSegment[] = [];
  let next = 0;
  for (const bar of spans) {
    const start = Math.max(bar.start, next);
    const end = bar.start + bar.span;
    if (end <= start) continue;
    for (; next < start; next++) segments.push({ kind: 'free', index: next, date: days[next]! });
    segments.push({ kind: 'stay', index: start, span: end - start, stay: bar.stay, clippedStart: bar.clippedStart || start > bar.start, clippedEnd: bar.clippedEnd });
    next = end;
  }
  for (; next < days.length; next++) segments.push({ kind: 'free', index: next, date: days[next]! });
  return segments;
}

/** Where a tap on a free night goes: the create page reads the unit and the check-in. */
export function newStayPath(unitId: string, checkIn: string): string {
  return `/admin/reservation/new?${new URLSearchParams({ unitId, checkIn }).toString()}`;
}

export function stayPath(id: string): string {
  return `/admin/reservation/${encodeURIComponent(id)}`;
}

/**
 * Where the grid scrolls sideways so `date`'s column is in view on the first screen: one night before it shows
 * beside the unit column that stays at the left, never past either end. 0 when the date is not in the month.
 */
export function scrollLeftFor(days: readonly string[], date: string, viewportWidth: number, unitPx: number, cellPx: number): number {
  const index = days.indexOf(date);
  if (index < 0) return 0;
  const widest = Math.max(0, unitPx + days.length * cellPx - viewportWidth);
  return Math.min(Math.max(0, (index - 1) * cellPx), widest);
}

/** A free night is offered for booking only on an active unit: one under maintenance or inactive takes no stay. */
export function isBookableUnit(status: string): boolean {
  return status === 'active';
}

/**
 * The virtual list's `observeElementRect` without its first synchronous read: the scroller's size
 * comes from the resize observer, which reports after the browser's own layout, so the first draw
 * forces no layout of its own (issue 25). Where there is no ResizeObserver the size is read once.
 */
export function observeRectAfterLayout(
  instance: { scrollElement: Element | null },
  cb: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const report = () => cb({ width: Math.round(element.clientWidth), height: Math.round(element.clientHeight) });
  if (typeof ResizeObserver === 'undefined') {
    report();
    return undefined;
  }
  const observer = new ResizeObserver(report);
  observer.observe(element);
  return () => observer.disconnect();
}

/** A run of columns (nights) or rows (units), first to last inclusive. */
export interface Span {
  first: number;
  last: number;
}

/**
 * The nights in view when the grid is scrolled `scrollLeft` across a `viewportWidth` scroller (the unit
 * column pinned at the left covers its first `unitPx`), one either side to spare; empty months give none.
 */
export function columnsInView(scrollLeft: number, viewportWidth: number, count: number, unitPx: number, cellPx: number): Span {
  const first = Math.floor(scrollLeft / cellPx) - 1;
  const last = Math.floor((scrollLeft + Math.max(viewportWidth - unitPx, cellPx) - 1) / cellPx) + 1;
  return { first: Math.max(0, Math.min(first, count - 1)), last: Math.max(0, Math.min(last, count - 1)) };
}

/** The units in view when scrolled `scrollTop` down a `height` scroller under its `headPx` head row, `overscan` either side. */
export function rowsInView(scrollTop: number, height: number, count: number, rowPx: number, headPx: number, overscan: number): Span {
  if (count === 0) return { first: 0, last: -1 };
  const first = Math.floor(scrollTop / rowPx) - overscan;
  const last = Math.floor((scrollTop + Math.max(height - headPx, rowPx) - 1) / rowPx) + overscan;
  return { first: Math.max(0, first), last: Math.min(count - 1, last) };
}

/** Both runs and what lies between: a scroll never takes away what was already drawn. */
export function coverSpans(a: Span, b: Span): Span {
  return { first: Math.min(a.first, b.first), last: Math.max(a.last, b.last) };
}

/** `step` more on each side, up to `count`: the rest of the month drawn a few nights at a time after the first paint. */
export function widenSpan(span: Span, count: number, step: number): Span {
  return { first: Math.max(0, span.first - step), last: Math.min(count - 1, span.last + step) };
}

export function sameSpan(a: Span, b: Span): boolean {
  return a.first === b.first && a.last === b.last;
}

/** The segments of a row with a night inside `columns`: a bar half in view is drawn whole. */
export function segmentsIn(segments: readonly RowSegment[], columns: Span): RowSegment[] {
  return segments.filter((s) => {
    const end = s.kind === 'stay' ? s.index + s.span - 1 : s.index;
    return end >= columns.first && s.index <= columns.last;
  });
}
