import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { encodeListParams } from '@shared/list-params';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, startSeededServer, startServer, type RunningServer } from '../e2e/helpers/server';
import { createScratchDatabase } from '../support/scratch-postgres';

/**
 * Issue 24 item 10: every list an admin screen reads, and the approvals inbox, under 50 connections on the demo
 * data. The server is its own process (as `npm start` runs it); autocannon drives it from this one, so the load
 * generator and the server each have a core of their own rather than sharing one event loop.
 */
const root = path.resolve(import.meta.dirname, '../..');
export const LOAD_CONNECTIONS = 50;
/** Seconds measured per list; the default keeps ~20 lists × 2 backends near a quarter of an hour. */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP ?? 3);
export const LOAD_BUDGET_P99_MS = { postgres: 500, pglite: 1000 } as const;
type Backend = keyof typeof LOAD_BUDGET_P99_MS;

const page = (params: Parameters<typeof encodeListParams>[0]) => encodeListParams({ pagination: { limit: 20, currentPage: 1 }, ...params });

/** Each list's first page as its screen asks for it (the app's default sort and page size). */
export const LOAD_LISTS: { name: string; path: string }[] = [
  { name: 'approvals inbox (page 1, every kind)', path: `/api/approvals?limit=20&page=1` },
  { name: 'approvals badge count (limit 1)', path: `/api/approvals?limit=1` },
  { name: 'users', path: `/api/users/aggregation?${page({ sort: { createdAt: 'desc' } })}` },
  { name: 'users waiting for approval', path: `/api/users/aggregation?${page({ filter: { approvalStatus: 'pending' }, sort: { createdAt: 'asc' } })}` },
  { name: 'contact changes', path: `/api/change-contact-submissions?${page({ filter: { status: 'pending' }, sort: { createdAt: 'desc' } })}` },
  { name: 'administrators', path: `/api/administrators/aggregation?${page({ sort: { name: 'asc' } })}` },
  { name: 'owners', path: `/api/owners/aggregation?${page({ sort: { name: 'asc' } })}` },
  { name: 'companies', path: `/api/companies/aggregation?${page({ sort: { name: 'asc' } })}` },
  { name: 'service packages', path: `/api/service-packages/aggregation?${page({ sort: { name: 'asc' } })}` },
  { name: 'properties', path: `/api/properties/aggregation?${page({ sort: { name: 'asc' } })}` },
  { name: 'room types', path: `/api/room-types/aggregation?${page({ sort: { name: 'asc' } })}` },
  { name: 'units', path: `/api/units/aggregation?${page({ sort: { unitNumber: 'asc' } })}` },
  { name: 'reservations', path: `/api/reservations/aggregation?${page({ sort: { checkIn: 'desc' } })}` },
  { name: 'enquiries', path: `/api/enquiries/aggregation?${page({ sort: { createdAt: 'desc' } })}` },
  { name: 'free-stay requests', path: `/api/free-stay-requests/aggregation?${page({ sort: { createdAt: 'desc' } })}` },
  { name: 'credit accounts', path: `/api/credit/accounts/aggregation?${page({ sort: { name: 'asc' } })}` },
  { name: 'credit requests', path: `/api/credit/requests/aggregation?${page({ sort: { createdAt: 'desc' } })}` },
  { name: 'credit entries', path: `/api/credit/entries/aggregation?${page({ sort: { createdAt: 'desc' } })}` },
  { name: 'audit', path: `/api/audit?${page({ sort: { at: 'desc' } })}` },
];

export interface ListLoad {
  name: string;
  backend: Backend;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * CPU milliseconds per answered request: the server process's, and on PostgreSQL its backends' for this database.
   * Unlike req/s, barely moved by neighbours' work on a shared machine, so before and after compare on it.
   */
  serverCpuMs: number | null;
  databaseCpuMs: number | null;
  /** Broken connections, timeouts and answers that were not 2xx. */
  errors: number;
  /** The machine's 1-minute load average when the run ended: above its core count, a figure is lower than alone. */
  loadAverage: number;
  within: boolean;
}

/** Linux's unit for process CPU time in /proc (USER_HZ); 100 on every mainstream kernel. */
const CLOCK_TICKS_PER_SECOND = 100;

/** User plus system CPU milliseconds the processes have used so far, or null where /proc is not there. */
function cpuMs(pids: number[]): number | null {
  try {
    let ticks = 0;
    for (const pid of pids) {
      // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The PostgreSQL backends serving database `name` on this machine (their title names it), if the server is local. */
function backendsOf(name: string | null): number[] {
  if (!name) return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${name} `)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

interface Run {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  answered: number;
  errors: number;
}

/** autocannon's default: a request unanswered this long counts as a timeout. */
const TIMEOUT_MS = 10_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/**
 * `warmup + seconds` of 50 connections, measured over the last `seconds` only, on the same connections: a run of its
 * own after a separate warm-up opens 50 new connections at once, and on a busy machine the first requests of some of
 * them waited the whole run (seconds) while the others were served — the "first run" p99s of issue 24 — a figure of
 * connection set-up, not of the list. A browser keeps its connection.
 */
async function hit(url: string, token: string, warmup: number, seconds: number, onMeasured: (at: 'start' | 'end') => void): Promise<Run> {
  const started = performance.now();
  const from = started + warmup * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let notOk = 0;
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: LOAD_CONNECTIONS,
        duration: warmup + seconds,
        // As a browser asks: signed in, accepting compressed answers.
        headers: { authorization: token, 'accept-encoding': 'gzip, deflate, br' },
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  let measuring = false;
  const timer = setTimeout(() => {
    measuring = true;
    onMeasured('start');
  }, warmup * 1000);
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    // Counted when it was asked after the warm-up: a request waiting from before would blame the warm-up on the run.
    if (!measuring || performance.now() - responseTime < from) return;
    if (status < 200 || status >= 300) notOk++;
    else latencies.push(responseTime);
  });
  instance.on('reqError', (error: Error) => {
    // A request unanswered for autocannon's 10 s is counted if it was asked after the warm-up, like a latency.
    const askedAt = performance.now() - (error.message === 'request timed out' ? TIMEOUT_MS : 0);
    if (measuring && askedAt >= from) errors++;
  });
  await done;
  clearTimeout(timer);
  onMeasured('end');
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    answered: latencies.length,
    // A request still waiting when the run ends is not answered; a run that answered nothing failed.
    errors: errors + notOk + (latencies.length === 0 ? 1 : 0),
  };
}

/** A server on the demo data set: the embedded database, or a new PostgreSQL database seeded by the same command. */
async function seededServer(backend: Backend, pgUrl: string): Promise<{ server: RunningServer; database: string | null; drop: () => Promise<void> }> {
  if (backend === 'pglite') return { server: await startSeededServer(), database: null, drop: async () => undefined };
  const scratch = await createScratchDatabase(pgUrl, 'stayops_load');
  try {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts'), 'seed-demo'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: scratch.url, ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seed-demo failed: ${seeded.stdout}${seeded.stderr}`);
    return { server: await startServer({ DATABASE_URL: scratch.url }), database: new URL(scratch.url).pathname.slice(1), drop: scratch.drop };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}

/** Each list in turn on one server: a warm-up, then `BENCH_LOAD_SECONDS` of 50 connections. */
export async function measureLoad(backend: Backend, pgUrl: string, onList: (r: ListLoad) => void, filter?: RegExp): Promise<ListLoad[]> {
  const { server, database, drop } = await seededServer(backend, pgUrl);
  const out: ListLoad[] = [];
  try {
    const login = await fetch(`${server.url}api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    for (const list of LOAD_LISTS) {
      if (filter && !filter.test(list.name)) continue;
      const url = `${server.url}${list.path.slice(1)}`;
      const first = await fetch(url, { headers: { authorization: token } });
      if (!first.ok) throw new Error(`${list.name}: ${first.status} ${await first.text()}`);
      const cpu = { start: [null, null] as (number | null)[], end: [null, null] as (number | null)[] };
      const r = await hit(url, token, WARMUP_SECONDS, SECONDS, (at) => {
        cpu[at] = [cpuMs([server.pid() ?? -1]), cpuMs(backendsOf(database))];
      });
      const perRequest = (i: number) => (cpu.start[i] == null || cpu.end[i] == null || r.answered <= 0 ? null : (cpu.end[i]! - cpu.start[i]!) / r.answered);
      const result: ListLoad = {
        name: list.name,
        backend,
        requestsPerSecond: r.requestsPerSecond,
        p50Ms: r.p50Ms,
        p99Ms: r.p99Ms,
        serverCpuMs: perRequest(0),
        databaseCpuMs: database ? perRequest(1) : null,
        errors: r.errors,
        loadAverage: os.loadavg()[0],
        within: r.errors === 0 && r.p99Ms < LOAD_BUDGET_P99_MS[backend],
      };
      out.push(result);
      onList(result);
    }
  } finally {
    await server.stop();
    await drop();
  }
  return out;
}

const cpuLabel = (r: ListLoad) => `${r.serverCpuMs?.toFixed(1) ?? '?'}${r.databaseCpuMs === null ? '' : ` + db ${r.databaseCpuMs.toFixed(1)}`}`;

/** `npm run bench -- load`'s lines: one per list and backend. */
export async function printLoad(line: (label: string, value: string, verdict?: string) => void, pgUrl: string): Promise<void> {
  const filter = process.env.BENCH_LOAD_ONLY ? new RegExp(process.env.BENCH_LOAD_ONLY, 'i') : undefined;
  const backends = (process.env.BENCH_LOAD_BACKENDS?.split(',') ?? ['pglite', 'postgres']) as Backend[];
  for (const backend of backends) {
    line(`Lists under load: ${LOAD_CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, demo data, ${backend}`, '', `budget p99 < ${LOAD_BUDGET_P99_MS[backend]} ms, 0 errors`);
    try {
      await measureLoad(
        backend,
        pgUrl,
        (r) =>
          line(
            `  ${r.name}`,
            `${r.requestsPerSecond.toFixed(0)} req/s p50 ${r.p50Ms.toFixed(0)} p99 ${r.p99Ms.toFixed(0)} ms`,
            `${r.errors} errors, CPU ${cpuLabel(r)} ms/req, load ${r.loadAverage.toFixed(1)} — ${r.within ? 'within' : 'MISSES'} budget`,
          ),
        filter,
      );
    } catch (err) {
      line(`  ${backend}`, 'not measured', err instanceof Error ? err.message.split('\n')[0] : String(err));
    }
  }
}
