import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@server/db/client';
import { seedDemo } from '@server/cli/seed-demo';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { seedDemoExpenses } from '@server/cli/seed-expenses';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';

describe.each(BACKENDS)('demo expenses on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('seeds about 300 expenses of three months once, fast, in every state, with receipts stored once', async () => {
    const now = new Date('2026-11-26T03:00:00Z');
    expect(await seedDemoExpenses(t.database.db, { now })).toEqual({ created: 0 });
    await seedDemo(t.database.db);
    await seedDemoPortfolio(t.database.db, 24);
    const started = Date.now();
    expect(await seedDemoExpenses(t.database.db, { now })).toEqual({ created: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await seedDemoExpenses(t.database.db, { now })).toEqual({ created: 0 });

    const [facts] = rowsOf<Record<string, number | string>>(
      await t.database.db.execute(sql`
      select
        count(*) filter (where status = 'approved')::int as approved,
        count(*) filter (where status = 'recorded')::int as recorded,
        count(*) filter (where status = 'void')::int as voided,
        count(*) filter (where receipt_file_id is not null)::int as "withReceipt",
        count(distinct receipt_file_id)::int as receipts,
        count(*) filter (where unit_id is not null)::int as "onUnits",
        count(*) filter (where property_id is null)::int as "companyWide",
        count(*) filter (where billable)::int as billable,
        count(distinct category)::int as categories,
        min(expense_date)::text as first,
        max(expense_date)::text as last,
        (select count(*) from expenses e join units u on u.id = e.unit_id where u.property_id <> e.property_id)::int as "unitElsewhere",
        (select count(*) from audit_log where entity = 'expenses.expense')::int as audits
      from expenses`),
    );
    expect(Number(facts.approved)).toBeGreaterThan(150);
    expect(Number(facts.recorded)).toBeGreaterThanOrEqual(15);
    expect(Number(facts.voided)).toBeGreaterThanOrEqual(3);
    expect(Number(facts.withReceipt)).toBeGreaterThan(150);
    expect(Number(facts.receipts)).toBeLessThanOrEqual(6);
    expect(Number(facts.onUnits)).toBeGreaterThan(50);
    expect(Number(facts.companyWide)).toBeGreaterThan(10);
    expect(Number(facts.billable)).toBeGreaterThan(20);
    expect(Number(facts.categories)).toBe(10);
    expect(facts.unitElsewhere).toBe(0);
    expect(String(facts.first) >= '2026-08-28').toBe(true);
    expect(String(facts.last) <= '2026-11-26').toBe(true);
    expect(Number(facts.audits)).toBeGreaterThanOrEqual(300 + Number(facts.approved) + Number(facts.voided));
  });
});
