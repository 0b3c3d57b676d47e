import { count, desc, isNotNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { reservations } from '@server/db/schema';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { seedDemoReservations } from '@server/cli/seed-reservations';
import { calendarRows, reservationPage } from '@server/modules/reservations/repo';
import { figureTable } from '@server/modules/revenue/figures';
import { addMonths, toApiDate, toApiMonth } from '@shared/dates';
import type { Scenario } from './list-latency';

/** Twelve demo properties of about 200 units each: the calendar's budgeted property (DESIGN.md §10). */
export const BENCH_STAY_UNITS = 2_400;
const DAY = 86_400_000;

/** `rows` stays spread over the units of a 2,400-unit demo portfolio (the demo seed's own generator, its window widened to fit). */
async function seedStays(db: Database['db'], rows: number): Promise<void> {
  await seedDemoPortfolio(db, BENCH_STAY_UNITS);
  await seedDemoReservations(db, { count: rows });
}

let chosen: { db: Database['db']; id: string } | null = null;
/**
 * The property with the most stays: the seed fills units in order until it has made `rows` stays, so the first by name
 * may have none at all (at a million, Bangsar Loft Residences had 0 of them and the figures read an empty page).
 */
async function busiestProperty(db: Database['db']): Promise<string> {
  if (chosen?.db === db) return chosen.id;
  const [row] = await db
    .select({ id: reservations.propertyId })
    .from(reservations)
    .where(isNotNull(reservations.propertyId))
    .groupBy(reservations.propertyId)
    .orderBy(desc(count()))
    .limit(1);
  if (!row?.id) throw new Error('no stay was seeded');
  chosen = { db, id: row.id };
  return row.id;
}

const listPage = (propertyId: string) => ({
  filter: { propertyId },
  sort: { checkIn: 'desc' as const },
  pagination: { limit: 20, currentPage: 2 },
});

/** Issue 11's list figure: the busiest property's stays, newest check-in first, the second page of 20. */
export const RESERVATION_LIST: Scenario = {
  seed: seedStays,
  seedKey: 'stays',
  path: '/api/reservations/aggregation',
  params: async (db) => listPage(await busiestProperty(db)),
  // The same page and count (with unit, property and payments of each stay) without HTTP, the session check or JSON.
  bare: async (db) => {
    const q = listPage(await busiestProperty(db));
    await reservationPage(db, { filter: q.filter, sort: [{ field: 'checkIn', order: 'desc' }], limit: 20, offset: 20 }, null);
  },
};

/** This month as the calendar opens it: today and the 30 days after. */
function window(): { from: string; to: string } {
  const now = Date.now();
  return { from: toApiDate(new Date(now)), to: toApiDate(new Date(now + 30 * DAY)) };
}

/** Issue 11's calendar figure: a property of about 200 units for 31 days, its blocking stays. */
export const RESERVATION_CALENDAR: Scenario = {
  seed: seedStays,
  seedKey: 'stays',
  path: '/api/reservations/calendar',
  search: async (db) => new URLSearchParams({ propertyId: await busiestProperty(db), ...window() }).toString(),
  answered: (body) => Array.isArray((body as { units?: unknown }).units),
  bare: async (db) => {
    const { from, to } = window();
    await calendarRows(db, await busiestProperty(db), from, to, null);
  },
};

/** The last twelve months, this one included, as the revenue screen's longest range opens. */
function twelveMonths(): { from: string; to: string } {
  const to = toApiMonth(new Date());
  return { from: addMonths(to, -11), to };
}

/** Issue 27's revenue figure: twelve months grouped by unit over every property, each stay split night by night. */
export const REVENUE_BY_UNIT: Scenario = {
  seed: seedStays,
  seedKey: 'stays',
  path: '/api/revenue',
  search: async () => new URLSearchParams({ ...twelveMonths(), groupBy: 'unit' }).toString(),
  answered: (body) => Array.isArray((body as { rows?: unknown }).rows),
  // This year's figures of each unit over the range, without the months' totals, last year's, the names, HTTP or JSON.
  bare: async (db) => {
    const { from, to } = twelveMonths();
    await figureTable(db, from, to, 'unit', undefined, 'range');
  },
};
