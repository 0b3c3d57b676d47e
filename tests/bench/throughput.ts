import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { encodeListParams } from '@shared/list-params';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, startSeededServer } from '../e2e/helpers/server';

const root = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
/** Levels alternate, so a neighbour's burst of work on the machine does not land on one level only. */
const ROUNDS = 2;
const PORT = 18_490;
/** Linux's unit for process CPU time in /proc (USER_HZ); 100 on every mainstream kernel. */
const CLOCK_TICKS_PER_SECOND = 100;
/** The users list's first page as the app asks for it. */
const USERS_PAGE = `/api/users/aggregation?${encodeListParams({ sort: { createdAt: 'desc' }, pagination: { limit: 20, currentPage: 1 } })}`;

export interface LevelThroughput {
  level: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * Server CPU time per answered request: unlike requests per second, barely moved by other work on a shared machine,
   * so it shows what logging itself costs.
   */
  cpuMsPerRequest: number | null;
  /** Requests with no answer within autocannon's 10 s (a machine too busy to serve them), or broken connections. */
  errors: number;
}

export interface ThroughputResult {
  users: number;
  connections: number;
  seconds: number;
  levels: LevelThroughput[];
  /** The machine's 1-minute load average at the end of the runs: above its core count, figures are lower than alone. */
  loadAverage: number;
}

/** User plus system CPU milliseconds a process has used so far, or null where /proc is not there. */
function cpuMs(pid: number): number | null {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

interface Run {
  result: autocannon.Result;
  cpuMsPerRequest: number | null;
}

/** The server as `npm start` runs it, its output read through a pipe as a process supervisor would. */
async function launch(dataDir: string, level: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts'), 'start'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: level, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it answered`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function load(token: string, seconds: number): Promise<autocannon.Result> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${USERS_PAGE}`,
    connections: CONNECTIONS,
    duration: seconds,
    // As a browser asks: signed in, accepting compressed answers.
    headers: { authorization: token, 'accept-encoding': 'gzip, deflate, br' },
  });
  if (result.non2xx > 0) throw new Error(`users list under load: ${result.non2xx} answers were not 2xx`);
  return result;
}

/** Requests per second and latency of the users list under 50 connections, per log level, on the demo data set. */
export async function measureThroughput(levels: string[] = ['info', 'warn']): Promise<ThroughputResult> {
  const seeded = await startSeededServer();
  await seeded.kill();
  const runs = new Map<string, Run[]>(levels.map((l) => [l, []]));
  const loads: number[] = [];
  let users = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const level of levels) {
        const child = await launch(seeded.dataDir, level);
        try {
          const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD }),
          });
          const { token } = (await login.json()) as { token: string };
          const page = await fetch(`http://127.0.0.1:${PORT}${USERS_PAGE}`, { headers: { authorization: token } });
          users = ((await page.json()) as { totalCount: number }).totalCount;
          await load(token, WARMUP_SECONDS);
          const cpuBefore = cpuMs(child.pid!);
          const result = await load(token, SECONDS);
          const cpuAfter = cpuMs(child.pid!);
          const answered = result.requests.total - result.errors;
          const cpuMsPerRequest = cpuBefore === null || cpuAfter === null || answered <= 0 ? null : (cpuAfter - cpuBefore) / answered;
          runs.get(level)!.push({ result, cpuMsPerRequest });
          loads.push(os.loadavg()[0]);
        } finally {
          await stop(child);
        }
      }
    }
  } finally {
    await seeded.stop();
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const cpu = (rs: Run[]) => (rs.every((r) => r.cpuMsPerRequest !== null) ? mean(rs.map((r) => r.cpuMsPerRequest!)) : null);
  return {
    users,
    connections: CONNECTIONS,
    seconds: SECONDS * ROUNDS,
    loadAverage: mean(loads),
    levels: levels.map((level) => {
      const rs = runs.get(level)!;
      return {
        level,
        requestsPerSecond: mean(rs.map((r) => r.result.requests.average)),
        p50Ms: mean(rs.map((r) => r.result.latency.p50)),
        // The worse round: a tail is what a user waits on.
        p99Ms: Math.max(...rs.map((r) => r.result.latency.p99)),
        cpuMsPerRequest: cpu(rs),
        errors: rs.reduce((n, r) => n + r.result.errors, 0),
      };
    }),
  };
}

/** `npm run bench`'s lines for this measurement. */
export async function printThroughput(line: (label: string, value: string, verdict?: string) => void): Promise<void> {
  const r = await measureThroughput();
  line(`GET /api/users/aggregation, ${r.users} users, ${r.connections} connections, ${r.seconds} s`, '', `machine load average ${r.loadAverage.toFixed(1)} on ${os.cpus().length} cores`);
  for (const l of r.levels) {
    const cpu = l.cpuMsPerRequest === null ? '' : `, server CPU ${l.cpuMsPerRequest.toFixed(2)} ms/request`;
    line(`  LOG_LEVEL=${l.level}${l.level === 'warn' ? ' (production default)' : ''}`, `${l.requestsPerSecond.toFixed(0)} req/s p99 ${l.p99Ms.toFixed(0)} ms`, `p50 ${l.p50Ms.toFixed(0)} ms${cpu}${l.errors ? `, ${l.errors} unanswered in 10 s` : ''}`);
  }
}
