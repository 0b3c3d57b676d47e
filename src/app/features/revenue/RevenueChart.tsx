import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatYearMonth } from '@shared/dates';
import type { RevenueReport } from '@shared/contracts/revenue';

export interface RevenueChartProps {
  totals: RevenueReport['totals'];
  /** Last year's room revenue of each month, in the same order. */
  lastYearSen: number[];
  language: string;
  /** Ringgit as the admin reads it, for the axis. */
  money(sen: number): string;
  labels: { thisYear: string; lastYear: string };
}

const HEIGHT = 200;

/** A colour of the theme (theme/variables.css): a canvas takes no CSS variable, so it is read when drawn. */
function themeColour(element: HTMLElement, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}

/**
 * The range's room revenue by month (bars) against the same months last year (a line). Drawn on a canvas by uPlot,
 * fetched with this component only once the figures are on screen; the rows below carry the same figures as text.
 */
export default function RevenueChart({ totals, lastYearSen, language, money, labels }: RevenueChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const months = totals.months.map((m) => m.month);
    const data: uPlot.AlignedData = [months.map((_, i) => i), totals.months.map((m) => m.roomRevenueSen), lastYearSen];
    const brand = themeColour(element, '--stayops-green');
    const gold = themeColour(element, '--stayops-gold-edge');
    const axis = themeColour(element, '--stayops-ink-soft');
    const grid = themeColour(element, '--stayops-line');
    const short = (i: number) => (months[i] ? formatYearMonth(months[i], language) : '');
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, months.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(max, 100) * 1.1] } },
        axes: [
          { values: (_u, ticks) => ticks.map((i) => (Number.isInteger(i) ? short(i) : '')), gap: 4, size: 36, stroke: axis, grid: { show: false } },
          { values: (_u, ticks) => ticks.map((sen) => money(sen)), size: 84, stroke: axis, grid: { stroke: grid } },
        ],
        series: [
          {},
          { label: labels.thisYear, fill: brand, stroke: brand, paths: uPlot.paths.bars?.({ size: [0.6, 48] }), points: { show: false } },
          { label: labels.lastYear, stroke: gold, width: 2, dash: [6, 4], points: { show: true, size: 6, fill: gold } },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [totals, lastYearSen, language, money, labels]);
  return <div ref={box} className="revenue-chart__canvas" />;
}
