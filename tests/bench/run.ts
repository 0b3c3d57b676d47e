/**
 * `npm run bench`: the figures DESIGN.md §10 budgets. Not part of `npm test`.
 * PostgreSQL figures need BENCH_DATABASE_URL (or TEST_DATABASE_URL) pointing at a server we may create databases on.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureLoginBundle, printWireSizes } from './bundle-size';
import { ADMIN_LIST, dropSharedDatabases, measureList, USER_LIST, type Scenario } from './list-latency';
import { INBOX } from './inbox-latency';
import { UNIT_LIST } from './units-latency';
import { measureIcalImport } from './ical-import';
import { BENCH_STAY_UNITS, RESERVATION_CALENDAR, RESERVATION_LIST, REVENUE_BY_UNIT } from './reservations-latency';
import { DSR_PREFILL } from './dsr-latency';
import { DASHBOARD, SEARCH_FULL_NAME, SEARCH_WIDE_WORD } from './dashboard-latency';
import { measureCachedPaint } from './cached-paint';
import { measureOutboxDrain, type DrainResult } from './outbox-drain';
import { measureStartup } from './startup';
import { printThroughput } from './throughput';
import { printLoad } from './load';
import { reportPhoneFigures } from './phone-figures';
import { measureStatementPdf, measureStatementRun } from './owner-statements';
import { ms } from './stats';

const ADMIN_ROWS = 10_000;
const USER_ROWS = Number(process.env.BENCH_USERS ?? 100_000);
/** Issue 9: the inbox with 2,000 decisions waiting, of mixed kinds. */
const INBOX_ROWS = Number(process.env.BENCH_INBOX ?? 2_000);
const UNIT_ROWS = Number(process.env.BENCH_UNITS ?? 5_000);
/** Issue 11: a million stays is the target; BENCH_STAYS runs it smaller where seeding a million takes too long. */
const STAY_ROWS = Number(process.env.BENCH_STAYS ?? 1_000_000);
const CALENDAR_BUDGET_P95_MS = 50;
const REVENUE_BUDGET_P95_MS = 500;
const DSR_PREFILL_BUDGET_P95_MS = 100;
const DASHBOARD_BUDGET_P95_MS = 50;
const SEARCH_BUDGET_P95_MS = 300;
const ICAL_EVENTS = 500;
const LIST_BUDGET_P95_MS = 20;
const LIST_BUDGET_RATIO = 3;
const BUNDLE_BUDGET_KB = 350;
const DRAIN_ITEMS = 500;
const DRAIN_BUDGET_MS = 15_000;
const PAINT_ROWS = 1000;
const PAINT_BUDGET_MS = 200;
/** Issue 28: a month's owner statements for 200 owners of 1,000 units, and one statement's PDF. */
const STATEMENT_OWNERS = 200;
const STATEMENT_UNITS = 1_000;
const STATEMENT_RUN_BUDGET_MS = 30_000;
const STATEMENT_PDF_BUDGET_MS = 1_000;

/** A failed figure's reason in one line: a database error's own words, not the whole failed statement. */
function reason(err: unknown): string {
  const cause = err instanceof Error ? (err.cause as { message?: string; detail?: string } | undefined) : undefined;
  if (cause?.message) return `${cause.message}${cause.detail ? ` (${cause.detail})` : ''}`;
  return (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
}

function line(label: string, value: string, verdict = ''): void {
  process.stdout.write(`${label.padEnd(58)} ${value.padEnd(26)} ${verdict}\n`);
}

/** Exactly once: every user approved once, every credit request approved once with one ledger entry. */
function printDrain(drain: DrainResult): void {
  const once = drain.applied === drain.items && drain.usersOnce === drain.users && drain.creditOnce === drain.credit && drain.creditEntries === drain.credit;
  line(
    `Outbox: ${drain.items} queued mixed decisions drained (Chromium, local server)`,
    `${(drain.drainMs / 1000).toFixed(2)} s`,
    drain.drainMs < DRAIN_BUDGET_MS && once ? `within ${DRAIN_BUDGET_MS / 1000} s budget; each applied once` : `OVER budget or not exactly once`,
  );
  line(
    `  ${drain.users} user approvals, ${drain.credit} credit approvals`,
    `${drain.applied} applied`,
    `${drain.usersOnce} users approved once; ${drain.creditOnce} requests approved once, ${drain.creditEntries} ledger entries`,
  );
}

/** `npm run bench -- drain paint` measures only those figures; no names, all of them. */
const only = new Set(process.argv.slice(2));
const FIGURES = ['bundle', 'throughput', 'load', 'phone', 'startup', 'drain', 'paint', 'lists', 'reservations', 'statements'];
for (const name of only) if (!FIGURES.includes(name)) throw new Error(`Unknown figure "${name}": one of ${FIGURES.join(', ')}`);
const wanted = (name: string) => only.size === 0 || only.has(name);

async function main(): Promise<void> {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  process.stdout.write(`StayOps bench — ${new Date().toISOString()} — ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n\n`);
  // The bench serves dist/ as it is: a build older than the sources would score yesterday's app.
  if (!process.env.STATIC_DIR) execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/build-if-needed.mjs', import.meta.url))], { stdio: 'inherit' });

  if (wanted('bundle')) {
    const bundle = await measureLoginBundle();
    const kb = bundle.gzipBytes / 1024;
    line('Login screen JavaScript (gzip, all scripts loaded)', `${kb.toFixed(1)} KB in ${bundle.files} files`, kb <= BUNDLE_BUDGET_KB ? `within ${BUNDLE_BUDGET_KB} KB budget` : `OVER ${BUNDLE_BUDGET_KB} KB budget`);
    printWireSizes(line, bundle, BUNDLE_BUDGET_KB);
  }
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  if (wanted('throughput')) await printThroughput(line);
  if (wanted('load')) await printLoad(line, pgUrl);
  if (wanted('phone')) await reportPhoneFigures(line);

  if (wanted('startup')) {
    const start = await measureStartup();
    line('npm start, cold (empty data dir: migrate + first admin)', ms(start.coldMs));
    line('npm start, warm (existing data)', ms(start.warmMs));
  }

  if (wanted('drain')) printDrain(await measureOutboxDrain(DRAIN_ITEMS));
  if (wanted('paint')) {
    const paint = await measureCachedPaint(PAINT_ROWS);
    line(
      `Cached list of ${paint.rows.toLocaleString('en')} users painted offline (menu tap → first card)`,
      `p50 ${ms(paint.p50)} max ${ms(paint.max)}`,
      paint.max < PAINT_BUDGET_MS ? `within ${PAINT_BUDGET_MS} ms budget` : `OVER ${PAINT_BUDGET_MS} ms budget`,
    );
    line('  the same, first visit (page code loaded from the service worker)', ms(paint.firstMs));
  }

  const backends: ('pglite' | 'postgres')[] = ['pglite', 'postgres'];
  type Backend = 'pglite' | 'postgres';
  const lists: { label: string; what: string; scenario: typeof ADMIN_LIST; rows: number; backends?: Backend[] }[] = [
    { label: 'GET /api/administrators/aggregation', what: 'admins', scenario: ADMIN_LIST, rows: ADMIN_ROWS },
    { label: 'GET /api/users/aggregation', what: 'users', scenario: USER_LIST, rows: USER_ROWS },
    { label: 'GET /api/approvals (first page, every kind)', what: 'pending decisions of three kinds', scenario: INBOX, rows: INBOX_ROWS },
    { label: 'GET /api/units/aggregation (one property, active, by unit number)', what: 'units', scenario: UNIT_LIST, rows: UNIT_ROWS },
  ];
  const stayLists: typeof lists = [
    // PostgreSQL only: a million stays is a server's load, not the embedded database's.
    { label: 'GET /api/reservations/aggregation (one property, by check-in)', what: 'stays', scenario: RESERVATION_LIST, rows: STAY_ROWS, backends: ['postgres'] },
  ];
  for (const list of [...(wanted('lists') ? lists : []), ...(wanted('reservations') ? stayLists : [])]) {
    for (const backend of list.backends ?? backends) {
      try {
        const r = await measureList(list.scenario, backend, list.rows, pgUrl);
        const verdict =
          backend === 'postgres'
            ? r.api.p95 < LIST_BUDGET_P95_MS && r.ratioP95 <= LIST_BUDGET_RATIO
              ? `within budget (p95 < ${LIST_BUDGET_P95_MS} ms, ≤ ${LIST_BUDGET_RATIO}× bare)`
              : `OVER budget (p95 < ${LIST_BUDGET_P95_MS} ms, ≤ ${LIST_BUDGET_RATIO}× bare)`
            : '';
        line(`${list.label}, ${r.rows.toLocaleString('en')} ${list.what}, ${backend}`, `p50 ${ms(r.api.p50)} p95 ${ms(r.api.p95)}`, verdict);
        line(`  same page as bare SQL, ${backend}`, `p50 ${ms(r.bare.p50)} p95 ${ms(r.bare.p95)}`, `API/bare p95 ratio ${r.ratioP95.toFixed(2)}×`);
      } catch (err) {
        line(`${list.label}, ${backend}`, 'not measured', reason(err));
      }
    }
  }
  if (wanted('statements')) {
    for (const backend of backends) await printStatementRun(backend, pgUrl);
    await printStatementPdf();
  }
  if (wanted('reservations')) {
    await printBudgeted(pgUrl, RESERVATION_CALENDAR, `GET /api/reservations/calendar (~${BENCH_STAY_UNITS / 12} units, 31 days)`, 'same stays', CALENDAR_BUDGET_P95_MS);
    await printBudgeted(pgUrl, REVENUE_BY_UNIT, `GET /api/revenue (12 months by unit, ${BENCH_STAY_UNITS.toLocaleString('en')} units)`, 'this year by unit', REVENUE_BUDGET_P95_MS);
    await printBudgeted(pgUrl, DSR_PREFILL, `GET /api/dsr/prefill (~${BENCH_STAY_UNITS / 12} units, one day)`, 'the same day', DSR_PREFILL_BUDGET_P95_MS);
    await printBudgeted(pgUrl, DASHBOARD, 'GET /api/dashboard (every code)', "today's stays, occupancy and revenue", DASHBOARD_BUDGET_P95_MS);
    await printBudgeted(pgUrl, SEARCH_FULL_NAME, 'GET /api/search?q=Tan Mei Fong (every code)', 'the stays kind alone', SEARCH_BUDGET_P95_MS);
    await printBudgeted(pgUrl, SEARCH_WIDE_WORD, 'GET /api/search?q=bin (every code)', 'the stays kind alone', SEARCH_BUDGET_P95_MS);
    await dropSharedDatabases();
    for (const backend of backends) await printIcalImport(backend, pgUrl);
  }
}

/** A month's run through the API, every owner's draft and lines written, on each backend. */
async function printStatementRun(backend: 'pglite' | 'postgres', pgUrl: string): Promise<void> {
  const label = `POST /api/owner-statements/generate, ${STATEMENT_OWNERS} owners / ${STATEMENT_UNITS.toLocaleString('en')} units, ${backend}`;
  try {
    const r = await measureStatementRun(backend, STATEMENT_OWNERS, STATEMENT_UNITS, pgUrl);
    const verdict = r.ms < STATEMENT_RUN_BUDGET_MS ? `within ${STATEMENT_RUN_BUDGET_MS / 1000} s budget` : `OVER ${STATEMENT_RUN_BUDGET_MS / 1000} s budget`;
    line(label, `${(r.ms / 1000).toFixed(2)} s`, `${verdict}; ${r.generated} statements, ${r.lines.toLocaleString('en')} lines from ${r.stays.toLocaleString('en')} stays`);
  } catch (err) {
    line(label, 'not measured', reason(err));
  }
}

/** One approved statement's PDF, on the server: the first render reads the fonts, the others are what each next one costs. */
async function printStatementPdf(): Promise<void> {
  try {
    const r = await measureStatementPdf();
    const verdict = r.max < STATEMENT_PDF_BUDGET_MS ? `within ${STATEMENT_PDF_BUDGET_MS / 1000} s budget` : `OVER ${STATEMENT_PDF_BUDGET_MS / 1000} s budget`;
    line(`Owner statement PDF, ${r.stays} stays (zh-CN, Chinese name)`, `p50 ${ms(r.p50)} max ${ms(r.max)}`, `${verdict}; ${Math.round(r.bytes / 1024)} KB`);
    line('  the same, first in the process (fonts read and embedded)', ms(r.firstMs), r.firstMs < STATEMENT_PDF_BUDGET_MS ? `within ${STATEMENT_PDF_BUDGET_MS / 1000} s budget` : `OVER ${STATEMENT_PDF_BUDGET_MS / 1000} s budget`);
  } catch (err) {
    line('Owner statement PDF', 'not measured', reason(err));
  }
}

/** No budget yet: the figure says what a sync of a channel's busy calendar costs, first time and unchanged. */
async function printIcalImport(backend: 'pglite' | 'postgres', pgUrl: string): Promise<void> {
  const label = `POST /api/integration/feeds/:id/sync, ${ICAL_EVENTS}-event iCal feed (local feed server), ${backend}`;
  try {
    const r = await measureIcalImport(backend, ICAL_EVENTS, pgUrl);
    line(label, `first ${ms(r.firstMs)}`, `${r.created} stays created`);
    line('  the same feed again, nothing changed', `p50 ${ms(r.again.p50)} max ${ms(r.again.max)}`);
  } catch (err) {
    line(label, 'not measured', reason(err));
  }
}

/**
 * A read of the million stays with a p95 budget of its own, on PostgreSQL (DESIGN.md §10): the calendar of a ~200-unit
 * property for 31 days, revenue for twelve months by unit, the DSR prefill of one property's day, the dashboard.
 */
async function printBudgeted(pgUrl: string, scenario: Scenario, label: string, bareLabel: string, budgetMs: number): Promise<void> {
  try {
    const r = await measureList(scenario, 'postgres', STAY_ROWS, pgUrl);
    const verdict = r.api.p95 < budgetMs ? `within ${budgetMs} ms budget` : `OVER ${budgetMs} ms budget`;
    line(`${label}, ${r.rows.toLocaleString('en')} stays, postgres`, `p50 ${ms(r.api.p50)} p95 ${ms(r.api.p95)}`, verdict);
    line(`  ${bareLabel} as bare SQL, postgres`, `p50 ${ms(r.bare.p50)} p95 ${ms(r.bare.p95)}`, `API/bare p95 ratio ${r.ratioP95.toFixed(2)}×`);
  } catch (err) {
    line(`${label}, postgres`, 'not measured', reason(err));
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  },
);
