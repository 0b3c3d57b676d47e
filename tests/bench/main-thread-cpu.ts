/**
 * The main thread's CPU time of two first screens, counted from a Chromium trace (each top-level
 * task's thread time, `tdur`), not from wall time: when other work shares the machine a task's wall
 * time stretches but its CPU time does not, so before/after comparisons of a change hold on a busy
 * machine where Lighthouse and the phone timings do not (DESIGN.md §10 names those; this explains them).
 * - the users list signed in, a first visit (no service worker, nothing saved): Lighthouse's page;
 * - the sign-in page served by its service worker: the phone's warm visit.
 * Runs at full CPU speed; multiply by four for the emulated phone. Median of `BENCH_RUNS` (5) each.
 * `npx tsx tests/bench/main-thread-cpu.ts` — a tool for looking, not a budgeted figure.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createPendingUsers, loginToken } from '../e2e/helpers/api';
import { launchBrowser, phoneContext } from '../e2e/helpers/browser';
import { startServer } from '../e2e/helpers/server';
import { percentile } from './stats';
import { addSessionCookie, rendererMainEvents, type TraceEvent } from './trace-events';

export interface MainThreadCpu {
  /** CPU time of the renderer's main thread, ms, median. */
  usersListMs: number;
  signInWarmMs: number;
  /** Elements on the users list's first screen once quiet: all, Ionic's (each one upgraded), Ionic's icons. */
  usersListElements: { all: number; ionic: number; icons: number };
  /** Every run, to show the spread. */
  usersListRuns: number[];
  signInWarmRuns: number[];
}

/** Until `idleMs` pass without a new long task, or `timeoutMs` overall. */
const QUIET_PROBE = `(() => {
  window.__lastLongTask = performance.now();
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lastLongTask = e.startTime + e.duration; })
    .observe({ type: 'longtask', buffered: true });
})()`;

async function quiet(page: Page, idleMs = 1500): Promise<void> {
  for (;;) {
    await page.waitForTimeout(500);
    const since = await page.evaluate<number>('performance.now() - window.__lastLongTask');
    if (since >= idleMs) return;
  }
}

/** Sum of the top-level tasks' thread time on every renderer main thread in the trace. */
function mainThreadCpuMs(trace: { traceEvents: TraceEvent[] }): number {
  let us = 0;
  for (const e of rendererMainEvents(trace.traceEvents)) if (e.name === 'RunTask') us += e.tdur ?? 0;
  return us / 1000;
}

let traceCount = 0;

async function traced(browser: Browser, page: Page, run: () => Promise<void>): Promise<number> {
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await run();
  const buffer = await browser.stopTracing();
  // For reading in the browser's performance panel.
  if (process.env.BENCH_TRACE_DIR) writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `trace-${++traceCount}.json`), buffer);
  return mainThreadCpuMs(JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] });
}

export async function measureMainThreadCpu(runs = Number(process.env.BENCH_RUNS ?? 5)): Promise<MainThreadCpu> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await loginToken(server);
    await createPendingUsers(server, token, 40, { namePrefix: 'Bench Cpu' });
    const usersList: number[] = [];
    let usersListElements = { all: 0, ionic: 0, icons: 0 };
    const signInWarm: number[] = [];
    for (let i = 0; i < runs; i++) {
      const listContext = await phoneContext(browser);
      await addSessionCookie(listContext, server.url, token);
      await listContext.addInitScript(QUIET_PROBE);
      const listPage = await listContext.newPage();
      usersList.push(
        await traced(browser, listPage, async () => {
          await listPage.goto(`${server.url}admin/user-mgmt`);
          await listPage.locator('[data-testid^="user-card-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
          await quiet(listPage);
        }),
      );
      usersListElements = await listPage.evaluate(() => {
        const all = [...document.querySelectorAll('*')];
        return { all: all.length, ionic: all.filter((e) => e.localName.startsWith('ion-')).length, icons: document.querySelectorAll('ion-icon').length };
      });
      await listContext.close();

      const signInContext = await phoneContext(browser);
      await signInContext.addInitScript(QUIET_PROBE);
      const signInPage = await signInContext.newPage();
      await signInPage.goto(server.url);
      await signInPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await quiet(signInPage);
      signInWarm.push(
        await traced(browser, signInPage, async () => {
          await signInPage.goto(server.url);
          await signInPage.locator('[data-testid="login-submit"].hydrated').waitFor({ state: 'visible', timeout: 60_000 });
          await quiet(signInPage);
        }),
      );
      await signInContext.close();
    }
    return {
      usersListMs: percentile(usersList, 50),
      signInWarmMs: percentile(signInWarm, 50),
      usersListElements,
      usersListRuns: usersList,
      signInWarmRuns: signInWarm,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('main-thread-cpu.ts')) {
  void measureMainThreadCpu().then((r) => {
    const runs = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
    const e = r.usersListElements;
    process.stdout.write(`users list, first visit, main thread CPU ${Math.round(r.usersListMs)} ms (runs ${runs(r.usersListRuns)})\n`);
    process.stdout.write(`  its first screen: ${e.all} elements, ${e.ionic} of Ionic's, ${e.icons} ion-icon\n`);
    process.stdout.write(`sign-in, warm (service worker), main thread CPU ${Math.round(r.signInWarmMs)} ms (runs ${runs(r.signInWarmRuns)})\n`);
    process.exit(0);
  });
}
