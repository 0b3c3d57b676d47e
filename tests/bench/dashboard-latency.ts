import type { Database } from '@server/db/client';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { seedDemoReservations } from '@server/cli/seed-reservations';
import type { DashboardReader } from '@server/core/dashboard';
import { occupancyPart, staysTodayPart } from '@server/modules/reservations/dashboard';
import { revenueDashboardPart } from '@server/modules/revenue/dashboard';
import { reservationSearch } from '@server/modules/reservations/search';
import { SEARCH_PER_KIND } from '@shared/contracts/plain/search';
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

/**
 * Issue 29's search figure (≤ 300 ms p95 at a million stays on PostgreSQL): the one box across every kind, as an admin
 * holding every code types it. A full name finds a few thousand stays to rank; "bin", in a quarter of the Malay names,
 * is the widest word a person is likely to type.
 */
function searchScenario(q: string): Scenario {
  return {
    seed: seedStays,
    seedKey: 'stays',
    path: '/api/search',
    search: new URLSearchParams({ q }).toString(),
    answered: (body) => Array.isArray((body as { hits?: unknown }).hits),
    // The stays' own part, the largest table by far, without the other kinds, HTTP, the session or JSON.
    bare: (db) => reservationSearch.find(db, q, SEARCH_PER_KIND),
  };
}
export const SEARCH_FULL_NAME = searchScenario('Tan Mei Fong');
export const SEARCH_WIDE_WORD = searchScenario('bin');
