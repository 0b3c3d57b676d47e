import { sql } from 'drizzle-orm';
import { type RevenueFigures, type RevenueGroup, type RevenueReport, type RevenueReportByMonth, type RevenueRowByMonth } from '@shared/contracts/revenue';
import { monthsBetween } from '@shared/dates';
import { rowsOf, type Executor } from '@server/db/client';
import { figureTable, NO_FIGURES, RANGE, type Bucket, type FigureTable, type RawFigures } from './figures';

/** The same month a year earlier. */
const yearBefore = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;

function added(a: RawFigures, b: RawFigures): RawFigures {
  return {
    soldNights: a.soldNights + b.soldNights,
    freeNights: a.freeNights + b.freeNights,
    availableNights: a.availableNights === null || b.availableNights === null ? null : a.availableNights + b.availableNights,
    roomRevenueSen: a.roomRevenueSen + b.roomRevenueSen,
    retainedSen: a.retainedSen + b.retainedSen,
  };
}

/** The rates from the summed whole figures: the same rule for a month, a row and the totals. */
export function withRates(f: RawFigures): RevenueFigures {
  const available = f.availableNights;
  const sold = f.soldNights;
  return {
    ...f,
    occupancy: available ? (sold + f.freeNights) / available : null,
    adrSen: sold > 0 ? Math.round(f.roomRevenueSen / sold) : null,
    revparSen: available ? Math.round(f.roomRevenueSen / available) : null,
  };
}

const sum = (figures: RawFigures[], none: RawFigures) => figures.reduce(added, none);
const noneFor = (group: RevenueGroup): RawFigures => ({ ...NO_FIGURES, availableNights: group === 'channel' ? null : 0 });

interface Label {
  label: string;
  propertyName: string | null;
}

/** What each key is called: a property's or room type's name, a unit's number, an owner's name; a channel is its code. */
async function labels(db: Executor, group: RevenueGroup, keys: string[]): Promise<Map<string, Label>> {
  if (group === 'channel' || keys.length === 0) return new Map(keys.map((k) => [k, { label: k, propertyName: null }]));
  const ids = sql.join(keys.map((k) => sql`${k}::uuid`), sql`, `);
  const query = {
    property: sql`SELECT id::text AS key, name AS label, NULL AS property_name FROM properties WHERE id IN (${ids})`,
    unit: sql`SELECT u.id::text AS key, u.unit_number AS label, p.name AS property_name FROM units u JOIN properties p ON p.id = u.property_id WHERE u.id IN (${ids})`,
    roomType: sql`SELECT rt.id::text AS key, rt.name AS label, p.name AS property_name FROM room_types rt JOIN properties p ON p.id = rt.property_id WHERE rt.id IN (${ids})`,
    owner: sql`SELECT id::text AS key, name AS label, NULL AS property_name FROM accounts WHERE id IN (${ids})`,
  }[group];
  const rows = rowsOf<{ key: string; label: string; property_name: string | null }>(await db.execute(query));
  return new Map(rows.map((r) => [r.key, { label: r.label, propertyName: r.property_name }]));
}

type RevenueQuery = { from: string; to: string; groupBy: RevenueGroup; propertyId?: string };

/** This year's and last year's tables of one grouping, by month or for the whole range. */
async function tables(db: Executor, q: RevenueQuery, group: RevenueGroup | 'all', bucket: Bucket): Promise<[FigureTable, FigureTable]> {
  return Promise.all([
    figureTable(db, q.from, q.to, group, q.propertyId, bucket),
    figureTable(db, yearBefore(q.from), yearBefore(q.to), group, q.propertyId, bucket),
  ]);
}

/**
 * The report's rows and totals. A row is each key of either year, with its range's figures (and its months when
 * `byMonth` holds them); the totals come from every stay at once, month by month. Rows come biggest earner first; a
 * group with nothing this year nor last is left out, except a property, unit or room type, whose empty nights are the
 * point.
 */
async function report(db: Executor, q: RevenueQuery, byMonth: boolean): Promise<RevenueReportByMonth> {
  const months = monthsBetween(q.from, q.to);
  const none = noneFor(q.groupBy);
  // For the whole range the totals' months come with the rows, under the key null (figureTable), except by owner,
  // where the key null is the nights no owner held.
  const totalsApart = byMonth || q.groupBy === 'owner';
  const [[now, before], [allNow, allBefore]] = await Promise.all([
    tables(db, q, q.groupBy, byMonth ? 'month' : 'range'),
    totalsApart ? tables(db, q, 'all', 'month') : null,
  ]).then(([rows, totals]) => [rows, totals ?? rows] as const);
  const at = (table: FigureTable, key: string | null, period: string) => table.get(key)?.get(period) ?? none;
  const ranged = (table: FigureTable, key: string | null, range: string[]) =>
    byMonth ? sum(range.map((month) => at(table, key, month)), none) : at(table, key, RANGE);
  const keys = [...new Set([...now.keys(), ...before.keys()])].filter((key) => totalsApart || key !== null);
  const named = await labels(db, q.groupBy, keys.filter((k): k is string => k !== null));
  const rows: RevenueRowByMonth[] = keys.map((key) => {
    const label = key === null ? { label: '', propertyName: null } : (named.get(key) ?? { label: key, propertyName: null });
    return {
      key,
      ...label,
      months: byMonth ? months.map((month) => ({ month, ...withRates(at(now, key, month)) })) : [],
      total: withRates(ranged(now, key, months)),
      lastYear: withRates(ranged(before, key, months.map(yearBefore))),
    };
  });
  rows.sort((a, b) => b.total.roomRevenueSen - a.total.roomRevenueSen || Number(a.key === null) - Number(b.key === null) || a.label.localeCompare(b.label));
  // A channel has no rooms of its own, so neither have the channels together: no availability, occupancy or RevPAR.
  const whole = (f: RawFigures): RawFigures => (q.groupBy === 'channel' ? { ...f, availableNights: null } : f);
  const monthTotals = months.map((month) => whole(allNow.get(null)?.get(month) ?? NO_FIGURES));
  const lastYearTotals = months.map((month) => whole(allBefore.get(null)?.get(yearBefore(month)) ?? NO_FIGURES));
  return {
    from: q.from,
    to: q.to,
    groupBy: q.groupBy,
    months,
    rows,
    totals: {
      months: months.map((month, i) => ({ month, ...withRates(monthTotals[i]) })),
      total: withRates(sum(monthTotals, none)),
      lastYear: withRates(sum(lastYearTotals, none)),
      lastYearMonths: months.map((month, i) => ({ month: yearBefore(month), ...withRates(lastYearTotals[i]) })),
    },
  };
}

/**
 * Revenue of a range of months by one grouping, with the same months a year earlier (DESIGN.md §6 Revenue): each row
 * its range's figures, the totals month by month. At 2,400 units a row's twelve months were 6 MB of figures to build
 * and send; they are the spreadsheet's (revenueReportByMonth).
 */
export async function revenueReport(db: Executor, q: RevenueQuery): Promise<RevenueReport> {
  const { rows, ...rest } = await report(db, q, false);
  return { ...rest, rows: rows.map(({ months: _months, ...row }) => row) };
}

/** The same report with each row's months, for the spreadsheet. */
export const revenueReportByMonth = (db: Executor, q: RevenueQuery): Promise<RevenueReportByMonth> => report(db, q, true);
