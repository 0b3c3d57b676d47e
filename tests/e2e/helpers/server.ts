import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFingerprint } from '../../support/migrations-fingerprint';
import { freePort } from '../../support/free-port';
import { serverEntry } from './server-bundle';

export const E2E_ADMIN_EMAIL = 'owner.e2e@stayops.test';
export const E2E_ADMIN_PASSWORD = 'e2e-root-password-1';


export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Stops the process but keeps its data, so the same server can be started again. */
  kill(): Promise<void>;
  restart(): Promise<void>;
  /** What the server printed since it was last started. */
  output(): string;
  /** The running server's process id (the bench reads its CPU time). */
  pid(): number | undefined;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

const root = path.resolve(import.meta.dirname, '../../..');
const TEMPLATE_PREFIX = 'stayops-e2e-migrated-';

/**
 * An embedded database with every migration applied and nothing else (no admin), made once per set
 * of migrations and PGlite version by the real `migrate` command. A new server starts from a copy:
 * creating the database and migrating it is a third of a server's first start.
 */
function migratedTemplate(): string {
  const template = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${migrationsFingerprint()}`);
  if (existsSync(path.join(template, 'pgdata'))) return template;
  const building = mkdtempSync(path.join(os.tmpdir(), `${TEMPLATE_PREFIX}partial-`));
  const res = spawnSync(process.execPath, [serverEntry(), 'migrate'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: building, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`migrate failed: ${res.stdout}${res.stderr}`);
  rmSync(path.join(building, 'stayops.lock'), { force: true });
  try {
    renameSync(building, template);
  } catch {
    // Another test file made it first.
    rmSync(building, { recursive: true, force: true });
    return template;
  }
  // Templates of older migrations are of no further use.
  for (const name of readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), name);
    if (name.startsWith(TEMPLATE_PREFIX) && !name.startsWith(`${TEMPLATE_PREFIX}partial-`) && full !== template) rmSync(full, { recursive: true, force: true });
  }
  return template;
}

/** A new data directory holding a copy of the migrated, empty database (no admin yet). */
export function migratedDataDir(): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stayops-e2e-'));
  cpSync(migratedTemplate(), dataDir, { recursive: true });
  return dataDir;
}

export interface StartOptions {
  /** Start on a new, empty directory, so the server creates and migrates its database itself. */
  emptyDataDir?: boolean;
  /** Start on a copy of this data directory rather than of the migrated empty one. */
  template?: string;
  /** Runs on the data directory before the server first starts (e.g. a CLI command). */
  prepare?: (dataDir: string) => void;
}

/**
 * The real server, as `npm start` runs it, on a free port with its own embedded database: a copy of
 * a migrated empty one, or with `emptyDataDir` a new directory the server creates its database in.
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stayops-e2e-'));
  if (!options.emptyDataDir) cpSync(options.template ?? migratedTemplate(), dataDir, { recursive: true });
  options.prepare?.(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  let child: ChildProcess;
  let log = '';

  const launch = async () => {
    log = '';
    child = spawn(process.execPath, [serverEntry(), 'start'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: E2E_ADMIN_EMAIL,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    try {
      await waitForHealth(url, child, () => log);
    } catch (error) {
      // A server that never became healthy must not outlive the test (it would hold its port and a core).
      child.kill('SIGKILL');
      throw error;
    }
  };

  const kill = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };

  await launch();
  return {
    url,
    dataDir,
    kill,
    restart: launch,
    output: () => log,
    pid: () => child.pid,
    async stop() {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const SEEDED_PREFIX = 'stayops-e2e-seeded-';
/** Beside the database in a seeded template: what `seed-demo` printed when it made it (a template without it is another name). */
const SEED_OUTPUT = 'seed-demo.out';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/**
 * Names a seeded template: the migrations, every server and shared source (the seed is made of
 * them) and the day, since the demo data is dated from the day it is seeded (last month's
 * attendance, requests made days ago).
 */
function seededFingerprint(): string {
  const hash = createHash('sha256').update(migrationsFingerprint()).update(E2E_ADMIN_EMAIL).update(E2E_ADMIN_PASSWORD).update(SEED_OUTPUT);
  const now = new Date();
  hash.update(`${now.toISOString().slice(0, 10)} ${now.toDateString()}`);
  for (const dir of ['src/server', 'src/shared']) {
    for (const file of filesUnder(path.join(root, dir))) hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function seedInto(dataDir: string): void {
  const seeded = spawnSync(process.execPath, [serverEntry(), 'seed-demo'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed-demo failed: ${seeded.stdout}${seeded.stderr}`);
  rmSync(path.join(dataDir, 'stayops.lock'), { force: true });
  // The CLI test reads it: the first seed of a new database is this one, not one of its own.
  writeFileSync(path.join(dataDir, SEED_OUTPUT), `${seeded.stdout}${seeded.stderr}`);
}

/**
 * A migrated database seeded by the real `seed-demo`, made once per fingerprint: the seed (a year of
 * ledger for 200 holders) is the slowest part of a seeded server's start, and every seeded server
 * starts from a copy. While one test file makes it, the others wait for it rather than seed too.
 */
async function seededTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `${SEEDED_PREFIX}${seededFingerprint()}`);
  const lock = `${template}.lock`;
  const deadline = Date.now() + 170_000;
  while (!existsSync(path.join(template, 'pgdata'))) {
    try {
      mkdirSync(lock);
    } catch {
      // Another file is seeding; a lock left by a file that died while seeding is taken over.
      const age = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0;
      if (age > 300_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`no seeded template at ${template} in time`);
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    try {
      const building = mkdtempSync(path.join(os.tmpdir(), `${SEEDED_PREFIX}partial-`));
      try {
        cpSync(migratedTemplate(), building, { recursive: true });
        seedInto(building);
      } catch (error) {
        rmSync(building, { recursive: true, force: true });
        throw error;
      }
      try {
        renameSync(building, template);
      } catch {
        // A file that took over a lock it thought abandoned made it first.
        rmSync(building, { recursive: true, force: true });
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
    // Templates of other sources or days are of no further use.
    for (const name of readdirSync(os.tmpdir())) {
      const full = path.join(os.tmpdir(), name);
      if (name.startsWith(SEEDED_PREFIX) && !name.includes('partial-') && !name.endsWith('.lock') && full !== template) rmSync(full, { recursive: true, force: true });
    }
  }
  return template;
}

/** A server whose database holds the demo data set (`seed-demo`), as an admin would try it. */
export async function startSeededServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // Seeded before the first start: seed-demo makes the ADMIN_EMAIL admin first, as that start would have.
  return startServer(env, { template: await seededTemplate() });
}

/**
 * What `seed-demo` printed (exit status 0) when it seeded the shared template: a migrated database no server had
 * started on, with ADMIN_EMAIL set.
 */
export async function seededTemplateOutput(): Promise<string> {
  return readFileSync(path.join(await seededTemplate(), SEED_OUTPUT), 'utf8');
}
