import type { DashboardFigures } from '@shared/contracts/dashboard';

const WIDTH = 300;
const HEIGHT = 64;

/** Running totals of a month's days: the line rises by each day's sen. */
function runningTotals(values: readonly number[]): number[] {
  let sum = 0;
  return values.map((v) => (sum += v));
}

function pathOf(totals: readonly number[], top: number, days: number): string {
  const step = days > 1 ? WIDTH / (days - 1) : 0;
  return totals.map((v, i) => `${i ? 'L' : 'M'}${(i * step).toFixed(1)},${(HEIGHT - (top ? (v / top) * HEIGHT : 0)).toFixed(1)}`).join(' ');
}

/**
 * This month's revenue to date against the same days of last month, as two running totals. Drawn, not charted by a
 * library: two lines need no more, and the first screen loads nothing for them. The figures beside it carry the
 * numbers, so the drawing itself is hidden from screen readers.
 */
export function RevenueChart({ days }: { days: NonNullable<DashboardFigures['revenue']>['days'] }) {
  const thisMonth = runningTotals(days.map((d) => d.thisMonthSen));
  const lastMonth = runningTotals(days.map((d) => d.lastMonthSen));
  const top = Math.max(thisMonth.at(-1) ?? 0, lastMonth.at(-1) ?? 0);
  return (
    <svg className="figure-chart" viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path className="figure-chart__last" d={pathOf(lastMonth, top, days.length)} />
      <path className="figure-chart__this" d={pathOf(thisMonth, top, days.length)} />
    </svg>
  );
}
