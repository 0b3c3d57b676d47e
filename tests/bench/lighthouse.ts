import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { loginToken } from '../e2e/helpers/api';
import { startSeededServer } from '../e2e/helpers/server';
import { startFloorPage } from './floor-page';
import { addSessionCookie } from './trace-events';

/** The flags every bench browser runs with (the system Chromium, nothing fetched from outside). */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthousePage {
  /** Performance, 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Cumulative layout shift (unitless; the budget is < 0.1). */
  cls: number;
  /** The machine's 1-minute load average when the runs ended: simulated throttling moves with it. */
  load?: string;
  /** Runs Lighthouse itself failed (NO_NAVSTART and the like) and that were run again. */
  retried?: number;
}

/** A signed-in screen the bench scores, on the demo data (`seed-demo`). */
export interface SignedInScreen {
  key: string;
  label: string;
  path: string;
  /** An API path the screen must call: a page that bounced to the sign-in form would score the wrong screen. */
  mustRequest: string;
}

/** Issue 25: every screen an admin opens on a phone, the approvals inbox first among them. */
export const SIGNED_IN_SCREENS: readonly SignedInScreen[] = [
  { key: 'usersList', label: 'users list', path: '/admin/user-mgmt', mustRequest: '/api/users/' },
  { key: 'approvals', label: 'approvals inbox', path: '/admin/approvals', mustRequest: '/api/approvals' },
  { key: 'calendar', label: 'reservation calendar', path: '/admin/reservation/calendar', mustRequest: '/api/reservations/calendar' },
  { key: 'dashboard', label: 'dashboard', path: '/admin/dashboard', mustRequest: '/api/' },
  { key: 'quotas', label: 'free-stay quota calendar', path: '/admin/daily-free-stay-quotas', mustRequest: '/api/free-stay-quotas' },
  { key: 'revenue', label: 'revenue', path: '/admin/revenue', mustRequest: '/api/revenue' },
  { key: 'dsr', label: 'daily sales reports', path: '/admin/report', mustRequest: '/api/dsr/aggregation' },
  { key: 'dsrChecking', label: 'DSR checking queue', path: '/admin/check-report', mustRequest: '/api/dsr/queue' },
  { key: 'expenses', label: 'expenses', path: '/admin/expenses', mustRequest: '/api/expenses/aggregation' },
  // Issue 28 and 29's areas: owner installments, announcements, holidays.
  { key: 'ownerInstallments', label: 'owner installments', path: '/admin/owner-installment', mustRequest: '/api/owner-installments/aggregation' },
  { key: 'announcements', label: 'announcements', path: '/admin/announcement', mustRequest: '/api/announcements/aggregation' },
  { key: 'holidays', label: 'holidays', path: '/admin/holiday', mustRequest: '/api/holidays/aggregation' },
];

export interface LighthouseScores {
  /** An empty Ionic 9 + React 19 page with one button, scored in the same run: what the stack allows. */
  floor: LighthousePage;
  signIn: LighthousePage;
  /** Each of SIGNED_IN_SCREENS by its key, in that order. */
  screens: { screen: SignedInScreen; result: LighthousePage }[];
}

/** Lighthouse's simulated score moves by several points between runs of the same page: the median of three (`BENCH_LH_RUNS`) is read. */
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const MAX_RETRIES = 3;

interface DebuggableChromium {
  port: number;
  stop(): Promise<void>;
}

/** Lighthouse drives the browser over its DevTools port, so Chromium is started here rather than by playwright. */
async function startChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'stayops-lh-'));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so stopping it also stops the helper processes that write to the profile.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${err}`)), 30_000);
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', () => reject(new Error(`Chromium exited:\n${err}`)));
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // A profile left in the temp folder costs nothing; losing the run's figures to it would.
      }
    },
  };
}

interface LighthouseReport {
  finalDisplayedUrl?: string;
  categories: { performance?: { score: number | null } };
  audits: Record<string, { details?: unknown; numericValue?: number }>;
  runtimeError?: { message: string };
}

/**
 * Lighthouse's own command line in a plain Node process: functions it sends into the page must
 * reach it as written, and the TypeScript loader running the bench would rewrite them.
 */
function runLighthouse(url: string, port: number): Promise<LighthouseReport> {
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli', 'index.js');
  // The default config is Lighthouse's mobile run: a mid-range phone, simulated slow 4G, CPU 4× slower.
  const args = [cli, url, `--port=${port}`, '--output=json', '--only-categories=performance', '--quiet'];
  const keep = keptRunPath(url);
  // Kept runs go to a file with their trace beside it (what the score was computed from); otherwise the report is read from stdout.
  if (keep) rmSync(`${keep}.json`, { force: true });
  args.push(...(keep ? [`--output-path=${keep}.json`, '--save-assets'] : ['--output-path=stdout']));
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => {
      try {
        resolve(JSON.parse(keep && existsSync(`${keep}.json`) ? readFileSync(`${keep}.json`, 'utf8') : out) as LighthouseReport);
      } catch {
        // The trace error it sometimes reports in its result, it also ends on without one (exit 1, NO_NAVSTART).
        const message = `Lighthouse exited ${code}: ${err.slice(-2000)}`;
        reject(/NO_NAVSTART|recording the trace/.test(err) ? new LighthouseRunFailed(message) : new Error(message));
      }
    });
  });
}

let keptRuns = 0;

/** With `BENCH_LIGHTHOUSE_DIR` set, each run's report and trace are kept there (`<n>-<page>.json`, `<n>-<page>-0.trace.json`). */
function keptRunPath(url: string): string | undefined {
  const dir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (!dir) return undefined;
  keptRuns += 1;
  return path.join(dir, `${keptRuns}-${new URL(url).pathname.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}`);
}

/** The 1-minute load average (`/proc/loadavg`), or `?` where there is none. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';
  } catch {
    return '?';
  }
}

/** Lighthouse failed to trace the load (its runtimeError, e.g. NO_NAVSTART): a failed measurement, not a score of the page. */
class LighthouseRunFailed extends Error {}

async function performanceScore(url: string, port: number, mustRequest?: string): Promise<LighthousePage> {
  const lhr = await runLighthouse(url, port);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new LighthouseRunFailed(`Lighthouse gave no performance score for ${url}: ${lhr.runtimeError?.message ?? 'no result'}`);
  if (mustRequest) {
    // A page that bounced to the sign-in form would score the wrong screen.
    const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
    if (!requests.some((r) => new URL(r.url).pathname.startsWith(mustRequest))) throw new Error(`${url} never called ${mustRequest}: not signed in?`);
    const landed = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : undefined;
    if (landed !== undefined && landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}: not signed in?`);
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(score * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** The median run by score (Lighthouse's simulated score moves between runs of the same page). */
async function medianScore(url: string, port: number, mustRequest?: string): Promise<LighthousePage> {
  const runs: LighthousePage[] = [];
  let retried = 0;
  while (runs.length < RUNS) {
    try {
      runs.push(await performanceScore(url, port, mustRequest));
    } catch (err) {
      // About one Lighthouse run in twenty loses its navigation trace on this machine; that run says
      // nothing about the page, so it is run again (a few times at most) and the retry is reported.
      if (!(err instanceof LighthouseRunFailed) || retried >= MAX_RETRIES) throw err;
      retried += 1;
    }
  }
  runs.sort((a, b) => a.score - b.score);
  return { ...(runs[Math.floor(runs.length / 2)] as LighthousePage), retried, load: loadAverage() };
}

/**
 * DESIGN.md §10: Lighthouse 12 mobile performance of the sign-in page (no session) and of every
 * signed-in screen of SIGNED_IN_SCREENS (the session cookie is set in the same browser first;
 * Lighthouse keeps cookies), on the demo data an admin tries the app with (`seed-demo`).
 * `BENCH_LH_SCREENS=approvals,calendar` scores only those signed-in screens.
 */
export async function measureLighthouse(): Promise<LighthouseScores> {
  const only = process.env.BENCH_LH_SCREENS?.split(',').filter(Boolean);
  const floorPage = await startFloorPage();
  const server = await startSeededServer();
  const browser = await startChromium();
  try {
    const token = await loginToken(server);
    const floor = await medianScore(floorPage.url, browser.port);
    const signIn = await medianScore(server.url, browser.port);

    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const context = cdp.contexts()[0];
    if (context) await addSessionCookie(context, server.url, token);
    // Disconnects (without closing the browser it did not launch) before Lighthouse loads the page:
    // connected, playwright follows every page over the DevTools protocol, about a fifth of a core
    // on this two-core machine taken from the page being measured. The cookie stays in the profile.
    await cdp.close();
    const screens: LighthouseScores['screens'] = [];
    for (const screen of SIGNED_IN_SCREENS) {
      if (only && !only.includes(screen.key)) continue;
      screens.push({ screen, result: await medianScore(new URL(screen.path, server.url).href, browser.port, screen.mustRequest) });
    }
    return { floor, signIn, screens };
  } finally {
    await browser.stop();
    await server.stop();
    await floorPage.stop();
  }
}
