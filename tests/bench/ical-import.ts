import { asc, eq } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { settings, units } from '@server/db/schema';
import { createFullAdmin } from '@server/cli/first-admin';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import type { FeedRun, ImportFeed } from '@shared/contracts/integration';
import { toApiDate } from '@shared/dates';
import { airbnbCalendar, startFeedServer, type FixtureEvent } from '../api/helpers/feed-server';
import { createScratchDatabase } from '../support/scratch-postgres';
import { percentile } from './stats';
import { forgetGlobalSettings } from '@server/core/global-settings';

export interface ImportResult {
  backend: string;
  events: number;
  /** The first run, which writes every stay. */
  firstMs: number;
  /** Runs with nothing changed: each event read, compared and left alone. */
  again: { p50: number; max: number };
  created: number;
}

const DAY = 86_400_000;
const REPEATS = 5;

/** `n` two-night Airbnb stays from tomorrow on, a free night between each: none in one another's way. */
function feedOf(n: number): string {
  const start = Date.now() + DAY;
  const events: FixtureEvent[] = Array.from({ length: n }, (_, i) => ({
    uid: `bench-${i}@airbnb.com`,
    checkIn: toApiDate(new Date(start + i * 3 * DAY)),
    checkOut: toApiDate(new Date(start + (i * 3 + 2) * DAY)),
    summary: 'Reserved',
  }));
  return airbnbCalendar(events);
}

/** Issue 11's import figure: one unit's feed of `events` events from a local feed server, synced through the API. */
export async function measureIcalImport(backend: 'pglite' | 'postgres', events: number, pgUrl?: string): Promise<ImportResult> {
  let drop: (() => Promise<void>) | null = null;
  let database: Database;
  if (backend === 'postgres') {
    const scratch = await createScratchDatabase(pgUrl!, 'stayops_bench');
    drop = scratch.drop;
    database = await openPostgres(scratch.url);
  } else {
    database = await openPglite(null);
  }
  const feeds = await startFeedServer();
  try {
    await database.migrate();
    await createFullAdmin(database.db, { name: 'Bench Root', email: 'root@stayops.bench', password: 'bench-root-password' });
    await seedDemoPortfolio(database.db, 12);
    // The feed server is on this machine, which a real feed may not be.
    await database.db.insert(settings).values({ key: 'icalAllowPrivateAddresses', value: true }).onConflictDoUpdate({ target: settings.key, set: { value: true } });
    forgetGlobalSettings(database.db);
    const [unit] = await database.db.select({ id: units.id }).from(units).where(eq(units.status, 'active')).orderBy(asc(units.unitNumber)).limit(1);
    if (!unit) throw new Error('no active unit was seeded');
    feeds.set('/bench.ics', { ics: feedOf(events) });

    const app = await buildApp({ database, config: { ...loadConfig({}), staticDir: '/nonexistent' } });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'root@stayops.bench', password: 'bench-root-password' } });
      const { token } = login.json<{ token: string }>();
      const created = await app.inject({ method: 'POST', url: '/api/integration/feeds', headers: { authorization: token }, payload: { unitId: unit.id, channel: 'airbnb', url: feeds.url('/bench.ics') } });
      if (created.statusCode !== 201) throw new Error(`feed not created: ${created.statusCode} ${created.body}`);
      const feed = created.json<ImportFeed>();
      const sync = async (): Promise<{ ms: number; run: FeedRun }> => {
        const t0 = performance.now();
        const res = await app.inject({ method: 'POST', url: `/api/integration/feeds/${feed.id}/sync`, headers: { authorization: token } });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`sync failed: ${res.statusCode} ${res.body}`);
        const run = res.json<FeedRun>();
        if (run.outcome !== 'ok') throw new Error(`sync run ended ${run.outcome}: ${run.error ?? 'no reason given'}`);
        return { ms, run };
      };
      const first = await sync();
      const again: number[] = [];
      for (let i = 0; i < REPEATS; i++) again.push((await sync()).ms);
      return { backend, events, firstMs: first.ms, again: { p50: percentile(again, 50), max: Math.max(...again) }, created: first.run.created };
    } finally {
      await app.close();
    }
  } finally {
    await feeds.close();
    await database.close();
    if (drop) await drop();
  }
}
