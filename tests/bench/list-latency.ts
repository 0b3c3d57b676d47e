import { and, asc, count, eq, sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { accounts } from '@server/db/schema';
import { createFullAdmin } from '@server/cli/first-admin';
import { seedBulkUsers } from '@server/cli/seed-bulk-users';
import { holdsPermission, searchMatches } from '@server/core/accounts/account-filters';
import { userConditions } from '@server/modules/users/repo';
import { encodeListParams } from '@shared/list-params';
import { createScratchDatabase } from '../support/scratch-postgres';
import { dropSharedDatabases, sharedDatabase } from './shared-database';

export { dropSharedDatabases };
import { percentile } from './stats';
import { seedAdmins } from './seed-admins';

export interface LatencyResult {
  backend: string;
  rows: number;
  api: { p50: number; p95: number };
  bare: { p50: number; p95: number };
  ratioP95: number;
}

type ListParams = Parameters<typeof encodeListParams>[0];

export interface Scenario {
  seed: (db: Database['db'], rows: number) => Promise<unknown>;
  path: string;
  /** The list protocol's filter, sort and page; or `search`, a call's own query string. */
  params?: ListParams | ((db: Database['db']) => Promise<ListParams>);
  search?: string | ((db: Database['db']) => Promise<string>);
  /** Whether an answer is the one asked for; a list's by default (it has a total count). */
  answered?: (body: unknown) => boolean;
  /** The same page as the API serves it, as bare SQL through the driver: the floor the API is compared with. */
  bare: (db: Database['db']) => Promise<unknown>;
  /**
   * Scenarios with the same key share one seeded PostgreSQL database per run (seeding a million stays once, not per
   * figure); with `BENCH_KEEP_DB=1` it is kept after the run and found again by the next one.
   */
  seedKey?: string;
}

const ADMIN_QUERY = { filter: { search: 'tan', permission: 4 }, sort: { name: 'asc' as const }, pagination: { limit: 20, currentPage: 3 } };
const USER_QUERY = { filter: { search: 'tan', role: 'agent' as const, approvalStatus: 'approved' as const }, sort: { name: 'asc' as const }, pagination: { limit: 20, currentPage: 3 } };

export const ADMIN_LIST: Scenario = {
  seed: seedAdmins,
  path: '/api/administrators/aggregation',
  params: ADMIN_QUERY,
  bare: async (db) => {
    const where = and(eq(accounts.kind, 'admin'), searchMatches(ADMIN_QUERY.filter.search), holdsPermission(ADMIN_QUERY.filter.permission));
    await Promise.all([
      db.select().from(accounts).where(where).orderBy(asc(accounts.name), asc(accounts.id)).limit(20).offset(40),
      db.select({ n: count() }).from(accounts).where(where),
    ]);
  },
};

export const USER_LIST: Scenario = {
  seed: (db, rows) => seedBulkUsers(db, rows),
  path: '/api/users/aggregation',
  params: USER_QUERY,
  bare: async (db) => {
    const where = and(...(await userConditions(db, USER_QUERY.filter)));
    await Promise.all([
      db.select().from(accounts).where(where).orderBy(sql`${accounts.name} ASC NULLS LAST`, asc(accounts.id)).limit(20).offset(40),
      db.select({ n: count() }).from(accounts).where(where),
    ]);
  },
};

const REQUESTS = 300;
const WARMUP = 30;

async function samples(n: number, fn: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < WARMUP + n; i++) {
    const t0 = performance.now();
    await fn();
    if (i >= WARMUP) out.push(performance.now() - t0);
  }
  return out;
}

export async function measureList(scenario: Scenario, backend: 'pglite' | 'postgres', rows: number, pgUrl?: string): Promise<LatencyResult> {
  let drop: (() => Promise<void>) | null = null;
  let database: Database;
  let seeded = false;
  let markSeeded: (() => Promise<void>) | null = null;
  if (backend === 'postgres' && scenario.seedKey) {
    const shared = await sharedDatabase(pgUrl!, `stayops_bench_${scenario.seedKey}_${rows}`);
    seeded = shared.seeded;
    markSeeded = shared.markSeeded;
    database = await openPostgres(shared.url);
  } else if (backend === 'postgres') {
    const scratch = await createScratchDatabase(pgUrl!, 'stayops_bench');
    drop = scratch.drop;
    database = await openPostgres(scratch.url);
  } else {
    database = await openPglite(null);
  }
  try {
    if (!seeded) {
      await database.migrate();
      await createFullAdmin(database.db, { name: 'Bench Root', email: 'root@stayops.bench', password: 'bench-root-password' });
      await scenario.seed(database.db, rows);
      if (markSeeded) await markSeeded();
    } else {
      // A database kept by an earlier run gets the migrations added since (a new table, an index): seeding is what is skipped.
      await database.migrate();
    }
    const app = await buildApp({ database, config: { ...loadConfig({}), staticDir: '/nonexistent' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'root@stayops.bench', password: 'bench-root-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const params = typeof scenario.params === 'function' ? await scenario.params(database.db) : scenario.params;
    const search = typeof scenario.search === 'function' ? await scenario.search(database.db) : scenario.search;
    const url = `${base}${scenario.path}?${search ?? encodeListParams(params ?? {})}`;
    const answered = scenario.answered ?? ((body: unknown) => typeof (body as { totalCount?: unknown }).totalCount === 'number');
    const apiSamples = await samples(REQUESTS, async () => {
      const res = await fetch(url, { headers: { authorization: token } });
      const body: unknown = await res.json();
      if (!res.ok || !answered(body)) throw new Error(`list call failed: ${res.status}`);
    });
    const bareSamples = await samples(REQUESTS, () => scenario.bare(database.db) as Promise<void>);
    await app.close();
    const api = { p50: percentile(apiSamples, 50), p95: percentile(apiSamples, 95) };
    const bare = { p50: percentile(bareSamples, 50), p95: percentile(bareSamples, 95) };
    return { backend, rows, api, bare, ratioP95: api.p95 / bare.p95 };
  } finally {
    await database.close();
    if (drop) await drop();
  }
}
