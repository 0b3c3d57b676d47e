import type { RevenueFigures, RevenueReportByMonth } from '@shared/contracts/revenue';
import { ringgit, toCsv } from '@server/core/csv';

export const REVENUE_EXPORT_HEADER = [
  'Group', 'Property', 'Month', 'Nights sold', 'Free and owner nights', 'Available nights', 'Occupancy (%)',
  'ADR (RM)', 'RevPAR (RM)', 'Room revenue (RM)', 'Kept from cancellations (RM)', 'Room revenue a year earlier (RM)',
] as const;

/** The channels as a spreadsheet reader knows them; the app says them in the admin's language. */
const CHANNEL_NAMES: Record<string, string> = {
  direct: 'Direct', airbnb: 'Airbnb', booking: 'Booking.com', agoda: 'Agoda', expedia: 'Expedia', walk_in: 'Walk-in', other: 'Other',
};

const percent = (ratio: number | null) => (ratio === null ? null : (Math.round(ratio * 10_000) / 100).toFixed(2));
const money = (sen: number | null) => (sen === null ? null : ringgit(sen));

function line(group: string, property: string | null, month: string, f: RevenueFigures, lastYearSen: number | null): (string | null)[] {
  return [
    group, property, month, String(f.soldNights), String(f.freeNights), f.availableNights === null ? null : String(f.availableNights),
    percent(f.occupancy), money(f.adrSen), money(f.revparSen), ringgit(f.roomRevenueSen), ringgit(f.retainedSen), money(lastYearSen),
  ];
}

/**
 * The report as a spreadsheet: a line per group and month, the group's line for the whole range ("All"), then the
 * same for every group together ("Total"). Nights without an owner are "No owner".
 */
export function revenueCsv(report: RevenueReportByMonth): string {
  const range = `${report.from} to ${report.to}`;
  const lines = report.rows.flatMap((row) => {
    const name = row.key === null ? 'No owner' : report.groupBy === 'channel' ? (CHANNEL_NAMES[row.key] ?? row.key) : row.label;
    return [...row.months.map((m) => line(name, row.propertyName, m.month, m, null)), line(name, row.propertyName, range, row.total, row.lastYear.roomRevenueSen)];
  });
  const totals = report.totals;
  lines.push(...totals.months.map((m) => line('Total', null, m.month, m, null)), line('Total', null, range, totals.total, totals.lastYear.roomRevenueSen));
  return toCsv(REVENUE_EXPORT_HEADER, lines);
}
