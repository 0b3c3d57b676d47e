import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OwnerStatementList, OwnerStatementRecord } from '@shared/contracts/owner-statements';
import { rowsOf } from '@server/db/client';
import { figureTable } from '@server/modules/revenue/figures';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { createPackage, createProperty, createRoomType } from './helpers/portfolio';
import { generate, insertOwners, insertStay, insertUnits, own } from './helpers/statements';

/** A small, seeded random source: the same stays on every run. */
function random(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s % n;
  };
}

const day = (base: string, plus: number) => new Date(Date.parse(`${base}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

interface ModelStay {
  unitId: string;
  checkIn: string;
  checkOut: string;
  amountSen: number;
}
interface ModelOwnership {
  unitId: string;
  ownerId: string;
  from: string;
  to: string | null;
}

/**
 * The model of issue 28's reconciliation, written apart from the SQL: each stay's amount falls on its nights, whole sen
 * at amount ÷ nights and one more on each of the first `amount mod nights`, and a night belongs to whoever owned its
 * unit that night.
 */
function modelRevenue(stays: readonly ModelStay[], ownerships: readonly ModelOwnership[], month: string): Map<string, number> {
  const byOwner = new Map<string, number>();
  for (const s of stays) {
    const nights = (Date.parse(s.checkOut) - Date.parse(s.checkIn)) / 86_400_000;
    for (let i = 0; i < nights; i++) {
      const night = day(s.checkIn, i);
      if (!night.startsWith(month)) continue;
      const holder = ownerships.find((w) => w.unitId === s.unitId && w.from <= night && (w.to === null || night < w.to));
      if (!holder) continue;
      const sen = Math.floor(s.amountSen / nights) + (i < s.amountSen % nights ? 1 : 0);
      byOwner.set(holder.ownerId, (byOwner.get(holder.ownerId) ?? 0) + sen);
    }
  }
  return byOwner;
}

describe.each(BACKENDS)('owner statements at scale on %s', (backend) => {
  let t: TestApp;
  let property: { propertyId: string; roomTypeId: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    const p = await createProperty(t);
    property = { propertyId: p.id, roomTypeId: (await createRoomType(t, p.id)).id };
  });
  afterAll(async () => t?.close());

  const statementsOf = async (month: string): Promise<OwnerStatementRecord[]> => {
    const found: OwnerStatementRecord[] = [];
    for (let page = 1; ; page++) {
      const res = await t.request({ method: 'GET', url: listUrl('/api/owner-statements/aggregation', { filter: { month }, pagination: { limit: 100, currentPage: page } }), token: t.rootToken });
      const list = res.json() as OwnerStatementList;
      for (const s of list.statements) found.push((await t.request({ method: 'GET', url: `/api/owner-statements/${s.id}`, token: t.rootToken })).json() as OwnerStatementRecord);
      if (found.length >= list.totalCount || !list.statements.length) return found;
    }
  };

  it('adds up, owner by owner and to the sen, to the revenue report and to a model, on random stays and ownership changes', async () => {
    const db = t.database.db;
    const rnd = random(28);
    const month = '2033-03';
    const owners = await insertOwners(db, 12, 'Random Owner');
    const units = await insertUnits(db, property.roomTypeId, property.propertyId, 20, 'RND');
    const ownerships: ModelOwnership[] = [];
    for (const unitId of units) {
      // Some units change hands in the month, some have a gap no one owned, some belong to one owner throughout.
      const first = owners[rnd(owners.length)];
      const second = owners[rnd(owners.length)];
      const split = day('2033-03-01', 1 + rnd(29));
      const shape = rnd(3);
      const rows: ModelOwnership[] =
        shape === 0 ? [{ unitId, ownerId: first, from: '2033-01-01', to: '2033-06-01' }]
        : shape === 1 ? [{ unitId, ownerId: first, from: '2033-01-01', to: split }, { unitId, ownerId: second, from: split, to: '2033-06-01' }]
        : [{ unitId, ownerId: first, from: '2033-01-01', to: split }, { unitId, ownerId: second, from: day(split, 3), to: '2033-06-01' }];
      for (const w of rows) await own(db, w.unitId, w.ownerId, w.from, w.to);
      ownerships.push(...rows);
    }
    const stays: ModelStay[] = [];
    for (const unitId of units) {
      let start = day('2033-02-20', rnd(5));
      while (start < '2033-04-05') {
        const nights = 1 + rnd(6);
        const amountSen = 1 + rnd(2_000_000);
        const checkOut = day(start, nights);
        const cancelled = rnd(10) === 0;
        const id = await insertStay(db, { unitId, checkIn: start, checkOut, revenueSen: amountSen, commissionSen: rnd(50_000), cleaningSen: rnd(8_000), status: cancelled ? 'cancelled' : 'confirmed' });
        if (cancelled) {
          // Cancelled: it keeps only what was paid.
          const paid = 1 + rnd(amountSen);
          await db.execute(sql`INSERT INTO reservation_payments (reservation_id, method, amount_sen, paid_on) VALUES (${id}, 'card', ${paid}, '2033-01-15')`);
          stays.push({ unitId, checkIn: start, checkOut, amountSen: paid });
        } else {
          stays.push({ unitId, checkIn: start, checkOut, amountSen });
        }
        start = day(checkOut, rnd(3));
      }
    }

    await generate(t, t.rootToken, { month });
    const statements = await statementsOf(month);
    const report = await figureTable(db, month, month, 'owner');
    const model = modelRevenue(stays, ownerships, month);
    const holders = new Set(ownerships.map((w) => w.ownerId));
    expect(statements.map((s) => s.ownerId).sort()).toEqual([...holders].sort());
    for (const s of statements) {
      expect(s.revenueSen, s.ownerName).toBe(report.get(s.ownerId)?.get(month)?.roomRevenueSen ?? 0);
      expect(s.revenueSen, s.ownerName).toBe(model.get(s.ownerId) ?? 0);
      expect(s.lines.reduce((sum, l) => sum + l.amountSen, 0)).toBe(s.payoutSen);
    }
    const reported = [...report.entries()].filter(([key]) => key !== null).reduce((sum, [, m]) => sum + (m.get(month)?.roomRevenueSen ?? 0), 0);
    expect(statements.reduce((sum, s) => sum + s.revenueSen, 0)).toBe(reported);
  });

  it('generates 200 owners with 1,000 units well within 30 seconds', async () => {
    const db = t.database.db;
    const month = '2034-05';
    const packages = [
      await createPackage(t, { effectiveMonth: '2034-01', feeBasis: 'gross', rateBp: 2000, tiers: [{ uptoSen: 1_000_000, rateBp: 2000 }, { uptoSen: null, rateBp: 1500 }], minimumMonthlyFeeSen: 30_000 }),
      await createPackage(t, { effectiveMonth: '2034-01', feeBasis: 'net_of_commission', rateBp: 1800, cleaningPassThrough: false }),
      await createPackage(t, { effectiveMonth: '2034-01', feeBasis: 'accommodation_only', rateBp: 2500, minimumMonthlyFeeSen: null }),
    ];
    const owners = await insertOwners(db, 200, 'Scale Owner');
    const units = await insertUnits(db, property.roomTypeId, property.propertyId, 1_000, 'SCL');
    const ids = (list: string[]) => sql`ARRAY[${sql.join(list.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
    // Unit i belongs to owner i mod 200 and is on package i mod 3; three stays each, the last over the month's end.
    await db.execute(sql`
      WITH u AS (SELECT id, row_number() OVER (ORDER BY unit_number) - 1 AS i FROM units WHERE id = ANY(${ids(units)}))
      INSERT INTO unit_ownerships (unit_id, owner_id, from_date) SELECT u.id, (${ids(owners)})[1 + u.i % 200], '2034-01-01' FROM u`);
    await db.execute(sql`
      WITH u AS (SELECT id, row_number() OVER (ORDER BY unit_number) - 1 AS i FROM units WHERE id = ANY(${ids(units)}))
      INSERT INTO unit_packages (unit_id, package_id, from_month) SELECT u.id, (${ids(packages.map((p) => p.id))})[1 + u.i % 3], '2034-01' FROM u`);
    await db.execute(sql`
      INSERT INTO reservations (unit_id, check_in, check_out, channel, kind, status, room_revenue_sen, cleaning_fee_sen, channel_commission_sen, guest_name)
      SELECT u.id, d.check_in, d.check_out, 'airbnb', 'guest', 'confirmed', 250000 + n * 7, 5000, 30000 + n, 'Scale Guest'
      FROM unnest(${ids(units)}) AS u(id)
      CROSS JOIN (VALUES (1, '2034-05-02'::date, '2034-05-06'::date), (2, '2034-05-12'::date, '2034-05-15'::date), (3, '2034-05-29'::date, '2034-06-02'::date)) AS d(n, check_in, check_out)`);
    const started = performance.now();
    const job = await generate(t, t.rootToken, { month });
    const seconds = (performance.now() - started) / 1000;
    console.info(`owner statements on ${backend}: ${job.generated} owners, 1,000 units, ${month} in ${seconds.toFixed(1)} s`);
    expect(job).toMatchObject({ total: 200, done: 200, generated: 200 });
    expect(seconds).toBeLessThan(30);
    const [counts] = rowsOf<{ lines: string }>(
      await db.execute(sql`
        SELECT count(*) AS lines FROM owner_statement_lines l JOIN owner_statements s ON s.id = l.statement_id WHERE s.month = ${month}`),
    );
    // Per unit: three stays and their commission, cleaning, the fee.
    expect(Number(counts.lines)).toBe(1_000 * 8);
    const mismatched = rowsOf(
      await db.execute(sql`
        SELECT s.id FROM owner_statements s LEFT JOIN owner_statement_lines l ON l.statement_id = s.id
        WHERE s.month = ${month} GROUP BY s.id, s.payout_sen HAVING coalesce(sum(l.amount_sen), 0) <> s.payout_sen`),
    );
    expect(mismatched).toEqual([]);
  });
});
