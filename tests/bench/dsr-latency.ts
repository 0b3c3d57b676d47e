import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { reservations, units } from '@server/db/schema';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { seedDemoReservations } from '@server/cli/seed-reservations';
import { dayFigures } from '@server/modules/dsr/figures';
import { reportIdOn } from '@server/modules/dsr/repo';
import { addDays, toApiDate } from '@shared/dates';
import { BENCH_STAY_UNITS } from './reservations-latency';
import type { Scenario } from './list-latency';

/** The same million stays as the reservations figures (one seeded database for both, `seedKey: 'stays'`). */
async function seedStays(db: Database['db'], rows: number): Promise<void> {
  await seedDemoPortfolio(db, BENCH_STAY_UNITS);
  await seedDemoReservations(db, { count: rows });
}

let chosen: { db: Database['db']; id: string } | null = null;
/** The property with the most stays, one of twelve of about 200 units: the budget's "200-unit property" at its busiest. */
async function largestProperty(db: Database['db']): Promise<string> {
  if (chosen?.db === db) return chosen.id;
  const [row] = await db
    .select({ id: units.propertyId })
    .from(units)
    .innerJoin(reservations, eq(reservations.unitId, units.id))
    .where(isNotNull(reservations.propertyId))
    .groupBy(units.propertyId)
    .orderBy(desc(count()))
    .limit(1);
  if (!row?.id) throw new Error('no stay was seeded');
  chosen = { db, id: row.id };
  return row.id;
}

/** Yesterday: the day a report is most often written for, stays arriving, leaving and in house, payments made. */
const businessDate = () => addDays(toApiDate(new Date()), -1);

/** Issue 27's DSR figure: the prefill of the busiest ~200-unit property's day at a million stays, on PostgreSQL (< 100 ms p95). */
export const DSR_PREFILL: Scenario = {
  seed: seedStays,
  seedKey: 'stays',
  path: '/api/dsr/prefill',
  search: async (db) => new URLSearchParams({ propertyId: await largestProperty(db), date: businessDate() }).toString(),
  answered: (body) => typeof (body as { figures?: unknown }).figures === 'object',
  // The day's figures and the report already written, without HTTP, the session check or JSON.
  bare: async (db) => {
    const propertyId = await largestProperty(db);
    await dayFigures(db, propertyId, businessDate());
    await reportIdOn(db, propertyId, businessDate());
  },
};
