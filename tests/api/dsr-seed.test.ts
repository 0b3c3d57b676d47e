import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DsrReport } from '@shared/contracts/dsr';
import { addDays, toApiDate } from '@shared/dates';
import { seedDemo } from '@server/cli/seed-demo';
import { seedDemoDsr } from '@server/cli/seed-dsr';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { seedDemoReservations } from '@server/cli/seed-reservations';
import { rowsOf } from '@server/db/client';
import { dayFigures } from '@server/modules/dsr/figures';
import { figureTable } from '@server/modules/revenue/figures';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body } from './helpers/fixtures';

describe.each(BACKENDS)('the demo daily sales reports on %s', (backend) => {
  let t: TestApp;
  const query = async <T>(statement: ReturnType<typeof sql>): Promise<T[]> => rowsOf<T>(await t.database.db.execute(statement));

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.database.db);
    await seedDemoPortfolio(t.database.db, 40);
    await seedDemoReservations(t.database.db, { count: 600 });
  });
  afterAll(async () => t?.close());

  it('writes 30 days for every property, most verified by another admin, some waiting or returned, with slips and explained variances; twice adds nothing', { timeout: 120_000 }, async () => {
    const [{ n: propertyCount }] = await query<{ n: number }>(sql`select count(*)::int as n from properties`);
    const first = await seedDemoDsr(t.database.db);
    expect(first.reports).toBe(Number(propertyCount) * 30);
    expect(first.photos).toBeGreaterThan(0);
    expect(await seedDemoDsr(t.database.db)).toEqual({ reports: 0, photos: 0 });

    const byStatus = Object.fromEntries(
      (await query<{ status: string; n: number }>(sql`select status, count(*)::int as n from dsr_reports group by status`)).map((r) => [r.status, Number(r.n)]),
    );
    expect(byStatus.verified).toBeGreaterThan(first.reports / 2);
    expect(byStatus.submitted).toBeGreaterThan(0);
    expect(byStatus.returned).toBeGreaterThan(0);
    const [checks] = await query<{ same: number; unexplained: number; explained: number; latest: string; earliest: string }>(sql`
      select count(*) filter (where checked_by = submitted_by)::int as same,
             count(*) filter (where variance_sen <> 0 and variance_remark is null and status <> 'draft')::int as unexplained,
             count(*) filter (where variance_sen <> 0 and variance_remark is not null)::int as explained,
             max(business_date)::text as latest, min(business_date)::text as earliest
      from dsr_reports`);
    expect(Number(checks.same)).toBe(0);
    expect(Number(checks.unexplained)).toBe(0);
    expect(Number(checks.explained)).toBeGreaterThan(0);
    const today = toApiDate(new Date());
    expect(checks.latest).toBe(addDays(today, -1));
    expect(checks.earliest).toBe(addDays(today, -30));

    // A seeded report reads like any other, its figures those of that day, its slip served.
    const [{ id }] = await query<{ id: string }>(sql`select r.id from dsr_reports r join dsr_report_photos p on p.report_id = r.id where r.status = 'verified' limit 1`);
    const report = body<DsrReport>(await t.request({ method: 'GET', url: `/api/dsr/${id}`, token: t.rootToken }));
    expect(report).toMatchObject({ status: 'verified', submittedByName: 'Tan Wei Ming', checkedByName: 'Rajesh a/l Subramaniam' });
    const slip = await t.request({ method: 'GET', url: `/api/dsr/${id}/photos/${report.photos[0].id}`, token: t.rootToken });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toContain('image/png');
    const prefill = await t.request({ method: 'GET', url: `/api/dsr/prefill?propertyId=${report.propertyId}&date=${report.businessDate}`, token: t.rootToken });
    expect(body<{ figures: unknown; existingReportId: string }>(prefill)).toEqual(expect.objectContaining({ figures: report.figures, existingReportId: id }));
  });

  it("adds up, night by night over a month, to the revenue screen's room revenue of the property", { timeout: 120_000 }, async () => {
    const [{ id: propertyId }] = await query<{ id: string }>(sql`
      select property_id as id from reservations where property_id is not null group by property_id order by count(*) desc limit 1`);
    const month = toApiDate(new Date()).slice(0, 7);
    let sen = 0;
    for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) sen += (await dayFigures(t.database.db, propertyId, day)).roomRevenueSen;
    const revenue = (await figureTable(t.database.db, month, month, 'property', propertyId)).get(propertyId)?.get(month);
    expect(sen).toBeGreaterThan(0);
    expect(sen).toBe(revenue?.roomRevenueSen);
  });
});
