import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntry } from './helpers/server-bundle';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, migratedDataDir, seededTemplateOutput, startSeededServer, startServer, type RunningServer } from './helpers/server';

const root = path.resolve(import.meta.dirname, '../..');

function cli(args: string[], env: Record<string, string>) {
  const res = spawnSync(process.execPath, [serverEntry(), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    // A seed-demo on a seeded database only finds what is there, but it still opens the embedded database, and it
    // shares the machine with two other e2e files.
    timeout: 200_000,
  });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

/** The same, without blocking: several commands can run at once. */
function cliAsync(args: string[], env: Record<string, string>): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverEntry(), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 90_000,
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, out }));
  });
}

async function signIn(url: string, email: string, password: string): Promise<Response> {
  return fetch(`${url}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

async function adminCount(url: string): Promise<number> {
  const { token } = (await (await signIn(url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD)).json()) as { token: string };
  const res = await fetch(`${url}api/administrators/aggregation`, { headers: { authorization: token } });
  return ((await res.json()) as { totalCount: number }).totalCount;
}

describe('command line and the embedded database', () => {
  let server: RunningServer;
  let firstSeed: string;
  beforeAll(async () => {
    // The demo database the other e2e files share, made by the real seed-demo on a new migrated database: a seed of
    // this file's own would cost the whole seed (the stays, the ledger, the reports) once more only to print the same.
    firstSeed = await seededTemplateOutput();
    server = await startSeededServer();
  });
  afterAll(async () => server?.stop());

  it('refuses to seed, create an admin or migrate while the server holds the database, changing nothing', async () => {
    const before = await adminCount(server.url);
    // All three at once: each must find the server's lock, whatever the others do.
    const commands = [['seed-demo'], ['create-admin', '--email', 'x@stayops.test'], ['migrate']];
    for (const r of await Promise.all(commands.map((args) => cliAsync(args, { DATA_DIR: server.dataDir })))) {
      expect(r.status).toBe(75);
      expect(r.out).toMatch(/in use by the StayOps server \(pid \d+\).*Nothing was changed/s);
    }
    expect(await adminCount(server.url)).toBe(before);
  });

  it('seeds the demo team once, keeps everything across a restart, and a second seed adds nothing', async () => {
    // The first seed (exit status 0, or there would be no template) on a database that had none.
    expect(firstSeed).toMatch(/Demo data: 10 added, 0 already there/);
    await server.kill();
    const second = cli(['seed-demo'], { DATA_DIR: server.dataDir });
    expect(second.status).toBe(0);
    expect(second.out).toMatch(/Demo data: 0 added, 10 already there/);

    await server.restart();
    // ADMIN_EMAIL names the admin the first seed made: start says the password was not applied again.
    expect(server.output()).toMatch(/already exists; ADMIN_PASSWORD was not applied/);
    expect(await adminCount(server.url)).toBe(11);
    const demo = await signIn(server.url, 'aisyah.ops@stayops.my', 'StayOps-demo-2026');
    expect(demo.status).toBe(200);
    const inactive = await signIn(server.url, 'karhoe.former@stayops.my', 'StayOps-demo-2026');
    expect(inactive.status).toBe(401);
  });

  it('prints a generated first admin once on first start, and those credentials sign in', async () => {
    const fresh = await startServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, { emptyDataDir: true });
    try {
      const password = fresh.output().match(/Password: (\S+)/)?.[1] ?? '';
      expect(fresh.output()).toMatch(/Email: +admin@stayops\.local/);
      expect((await signIn(fresh.url, 'admin@stayops.local', password)).status).toBe(200);
      await fresh.kill();
      await fresh.restart();
      expect(fresh.output()).not.toMatch(/Password:/);
    } finally {
      await fresh.stop();
    }
  });

  it('create-admin on a new database makes the ADMIN_EMAIL first admin too, prints a generated password and refuses a second account with the same email', async () => {
    // A database no one has used yet, made by migrating (the test above has the server create one
    // from nothing; creating it again here would only repeat that).
    const dir = migratedDataDir();
    const env = { DATA_DIR: dir, ADMIN_EMAIL: 'boss@example.my', ADMIN_PASSWORD: 'boss-password-2026' };
    try {
      const created = cli(['create-admin', '--email', 'Ops.Lead@Example.my', '--name', 'Ops Lead'], env);
      expect(created.status).toBe(0);
      expect(created.out).toMatch(/first admin account was created\.\n +Email: +boss@example\.my\n +Password: the one given in ADMIN_PASSWORD/);
      const password = created.out.match(/Password: ([A-Za-z0-9]{16})/)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
      const again = cli(['create-admin', '--email', 'ops.lead@example.my'], env);
      expect(again.status).toBe(1);
      expect(again.out).toMatch(/already exists/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
