import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REVENUE_GROUPS, type RevenueGroup, type RevenueReport } from '@shared/contracts/revenue';
import { monthsBetween } from '@shared/dates';
import { P } from '@shared/permissions';
import { rowsOf } from '@server/db/client';
import { revenueReportByMonth } from '@server/modules/revenue/service';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body, expectFieldErrors } from './helpers/fixtures';
import { createOwner, createProperty, createRoomType, createUnit } from './helpers/portfolio';
import { insertUser } from './helpers/users';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { seedDemoReservations } from '@server/cli/seed-reservations';
import { seedDemoFreeStays } from '@server/cli/seed-free-stay';

/** A day `n` days after `start` (`YYYY-MM-DD`). */
const plus = (start: string, n: number) => new Date(Date.parse(`${start}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** A small seeded generator: the same stays on every run, so a failure can be read again. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

interface Stay {
  unitId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  channel: 'direct' | 'airbnb' | 'booking';
  kind: 'guest' | 'free_stay' | 'owner_stay' | 'block';
  status: 'confirmed' | 'checked_out' | 'cancelled' | 'no_show' | 'inquiry';
  roomRevenueSen: number;
  paidSen: number;
}

interface Ownership {
  unitId: string;
  ownerId: string;
  from: string;
  to: string | null;
}

type ModelFigures = { sold: number; free: number; revenue: number; retained: number; available: number | null };

/**
 * The rule written the slow way, night by night: each night of a stay earns amount ÷ nights, the first `amount mod
 * nights` nights one sen more; a night belongs to the month it falls in and to whoever owned the unit that night.
 */
function model(stays: Stay[], ownerships: Ownership[], units: { id: string; roomTypeId: string }[], months: string[], group: RevenueGroup, propertyId: string) {
  const table = new Map<string, ModelFigures>();
  const cell = (key: string | null, month: string) => {
    const id = `${key}|${month}`;
    const current = table.get(id) ?? { sold: 0, free: 0, revenue: 0, retained: 0, available: group === 'channel' ? null : 0 };
    table.set(id, current);
    return current;
  };
  const ownerOn = (unitId: string, day: string) =>
    ownerships.find((o) => o.unitId === unitId && o.from <= day && (o.to === null || day < o.to))?.ownerId ?? null;
  const keyOf = (stay: Pick<Stay, 'unitId' | 'roomTypeId' | 'channel'>, day: string) =>
    ({ property: propertyId, unit: stay.unitId, roomType: stay.roomTypeId, channel: stay.channel, owner: ownerOn(stay.unitId, day) })[group];
  for (const stay of stays) {
    if (stay.kind === 'block' || stay.status === 'inquiry') continue;
    const kept = stay.status === 'cancelled' || stay.status === 'no_show';
    const amount = stay.kind !== 'guest' ? 0 : kept ? Math.min(stay.paidSen, stay.roomRevenueSen) : stay.roomRevenueSen;
    const n = daysBetween(stay.checkIn, stay.checkOut);
    for (let i = 0; i < n; i += 1) {
      const day = plus(stay.checkIn, i);
      if (!months.includes(day.slice(0, 7))) continue;
      const figures = cell(keyOf(stay, day), day.slice(0, 7));
      const sen = Math.floor(amount / n) + (i < amount % n ? 1 : 0);
      figures.revenue += sen;
      if (kept) figures.retained += sen;
      else if (stay.kind === 'guest') figures.sold += 1;
      else figures.free += 1;
    }
  }
  if (group !== 'channel') {
    for (const month of months) {
      const days = daysBetween(`${month}-01`, plus(`${month}-28`, 4).slice(0, 7) + '-01');
      for (const unit of units) {
        for (let d = 0; d < days; d += 1) {
          const day = plus(`${month}-01`, d);
          const figures = cell(keyOf({ unitId: unit.id, roomTypeId: unit.roomTypeId, channel: 'direct' }, day), month);
          figures.available = (figures.available ?? 0) + 1;
        }
      }
    }
  }
  return table;
}

describe.each(BACKENDS)('revenue on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const report = async (query: string, token = t.rootToken) => t.request({ method: 'GET', url: `/api/revenue?${query}`, token });
  const read = async (query: string) => {
    const res = await report(query);
    expect(res.statusCode, res.body).toBe(200);
    return body<RevenueReport>(res);
  };

  async function insertStays(stays: Stay[]): Promise<void> {
    for (const s of stays) {
      const [row] = rowsOf<{ id: string }>(await t.database.db.execute(sql`
        INSERT INTO reservations (unit_id, check_in, check_out, channel, kind, status, room_revenue_sen, guest_name)
        VALUES (${s.unitId}, ${s.checkIn}, ${s.checkOut}, ${s.channel}, ${s.kind}, ${s.status}, ${s.roomRevenueSen}, 'Revenue Guest')
        RETURNING id`));
      if (s.paidSen > 0) {
        await t.database.db.execute(sql`
          INSERT INTO reservation_payments (reservation_id, method, amount_sen, paid_on) VALUES (${row.id}, 'card', ${s.paidSen}, ${s.checkIn})`);
      }
    }
  }

  it('splits a stay across months night by night in whole sen; free stays fill nights, cancelled ones keep what was paid', async () => {
    const property = await createProperty(t);
    const roomType = await createRoomType(t, property.id);
    const unit = await createUnit(t, { roomTypeId: roomType.id });
    const base = { unitId: unit.id, roomTypeId: roomType.id, channel: 'direct' as const, paidSen: 0 };
    await insertStays([
      // 3 nights for RM 100: 33.34 on 31 Jan, 33.33 on each of 1 and 2 Feb.
      { ...base, checkIn: '2027-01-31', checkOut: '2027-02-03', kind: 'guest', status: 'checked_out', roomRevenueSen: 10_000 },
      // Two free nights in February: occupied, no revenue.
      { ...base, checkIn: '2027-02-10', checkOut: '2027-02-12', kind: 'free_stay', status: 'confirmed', roomRevenueSen: 0 },
      // Cancelled after RM 50 of RM 200 was paid: RM 25 on each of its two nights, no night sold.
      { ...base, checkIn: '2027-02-20', checkOut: '2027-02-22', kind: 'guest', status: 'cancelled', roomRevenueSen: 20_000, paidSen: 5_000 },
      // A block and an enquiry count for nothing.
      { ...base, checkIn: '2027-02-14', checkOut: '2027-02-16', kind: 'block', status: 'confirmed', roomRevenueSen: 0 },
      { ...base, checkIn: '2027-02-24', checkOut: '2027-02-26', kind: 'guest', status: 'inquiry', roomRevenueSen: 90_000 },
      // Last year's February, for the comparison.
      { ...base, checkIn: '2026-02-05', checkOut: '2026-02-07', kind: 'guest', status: 'checked_out', roomRevenueSen: 30_000 },
    ]);
    const answer = await read(`from=2027-01&to=2027-02&groupBy=unit&propertyId=${property.id}`);
    expect(answer.months).toEqual(['2027-01', '2027-02']);
    expect(answer.rows).toHaveLength(1);
    const [row] = answer.rows;
    expect(row).toMatchObject({ key: unit.id, label: unit.unitNumber, propertyName: property.name });
    // A row carries its range's figures; its months are the CSV's (below), so a long list stays light on a phone.
    expect(row).not.toHaveProperty('months');
    expect(answer.totals.months[0]).toMatchObject({ month: '2027-01', soldNights: 1, freeNights: 0, availableNights: 31, roomRevenueSen: 3_334, retainedSen: 0, adrSen: 3_334 });
    expect(answer.totals.months[1]).toMatchObject({ month: '2027-02', soldNights: 2, freeNights: 2, availableNights: 28, roomRevenueSen: 6_666 + 5_000, retainedSen: 5_000 });
    expect(answer.totals.months[1].occupancy).toBeCloseTo(4 / 28, 10);
    expect(answer.totals.months[1].adrSen).toBe(Math.round(11_666 / 2));
    expect(answer.totals.months[1].revparSen).toBe(Math.round(11_666 / 28));
    expect(row.total).toMatchObject({ soldNights: 3, freeNights: 2, availableNights: 59, roomRevenueSen: 15_000, retainedSen: 5_000 });
    expect(row.lastYear).toMatchObject({ soldNights: 2, roomRevenueSen: 30_000, availableNights: 59 });
    expect(answer.totals.total.roomRevenueSen).toBe(15_000);
    expect(answer.totals.lastYearMonths.map((m) => [m.month, m.roomRevenueSen])).toEqual([['2026-01', 0], ['2026-02', 30_000]]);

    // By channel a row has no rooms of its own: no availability, occupancy or RevPAR.
    const byChannel = await read(`from=2027-01&to=2027-02&groupBy=channel&propertyId=${property.id}`);
    expect(byChannel.rows.map((r) => [r.key, r.total.roomRevenueSen, r.total.availableNights, r.total.occupancy])).toEqual([['direct', 15_000, null, null]]);

    // The same figures as a spreadsheet: UTF-8 with a BOM, a line per month, the unit's whole range, then the totals.
    const file = await t.request({ method: 'GET', url: `/api/revenue/export.csv?from=2027-01&to=2027-02&groupBy=unit&propertyId=${property.id}`, token: t.rootToken });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe('attachment; filename="revenue-2027-01-2027-02-by-unit.csv"');
    const lines = file.body.split('\r\n');
    expect(lines[0].startsWith('\uFEFFGroup,Property,Month,Nights sold')).toBe(true);
    expect(lines).toContain(`${unit.unitNumber},${property.name},2027-02,2,2,28,14.29,58.33,4.17,116.66,50.00,`);
    expect(lines).toContain(`${unit.unitNumber},${property.name},2027-01 to 2027-02,3,2,59,8.47,50.00,2.54,150.00,50.00,300.00`);
    expect(lines).toContain('Total,,2027-01 to 2027-02,3,2,59,8.47,50.00,2.54,150.00,50.00,300.00');
  });

  it('reconciles to the sen with a night-by-night model, by property, unit, room type, channel and owner', async () => {
    const property = await createProperty(t);
    const roomTypes = [await createRoomType(t, property.id), await createRoomType(t, property.id)];
    const units: { id: string; roomTypeId: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const roomTypeId = roomTypes[i % 2].id;
      units.push({ id: (await createUnit(t, { roomTypeId, unitNumber: `RV-${i}-${Date.now() % 100_000}` })).id, roomTypeId });
    }
    const owners = [(await createOwner(t)).id, (await createOwner(t)).id];
    const next = random(20_271_128);
    // Ownerships with gaps and hand-overs: unit 0 changes owner mid-month, unit 3 has none for a while.
    const ownerships: Ownership[] = [
      { unitId: units[0].id, ownerId: owners[0], from: '2026-01-01', to: '2027-03-17' },
      { unitId: units[0].id, ownerId: owners[1], from: '2027-03-17', to: null },
      { unitId: units[1].id, ownerId: owners[1], from: '2026-06-01', to: null },
      { unitId: units[2].id, ownerId: owners[0], from: '2026-01-01', to: null },
      { unitId: units[3].id, ownerId: owners[0], from: '2027-02-10', to: '2027-05-02' },
    ];
    for (const o of ownerships) {
      await t.database.db.execute(sql`INSERT INTO unit_ownerships (unit_id, owner_id, from_date, to_date) VALUES (${o.unitId}, ${o.ownerId}, ${o.from}, ${o.to})`);
    }
    const stays: Stay[] = [];
    const kinds: Stay['kind'][] = ['guest', 'guest', 'guest', 'guest', 'free_stay', 'owner_stay', 'block'];
    const statuses: Stay['status'][] = ['confirmed', 'checked_out', 'checked_out', 'cancelled', 'no_show', 'inquiry'];
    const channels: Stay['channel'][] = ['direct', 'airbnb', 'booking'];
    for (const unit of units) {
      let day = '2025-12-20';
      while (day < '2027-07-10') {
        const checkIn = plus(day, next(6));
        const nights = 1 + next(12);
        const status = statuses[next(statuses.length)];
        const kind = kinds[next(kinds.length)];
        const roomRevenueSen = kind === 'guest' ? 1 + next(400_000) : 0;
        stays.push({
          unitId: unit.id, roomTypeId: unit.roomTypeId, checkIn, checkOut: plus(checkIn, nights), channel: channels[next(3)], kind, status,
          roomRevenueSen, paidSen: next(2) ? next(roomRevenueSen + 50_000) : 0,
        });
        // A cancelled or enquiry stay does not hold the unit: the next one may start inside it.
        day = status === 'cancelled' || status === 'no_show' || status === 'inquiry' ? checkIn : plus(checkIn, nights);
      }
    }
    await insertStays(stays);

    const months = monthsBetween('2027-01', '2027-06');
    const lastYear = monthsBetween('2026-01', '2026-06');
    const totals = new Set<string>();
    for (const group of REVENUE_GROUPS) {
      const answer = await revenueReportByMonth(t.database.db, { from: '2027-01', to: '2027-06', groupBy: group, propertyId: property.id });
      const served = await read(`from=2027-01&to=2027-06&groupBy=${group}&propertyId=${property.id}`);
      expect(served.rows).toEqual(answer.rows.map(({ months: _months, ...row }) => row));
      const expected = model(stays, ownerships, units, months, group, property.id);
      const expectedLastYear = model(stays, ownerships, units, lastYear, group, property.id);
      for (const row of answer.rows) {
        row.months.forEach((m) => {
          const want = expected.get(`${row.key}|${m.month}`) ?? { sold: 0, free: 0, revenue: 0, retained: 0, available: group === 'channel' ? null : 0 };
          expect([group, row.key, m.month, m.soldNights, m.freeNights, m.roomRevenueSen, m.retainedSen, m.availableNights]).toEqual([
            group, row.key, m.month, want.sold, want.free, want.revenue, want.retained, want.available,
          ]);
        });
        const last = [...expectedLastYear].filter(([id]) => id.startsWith(`${row.key}|`)).reduce((s, [, f]) => s + f.revenue, 0);
        expect([group, row.key, row.lastYear.roomRevenueSen]).toEqual([group, row.key, last]);
      }
      const modelRevenue = [...expected.values()].reduce((s, f) => s + f.revenue, 0);
      expect(answer.totals.total.roomRevenueSen).toBe(modelRevenue);
      expect(answer.rows.reduce((s, r) => s + r.total.roomRevenueSen, 0)).toBe(modelRevenue);
      const { soldNights, freeNights, roomRevenueSen, retainedSen } = answer.totals.total;
      totals.add(JSON.stringify({ soldNights, freeNights, roomRevenueSen, retainedSen }));
    }
    // Every grouping adds up to the same nights and sen.
    expect(totals.size).toBe(1);
    expect(JSON.parse([...totals][0]).roomRevenueSen).toBeGreaterThan(0);
  });

  it('refuses a range backwards or over 24 months, an unknown grouping, and an admin without Revenue view (40)', async () => {
    expectFieldErrors(await report('from=2027-05&to=2027-01'), ['querystring.to']);
    expectFieldErrors(await report('from=2025-01&to=2027-01'), ['querystring.to']);
    expect((await report('from=2027-01&to=2027-02&groupBy=guest')).statusCode).toBe(400);
    expect((await report('from=2027-13&to=2027-14')).statusCode).toBe(400);
    const without = await t.adminWith([P.reservation.view]);
    expect((await report('from=2027-01&to=2027-02', without.token)).statusCode).toBe(403);
    const reader = await t.adminWith([P.revenue.view]);
    expect((await report('from=2027-01&to=2027-02', reader.token)).statusCode).toBe(200);
  });
});

describe.each(BACKENDS)('revenue of the demo data on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('adds up to the same nights and sen by property, unit, room type, channel and owner, this year and last', async () => {
    const now = new Date('2026-11-26T03:00:00Z');
    await seedDemoPortfolio(t.database.db, 24);
    await insertUser(t.database.db, { role: 'guest', isVip: true });
    await seedDemoReservations(t.database.db, { now });
    await seedDemoFreeStays(t.database.db, { now });
    const totals = new Set<string>();
    for (const group of REVENUE_GROUPS) {
      const res = await t.request({ method: 'GET', url: `/api/revenue?from=2025-12&to=2026-11&groupBy=${group}`, token: t.rootToken });
      expect(res.statusCode, res.body).toBe(200);
      const answer = body<RevenueReport>(res);
      const rowsSum = (pick: (f: RevenueReport['totals']['total']) => number) => answer.rows.reduce((s, r) => s + pick(r.total), 0);
      expect([group, rowsSum((f) => f.roomRevenueSen), rowsSum((f) => f.soldNights), rowsSum((f) => f.freeNights)]).toEqual([
        group, answer.totals.total.roomRevenueSen, answer.totals.total.soldNights, answer.totals.total.freeNights,
      ]);
      const monthsSum = answer.totals.months.reduce((s, m) => s + m.roomRevenueSen, 0);
      expect(monthsSum).toBe(answer.totals.total.roomRevenueSen);
      const { soldNights, freeNights, roomRevenueSen, retainedSen } = answer.totals.total;
      totals.add(JSON.stringify({ soldNights, freeNights, roomRevenueSen, retainedSen, lastYear: answer.totals.lastYear.roomRevenueSen }));
    }
    expect(totals.size).toBe(1);
    const [figures] = [...totals].map((s) => JSON.parse(s) as { soldNights: number; freeNights: number; roomRevenueSen: number });
    expect(figures.soldNights).toBeGreaterThan(100);
    expect(figures.freeNights).toBeGreaterThan(0);
  });
});
