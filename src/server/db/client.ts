import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
  return {
    db,
    kind: 'pglite',
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

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // No JIT: every query here is a short page or lookup, and compiling one costs 10–15 ms whenever the planner's
  // estimate crosses jit_above_cost (a table not yet analysed after a bulk load did it to the stays list:
  // 12.7 ms of JIT in a 32 ms call; docs/reservations.md). A session setting, so a server's own default is untouched.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // A dropped idle connection must not take the process down with it.
  pool.on('error', () => undefined);
  const db = withReliableTransactions(drizzlePg(pool, { schema }) as unknown as Db, { serializeReruns: true });
  return {
    db,
    kind: 'postgres',
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
      await pool.end();
    },
  };
}
