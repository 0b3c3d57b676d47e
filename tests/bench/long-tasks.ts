/**
 * What each long task of the users list's first visit is made of: the top-level tasks over `BENCH_TASK_MS` (12 ms:
 * 50 ms on Lighthouse's phone, four times slower) with the script, layout and style work inside them.
 * `npx tsx tests/bench/long-tasks.ts` — a tool for looking, not a budgeted figure.
 */
import { readFileSync } from 'node:fs';
import { createPendingUsers, loginToken } from '../e2e/helpers/api';
import { launchBrowser, phoneContext } from '../e2e/helpers/browser';
import { startServer } from '../e2e/helpers/server';
import { addSessionCookie, rendererMainEvents, type TraceEvent } from './trace-events';

const THRESHOLD_MS = Number(process.env.BENCH_TASK_MS ?? 12);
const INNER = new Set(['EvaluateScript', 'v8.compile', 'FunctionCall', 'TimerFire', 'EventDispatch', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'FireAnimationFrame', 'RunMicrotasks', 'v8.evaluateModule', 'ParseAuthorStyleSheet', 'Paint', 'MajorGC', 'MinorGC', 'XHRReadyStateChange', 'ResourceReceivedData']);

function describe(e: TraceEvent): string {
  const d = e.args?.data;
  const where = d?.url ? ` ${d.url.replace(/^.*\/assets\//, '')}${d.lineNumber !== undefined ? `:${d.lineNumber}:${d.columnNumber}` : ''}` : '';
  return `${e.name}${d?.functionName ? ` ${d.functionName}` : ''}${d?.type ? ` ${d.type}` : ''}${where}`;
}

function report(trace: { traceEvents: TraceEvent[] }): void {
  const onMain = rendererMainEvents(trace.traceEvents);
  const t0 = onMain[0]?.ts ?? 0;
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && cpu(e) >= THRESHOLD_MS);
  let blocking = 0;
  let all = 0;
  for (const e of onMain) if (e.name === 'RunTask') all += cpu(e);
  for (const task of tasks) {
    const ms = cpu(task);
    blocking += Math.max(0, ms * 4 - 50);
    if (process.env.BENCH_QUIET_TASKS) continue;
    process.stdout.write(`\n${((task.ts - t0) / 1000).toFixed(0).padStart(6)} ms  task ${ms.toFixed(1)} ms CPU (${((task.dur ?? 0) / 1000).toFixed(1)} ms wall)\n`);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) && INNER.has(e.name) && (e.dur ?? 0) >= 1500);
    for (const e of inside.slice(0, 25)) process.stdout.write(`          ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${describe(e)}\n`);
  }
  process.stdout.write(`\n${tasks.length} tasks ≥ ${THRESHOLD_MS} ms CPU; blocking at 4× ≈ ${Math.round(blocking)} ms; main thread CPU ${Math.round(all)} ms\n`);
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await loginToken(server);
    await createPendingUsers(server, token, 40, { namePrefix: 'Bench Tasks' });
    const context = await phoneContext(browser);
    await addSessionCookie(context, server.url, token);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8'] });
    await page.goto(`${server.url}admin/user-mgmt`);
    await page.locator('[data-testid^="user-card-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(3000);
    report(JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] });
  } finally {
    await browser.close();
    await server.stop();
  }
}

// A trace saved elsewhere (Lighthouse's `--save-assets`) is read instead of loading the page.
const file = process.argv[2];
if (file) {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  report(Array.isArray(saved) ? { traceEvents: saved } : saved);
} else void main().then(() => process.exit(0));
