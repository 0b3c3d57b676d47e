import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createScratchDatabase } from '../../support/scratch-postgres';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { openPostgres, type Database } from '@server/db/client';
import { openMigratedPglite } from './pglite-template';
import { createFullAdmin } from '@server/cli/first-admin';
import { insertAdmin } from '@server/core/accounts/account-store';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (DESIGN.md §9). */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const ROOT_EMAIL = 'root@stayops.test';
export const ROOT_PASSWORD = 'root-password-123';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Token of the first admin, who holds every code. */
  rootToken: string;
  rootId: string;
  /** The scratch database's URL on PostgreSQL (null on PGlite): a second server can share it. */
  databaseUrl: string | null;
  request(opts: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  login(email: string, password: string): Promise<LightMyRequestResponse>;
  /** A signed-in admin holding exactly these codes. */
  adminWith(permissions: number[], overrides?: { email?: string; password?: string }): Promise<{ id: string; token: string; email: string }>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * scrypt at N = 2^10 rather than production's 2^15: API files make and sign in hundreds of admins, and at
 * the real cost each hash is about 50 ms of a core. Sign-in still runs the same code on the same stored format.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/**
 * The server's configuration in API tests: no built app to serve, cheap password hashes. TRUST_PROXY is read as an
 * operator sets it, so a test sets it in the environment before it builds its app.
 */
export const testConfig = () => ({
  ...loadConfig({ TRUST_PROXY: process.env.TRUST_PROXY }),
  staticDir: '/nonexistent-stayops-dist',
  passwordHashCost: TEST_PASSWORD_HASH_COST,
});

/** `config`: settings a test needs beyond the defaults (sign-in providers, the public address). */
export async function createTestApp(backend: Backend, options: { config?: Partial<Config> } = {}): Promise<TestApp> {
  let database: Database;
  let drop: (() => Promise<void>) | null = null;
  let databaseUrl: string | null = null;
  if (backend === 'postgres') {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'stayops_test');
    drop = scratch.drop;
    databaseUrl = scratch.url;
    database = await openPostgres(scratch.url, 4);
  } else {
    database = await openMigratedPglite();
  }
  await database.migrate();
  const app = await buildApp({ database, config: { ...testConfig(), ...options.config } });
  await createFullAdmin(database.db, { name: 'Root Admin', email: ROOT_EMAIL, password: ROOT_PASSWORD });

  const request: TestApp['request'] = ({ token, headers, ...opts }) =>
    app.inject({ ...opts, headers: { ...(token ? { authorization: token } : {}), ...headers } });
  const login: TestApp['login'] = (email, password) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  const rootLogin = await login(ROOT_EMAIL, ROOT_PASSWORD);
  const rootBody = rootLogin.json() as { token: string; admin: { id: string } };

  return {
    app,
    database,
    rootToken: rootBody.token,
    rootId: rootBody.admin.id,
    databaseUrl,
    request,
    login,
    async adminWith(permissions, overrides = {}) {
      const email = overrides.email ?? `admin${++counter}-${randomBytes(3).toString('hex')}@stayops.test`;
      const password = overrides.password ?? 'test-password-123';
      const row = await insertAdmin(database.db, { name: `Test Admin ${counter}`, email, password, permissions });
      const res = await login(email, password);
      return { id: row.id, token: (res.json() as { token: string }).token, email };
    },
    async close() {
      await app.close();
      await database.close();
      if (drop) await drop();
    },
  };
}

/** `?filter=…&sort=…&pagination=…` as the app sends it. */
export function listUrl(path: string, params: { filter?: object; sort?: object; pagination?: object }): string {
  const q = new URLSearchParams();
  if (params.filter) q.set('filter', JSON.stringify(params.filter));
  if (params.sort) q.set('sort', JSON.stringify(params.sort));
  if (params.pagination) q.set('pagination', JSON.stringify(params.pagination));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Another server on the same PostgreSQL database, with its own connection pool, as a second instance behind a load
 * balancer would be: sessions are rows, so the first server's tokens sign in here too. Closed with the test app's.
 */
export async function secondServer(t: TestApp): Promise<{ request: TestApp['request']; close(): Promise<void> }> {
  if (!t.databaseUrl) throw new Error('A second server needs PostgreSQL');
  const database = await openPostgres(t.databaseUrl, 4);
  const app = await buildApp({ database, config: testConfig() });
  return {
    request: ({ token, headers, ...opts }) => app.inject({ ...opts, headers: { ...(token ? { authorization: token } : {}), ...headers } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
