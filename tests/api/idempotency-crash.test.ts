import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CreditRequest } from '@shared/contracts/credit';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { creditRequests } from '@server/db/schema';
import { migratedDataDir } from '../e2e/helpers/server';
import { createScratchDatabase } from '../support/scratch-postgres';
import { insertUser } from './helpers/users';
import { freePort } from '../support/free-port';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'crash.root@stayops.test', password: 'crash-root-password-1' };
const ROUTE = 'POST /api/credit/requests';


interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
}

const running: ChildProcess[] = [];

/** The real server (`main.ts start`) on its own port, on the embedded database in `dataDir` or on PostgreSQL. */
async function startServer(db: { dataDir: string } | { databaseUrl: string }, fault?: string): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts'), 'start'], {
    cwd: root,
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, STAYOPS_TEST_FAULT: fault ?? '',
      ...('dataDir' in db ? { DATA_DIR: db.dataDir, DATABASE_URL: '' } : { DATABASE_URL: db.databaseUrl }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    try {
      if ((await fetch(`${url}api/health`)).ok) return { url, child, output: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));

async function signIn(server: Server): Promise<string> {
  const res = await fetch(`${server.url}api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const creditRequest = (server: Server, token: string, key: string, accountId: string) =>
  fetch(`${server.url}api/credit/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': key },
    body: JSON.stringify({ accountId, kind: 'top_up', amountSen: 12_345, reason: 'Paid at the counter' }),
  });

/**
 * The first server commits the credit request and dies (SIGKILL, by the test-only fault) before its answer is
 * stored or sent; the retry with the same key on `next` answers with that request, and nothing is written twice.
 */
async function crashThenRetry(first: Server, next: () => Promise<Server>, token: string, holderId: string, database: () => Promise<Database>) {
  const key = `crash-${Date.now()}`;
  const lost = await creditRequest(first, token, key, holderId).then(
    (res) => `answered ${res.status}`,
    () => 'no answer',
  );
  expect(lost, first.output()).toBe('no answer');
  await exited(first.child);
  expect(first.child.signalCode).toBe('SIGKILL');

  const second = await next();
  // The dead server's claim is known dead at once: no five-minute wait. (A 409 "being processed" would
  // mean it was not; PostgreSQL may take a moment to see the closed connection, so a few tries.)
  let retry = await creditRequest(second, token, key, holderId);
  for (let i = 0; retry.status === 409 && i < 20; i++) {
    await new Promise((r) => setTimeout(r, 100));
    retry = await creditRequest(second, token, key, holderId);
  }
  expect(retry.status, await retry.clone().text()).toBe(201);
  const answered = (await retry.json()) as CreditRequest;
  const again = await creditRequest(second, token, key, holderId);
  expect(again.status).toBe(201);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(((await again.json()) as CreditRequest).id).toBe(answered.id);
  return { second, answered, rows: async () => (await database()).db.select().from(creditRequests).where(eq(creditRequests.accountId, holderId)) };
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('a crash between a write\'s commit and its answer never doubles it (Idempotency-Key)', () => {
  it('on the embedded database: the restarted server answers the retry with the request the dead one stored, stored once', async () => {
    const dataDir = migratedDataDir();
    try {
      const setup = await openPglite(dataDir);
      const holder = await insertUser(setup.db, { role: 'guest' });
      await setup.close();
      const first = await startServer({ dataDir }, `exit-after-commit:${ROUTE}`);
      const token = await signIn(first);
      const { second, answered, rows } = await crashThenRetry(first, () => startServer({ dataDir }), token, holder.id, async () => {
        await stop(second);
        return openPglite(dataDir);
      });
      expect(answered).toMatchObject({ accountId: holder.id, amountSen: 12_345, status: 'pending' });
      const stored = await rows();
      expect(stored.map((r) => r.id)).toEqual([answered.id]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL with two servers: the other server answers the retry at once with the stored request, stored once', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'stayops_crash');
    const database = await openPostgres(scratch.url, 2);
    try {
      await database.migrate();
      const holder = await insertUser(database.db, { role: 'guest' });
      // One after the other: the first start creates the first admin.
      const first = await startServer({ databaseUrl: scratch.url }, `exit-after-commit:${ROUTE}`);
      const other = await startServer({ databaseUrl: scratch.url });
      const token = await signIn(first);
      const { second, answered, rows } = await crashThenRetry(first, async () => other, token, holder.id, async () => database);
      expect(answered).toMatchObject({ accountId: holder.id, amountSen: 12_345, status: 'pending' });
      expect((await rows()).map((r) => r.id)).toEqual([answered.id]);
      await stop(second);
    } finally {
      await database.close();
      await scratch.drop();
    }
  }, 180_000);
});

async function stop(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  await exited(server.child);
}
