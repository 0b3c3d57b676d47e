import { sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openPglite, openPostgres, rowsOf, type Database } from '@server/db/client';
import { createFullAdmin } from '@server/cli/first-admin';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { renderStatementPdf, SECTION_OF_KIND, STATEMENT_SECTIONS, type StatementPdf, type StatementPdfLine, type StatementSection } from '@server/modules/owner-statements/pdf';
import type { StatementJob } from '@shared/contracts/owner-statements';
import { createScratchDatabase } from '../support/scratch-postgres';
import { percentile } from './stats';

export interface StatementRunResult {
  backend: string;
  owners: number;
  units: number;
  stays: number;
  ms: number;
  generated: number;
  lines: number;
}

const MONTH = '2034-05';

/**
 * Issue 28: a month's run for `owners` owners holding `units` units (unit i belongs to owner i mod owners, on one of the
 * demo packages), three stays a unit, the last over the month's end; `POST /api/owner-statements/generate` timed end to end.
 */
export async function measureStatementRun(backend: 'pglite' | 'postgres', owners: number, units: number, pgUrl?: string): Promise<StatementRunResult> {
  let drop: (() => Promise<void>) | null = null;
  let database: Database;
  if (backend === 'postgres') {
    const scratch = await createScratchDatabase(pgUrl!, 'stayops_bench');
    drop = scratch.drop;
    database = await openPostgres(scratch.url);
  } else {
    database = await openPglite(null);
  }
  try {
    await database.migrate();
    await createFullAdmin(database.db, { name: 'Bench Root', email: 'root@stayops.bench', password: 'bench-root-password' });
    // Its companies, packages, properties and room types; no units of its own.
    await seedDemoPortfolio(database.db, 0);
    const db = database.db;
    await db.execute(sql`
      INSERT INTO accounts (account_number, kind, name)
      SELECT 'BENCH-OS-' || n, 'owner', 'Bench Owner ' || n FROM generate_series(1, ${owners}::int) n`);
    await db.execute(sql`
      INSERT INTO units (property_id, room_type_id, unit_number)
      SELECT rt.property_id, rt.id, 'BSO-' || lpad(n::text, 5, '0')
      FROM generate_series(1, ${units}::int) n, (SELECT id, property_id FROM room_types ORDER BY name, id LIMIT 1) rt`);
    await db.execute(sql`
      WITH u AS (SELECT id, row_number() OVER (ORDER BY unit_number) - 1 AS i FROM units WHERE unit_number LIKE 'BSO-%'),
        o AS (SELECT id, row_number() OVER (ORDER BY account_number) - 1 AS i FROM accounts WHERE account_number LIKE 'BENCH-OS-%')
      INSERT INTO unit_ownerships (unit_id, owner_id, from_date) SELECT u.id, o.id, '2034-01-01' FROM u JOIN o ON o.i = u.i % ${owners}`);
    await db.execute(sql`
      WITH u AS (SELECT id, row_number() OVER (ORDER BY unit_number) - 1 AS i FROM units WHERE unit_number LIKE 'BSO-%'),
        p AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS n FROM service_packages)
      INSERT INTO unit_packages (unit_id, package_id, from_month) SELECT u.id, p.id, '2034-01' FROM u JOIN p ON p.i = u.i % p.n`);
    await db.execute(sql`
      INSERT INTO reservations (unit_id, check_in, check_out, channel, kind, status, room_revenue_sen, cleaning_fee_sen, channel_commission_sen, guest_name)
      SELECT u.id, d.check_in, d.check_out, 'airbnb', 'guest', 'confirmed', 250000 + d.n * 7, 5000, 30000 + d.n, 'Bench Guest'
      FROM units u
      CROSS JOIN (VALUES (1, '2034-05-02'::date, '2034-05-06'::date), (2, '2034-05-12'::date, '2034-05-15'::date), (3, '2034-05-29'::date, '2034-06-02'::date)) AS d(n, check_in, check_out)
      WHERE u.unit_number LIKE 'BSO-%'`);

    const app = await buildApp({ database, config: { ...loadConfig({}), staticDir: '/nonexistent' } });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'root@stayops.bench', password: 'bench-root-password' } });
      const { token } = login.json<{ token: string }>();
      const t0 = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/owner-statements/generate', headers: { authorization: token }, payload: { month: MONTH } });
      const ms = performance.now() - t0;
      if (res.statusCode !== 201) throw new Error(`run failed: ${res.statusCode} ${res.body}`);
      const job = res.json<StatementJob>();
      if (job.status !== 'done' || job.generated !== owners) throw new Error(`run ended ${job.status} with ${job.generated} of ${owners} statements`);
      const [count] = rowsOf<{ lines: string }>(
        await db.execute(sql`SELECT count(*) AS lines FROM owner_statement_lines l JOIN owner_statements s ON s.id = l.statement_id WHERE s.month = ${MONTH}`),
      );
      return { backend, owners, units, stays: units * 3, ms, generated: job.generated, lines: Number(count?.lines ?? 0) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    if (drop) await drop();
  }
}

/** A busy owner's month: `stays` stays on a few units, each with its commission, then the fee, cleaning, an expense, an installment. */
function busyStatement(stays: number): StatementPdf {
  const lines: StatementPdfLine[] = [];
  for (let i = 0; i < stays; i++) {
    const day = 1 + (i % 26);
    const stay = { code: `SO${5100 + i}`, checkIn: `2034-05-${String(day).padStart(2, '0')}`, checkOut: `2034-05-${String(day + 3).padStart(2, '0')}`, nightsInMonth: 3 };
    const unitNumber = `A-${10 + (i % 5)}-0${1 + (i % 3)}`;
    lines.push({ kind: 'stay', description: `Airbnb stay, guest ${i % 2 ? 'Tan Wei Jie' : 'Nurul Izzah'}`, unitNumber, stay, amountSen: 45_000 + ((i * 7919) % 30_000) });
    lines.push({ kind: 'commission', description: 'Airbnb commission 15%', unitNumber, stay, amountSen: -6_750 });
  }
  lines.push(
    { kind: 'management_fee', description: 'Management fee, 20% of RM 10,000.00 = RM 2,000.00', unitNumber: 'A-10-01', amountSen: -200_000 },
    { kind: 'cleaning', description: 'Cleaning after checkout, passed through', unitNumber: 'A-10-01', date: '2034-05-04', amountSen: -8_000 },
    { kind: 'expense', description: 'Aircond service and gas top-up, Syarikat Penyaman Udara Jaya', unitNumber: 'A-10-01', date: '2034-05-12', amountSen: -38_000 },
    { kind: 'expense_markup', description: 'Expense markup 10%', unitNumber: 'A-10-01', date: '2034-05-12', amountSen: -3_800 },
    { kind: 'installment', description: 'Furnishing package, month 4 of 12', amountSen: -41_667 },
  );
  const subtotalsSen = Object.fromEntries(STATEMENT_SECTIONS.map((s) => [s, 0])) as Record<StatementSection, number>;
  for (const line of lines) subtotalsSen[SECTION_OF_KIND[line.kind]] += line.amountSen;
  return {
    language: 'zh-CN',
    company: { name: 'StayOps Hospitality Sdn. Bhd.', ssmNumber: '201901012345 (1319876-K)', sstNumber: 'W10-1908-32000456', address: ['28 Jalan Bukit Bintang', '55100 Kuala Lumpur'] },
    owner: { name: '陈美芳', romanisedName: 'Tan Mei Fong', address: ['12, Jalan SS2/24', '47300 Petaling Jaya, Selangor'] },
    month: MONTH,
    revision: 1,
    supersedes: null,
    approved: { at: '2034-06-03T02:15:00Z', byName: 'Rajesh a/l Subramaniam' },
    generatedAt: '2034-06-01T01:00:00Z',
    lines,
    subtotalsSen,
    netPayoutSen: STATEMENT_SECTIONS.reduce((sum, s) => sum + subtotalsSen[s], 0),
    bank: { bankName: 'Maybank', accountHolder: 'Tan Mei Fong', accountNumber: '1142 5567 7890' },
  };
}

export interface PdfResult {
  stays: number;
  bytes: number;
  /** The first render in this process: the fonts read and embedded for the first time. */
  firstMs: number;
  p50: number;
  max: number;
}

/** One approved statement's PDF (issue 28: < 1 s), a month of `stays` stays, rendered `runs` times after the first. */
export async function measureStatementPdf(stays = 40, runs = 5): Promise<PdfResult> {
  const input = busyStatement(stays);
  let t0 = performance.now();
  const first = await renderStatementPdf(input);
  const firstMs = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    t0 = performance.now();
    await renderStatementPdf(input);
    times.push(performance.now() - t0);
  }
  return { stays, bytes: first.length, firstMs, p50: percentile(times, 50), max: Math.max(...times) };
}
