import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { withReliableTransactions } from '@server/core/transactions';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * This server process as the claims it makes name it (an Idempotency-Key's, core/idempotency.ts), and whether
 * the process that made another claim still runs: a claim of a dead process is taken over at once.
 */
export interface ServerInstance {
  id: string;
  /** Makes `id` tell for as long as this process lives; before its first claim. */
  ready(): Promise<void>;
  alive(id: string): Promise<boolean>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  instance: ServerInstance;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Rows of a raw `db.execute()`: both drivers answer `{ rows }`, but the shared type cannot say so. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Embedded Postgres in `dir`, or in memory when `dir` is null (tests); `loadDataDir` starts an
 * in-memory one from a saved data directory.
 */
export async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const options = { extensions: { pg_trgm, btree_gist }, ...(loadDataDir ? { loadDataDir } : {}) };
  const client = dir ? await PGlite.create(path.join(dir, 'pgdata'), options) : await PGlite.create(options);
  const db = withReliableTransactions(drizzlePglite(client, { schema }) as unknown as Db);
  const id = randomUUID();
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database at a time (data-dir-lock.ts): any other claimer is gone.
    instance: { id, ready: async () => undefined, alive: async (other) => other === id },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    async close() {
      await client.close();
    },
  };
}

// Any fixed number will do; it only has to be the same for every StayOps server.
const MIGRATION_LOCK_ID = 73_937_160;
/** The first key of every server's own advisory lock (its id is the second); not 73_937_161, transactions' reruns. */
const INSTANCE_LOCK_CLASS = 73_937_162;

/**
 * A server's life as PostgreSQL sees it: a connection of its own holding an advisory lock keyed by the server's id.
 * When the process dies its connection closes and the lock goes with it, so any server can tell at once.
 */
function postgresInstance(url: string, pool: pg.Pool): ServerInstance & { close(): Promise<void> } {
  let id = randomInt(1, 2 ** 31 - 1);
  let holding: Promise<pg.Client> | null = null;
  const hold = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {
      // Lost: the next claim holds a new one. Meanwhile this server's claims may be taken over; the claim
      // check in each effect's transaction keeps that from writing twice.
      holding = null;
    });
    await client.connect();
    for (let tries = 0; ; tries++) {
      const res = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS held', [INSTANCE_LOCK_CLASS, id]);
      if (res.rows[0].held) return client;
      // Another live server drew the same id.
      if (tries > 5) throw new Error('No free server id');
      id = randomInt(1, 2 ** 31 - 1);
    }
  };
  return {
    get id() {
      return String(id);
    },
    async ready() {
      holding ??= hold().catch((err: unknown) => {
        holding = null;
        throw err;
      });
      await holding;
    },
    async alive(other) {
      const key = Number(other);
      if (!Number.isInteger(key)) return false;
      const res = await pool.query<{ held: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = $1::int::oid AND objid = $2::int::oid AND objsubid = 2 AND granted) AS held`,
        [INSTANCE_LOCK_CLASS, key],
      );
      return res.rows[0].held;
    },
    async close() {
      const client = await holding?.catch(() => null);
      holding = null;
      await client?.end().catch(() => undefined);
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // No JIT: every query here is a short page or lookup, and compiling one costs 10–15 ms whenever the planner's
  // estimate crosses jit_above_cost (a table not yet analysed after a bulk load did it to the stays list:
  // 12.7 ms of JIT in a 32 ms call; docs/reservations.md). A session setting, so a server's own default is untouched.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // A dropped idle connection must not take the process down with it.
  pool.on('error', () => undefined);
  const db = withReliableTransactions(drizzlePg(pool, { schema }) as unknown as Db, { serializeReruns: true });
  const instance = postgresInstance(url, pool);
  return {
    db,
    kind: 'postgres',
    instance,
    async migrate() {
      // Several servers may start at once; only one applies migrations at a time.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await instance.close();
      await pool.end();
    },
  };
}
