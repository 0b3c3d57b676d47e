import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { toApiDate } from '@shared/dates';
import { seedDemo } from '@server/cli/seed-demo';
import { seedDemoExpenses } from '@server/cli/seed-expenses';
import { seedDemoStatements, STATEMENT_CHECKER_EMAIL, STATEMENT_MAKER_EMAIL } from '@server/cli/seed-owner-statements';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { seedDemoReservations } from '@server/cli/seed-reservations';
import { rowsOf } from '@server/db/client';
import { figureTable } from '@server/modules/revenue/figures';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { generate } from './helpers/statements';

/** Last month of the demo data: every owner's statement revenue is the revenue report's row for them, to the sen. */
describe.each(BACKENDS)('owner statements of the demo data on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.database.db);
    await seedDemoPortfolio(t.database.db, 40);
    await seedDemoReservations(t.database.db, { count: 600 });
    await seedDemoExpenses(t.database.db);
  });
  afterAll(async () => t?.close());

  it("adds up to the revenue report grouped by owner, and each statement's lines to its payout", { timeout: 120_000 }, async () => {
    const now = new Date();
    const month = toApiDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15))).slice(0, 7);
    const job = await generate(t, t.rootToken, { month });
    expect(job.generated).toBeGreaterThan(0);
    const statements = rowsOf<{ owner_id: string; revenue_sen: string; payout_sen: string; lines_sen: string | null; stays: string }>(
      await t.database.db.execute(sql`
        SELECT s.owner_id::text AS owner_id, s.revenue_sen, s.payout_sen, sum(l.amount_sen) AS lines_sen, count(*) FILTER (WHERE l.kind = 'stay') AS stays
        FROM owner_statements s LEFT JOIN owner_statement_lines l ON l.statement_id = s.id
        WHERE s.month = ${month} GROUP BY s.id`),
    );
    expect(statements).toHaveLength(job.generated);
    expect(statements.reduce((n, s) => n + Number(s.stays), 0)).toBeGreaterThan(0);
    const report = await figureTable(t.database.db, month, month, 'owner');
    for (const s of statements) {
      expect(Number(s.revenue_sen), s.owner_id).toBe(report.get(s.owner_id)?.get(month)?.roomRevenueSen ?? 0);
      expect(Number(s.lines_sen ?? 0)).toBe(Number(s.payout_sen));
    }
    const owned = [...report.entries()].filter(([key]) => key !== null).reduce((sum, [, m]) => sum + (m.get(month)?.roomRevenueSen ?? 0), 0);
    expect(statements.reduce((sum, s) => sum + Number(s.revenue_sen), 0)).toBe(owned);
  });

  it("seeds owners of Malaysia's three communities, installment plans, and last month approved by an admin other than its maker", { timeout: 180_000 }, async () => {
    const started = performance.now();
    const report = await seedDemoStatements(t.database.db);
    const seconds = (performance.now() - started) / 1000;
    expect(report.plans).toBe(4);
    expect(report.generated).toBeGreaterThan(0);
    expect(report.approved).toBe(report.generated);
    // The budget of the whole seed is a few minutes; this step is a small share of it.
    expect(seconds).toBeLessThan(60);

    const owners = rowsOf<{ name: string; status: string; maker: string; checker: string | null }>(
      await t.database.db.execute(sql`
        SELECT a.name, s.status, g.email AS maker, c.email AS checker
        FROM owner_statements s JOIN accounts a ON a.id = s.owner_id JOIN accounts g ON g.id = s.generated_by LEFT JOIN accounts c ON c.id = s.approved_by
        WHERE s.month = ${report.month} AND s.status <> 'superseded'`),
    );
    expect(owners.length).toBeGreaterThanOrEqual(report.generated);
    for (const o of owners) expect([o.status, o.maker, o.checker]).toEqual(['approved', STATEMENT_MAKER_EMAIL, STATEMENT_CHECKER_EMAIL]);
    const names = owners.map((o) => o.name);
    expect(names.some((n) => /\p{Script=Han}/u.test(n)), 'a Chinese owner named in characters').toBe(true);
    expect(names.some((n) => / bin(ti)? /.test(n)), 'a Malay owner').toBe(true);
    expect(names.some((n) => / a\/[lp] /.test(n)), 'an Indian owner').toBe(true);

    const plans = rowsOf<{ status: string; waived: string; settled: string }>(
      await t.database.db.execute(sql`
        SELECT p.status, count(*) FILTER (WHERE e.kind = 'waiver' AND e.month = ${report.month}) AS waived, count(*) FILTER (WHERE e.kind = 'settlement') AS settled
        FROM owner_installments p LEFT JOIN owner_installment_entries e ON e.plan_id = p.id GROUP BY p.id`),
    );
    expect(plans).toHaveLength(4);
    expect(plans.filter((p) => Number(p.waived) === 1)).toHaveLength(1);
    expect(plans.filter((p) => p.status === 'settled' && Number(p.settled) === 1)).toHaveLength(1);
    expect(plans.filter((p) => p.status === 'active')).toHaveLength(3);

    // A second run adds no plan and leaves the approved month as it is.
    const again = await seedDemoStatements(t.database.db);
    expect(again).toMatchObject({ plans: 0, generated: 0, approved: 0 });
  });
});
