import type { Database } from '@server/db/client';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { seedDemoReservations } from '@server/cli/seed-reservations';
import type { DashboardReader } from '@server/core/dashboard';
import { occupancyPart, staysTodayPart } from '@server/modules/reservations/dashboard';
import { revenueDashboardPart } from '@server/modules/revenue/dashboard';
import { toApiDate } from '@shared/dates';
import { BENCH_STAY_UNITS } from './reservations-latency';
import type { Scenario } from './list-latency';

/** The same million stays as the reservations figures (one seeded database for all, `seedKey: 'stays'`). */
async function seedStays(db: Database['db'], rows: number): Promise<void> {
  await seedDemoPortfolio(db, BENCH_STAY_UNITS);
  await seedDemoReservations(db, { count: rows });
}

/**
 * Issue 29's figure: the dashboard of an admin holding every code at a million stays, on PostgreSQL (< 50 ms p95).
 * Its bare floor is the stay and revenue parts' own statements, without HTTP, the session, the inbox's counts or JSON.
 */
export const DASHBOARD: Scenario = {
  seed: seedStays,
  seedKey: 'stays',
  path: '/api/dashboard',
  search: '',
  answered: (body) => typeof (body as { today?: unknown }).today === 'string',
  bare: async (db) => {
    const now = new Date();
    const reader: DashboardReader = { actor: { actorId: null, viaOutbox: false }, permissions: [], now, today: toApiDate(now), language: 'en-US' };
    await staysTodayPart.read(db, reader);
    await occupancyPart.read(db, reader);
    await revenueDashboardPart.read(db, reader);
  },
};
