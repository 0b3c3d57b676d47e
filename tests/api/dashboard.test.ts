import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DashboardFigures } from '@shared/contracts/dashboard';
import { addDays, addMonths, toApiDate } from '@shared/dates';
import { P } from '@shared/permissions';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body, expectFieldErrors } from './helpers/fixtures';
import { createOwner, createRoomType, createUnit, ownerSession } from './helpers/portfolio';
import { insertUser } from './helpers/users';

interface Stay {
  checkIn: string;
  checkOut: string;
  kind: 'guest' | 'free_stay' | 'block';
  status: 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled';
  roomRevenueSen: number;
}

const nightsOf = (s: Stay) => Math.round((Date.parse(`${s.checkOut}T00:00:00Z`) - Date.parse(`${s.checkIn}T00:00:00Z`)) / 86_400_000);

/** The revenue rule the slow way: each night amount ÷ nights, the first `amount mod nights` nights one sen more. */
function senOn(stay: Stay, day: string): number {
  if (stay.kind !== 'guest' || stay.status === 'cancelled' || day < stay.checkIn || day >= stay.checkOut) return 0;
  const n = nightsOf(stay);
  const i = nightsOf({ ...stay, checkOut: day });
  return Math.floor(stay.roomRevenueSen / n) + (i < stay.roomRevenueSen % n ? 1 : 0);
}

describe.each(BACKENDS)('the dashboard on %s', (backend) => {
  let t: TestApp;
  const today = toApiDate(new Date());
  const month = today.slice(0, 7);
  const lastMonth = addMonths(month, -1);
  const dayOfMonth = Number(today.slice(8, 10));
  const stays: Stay[] = [
    // Arrives today and stays 3 nights: an arrival and in house.
    { checkIn: today, checkOut: addDays(today, 3), kind: 'guest', status: 'confirmed', roomRevenueSen: 30_001 },
    // Leaves today: a departure, no longer in house.
    { checkIn: addDays(today, -4), checkOut: today, kind: 'guest', status: 'checked_out', roomRevenueSen: 40_003 },
    // In house since yesterday.
    { checkIn: addDays(today, -1), checkOut: addDays(today, 2), kind: 'guest', status: 'checked_in', roomRevenueSen: 12_345 },
    // A free stay in house: filled, earns nothing.
    { checkIn: addDays(today, -2), checkOut: addDays(today, 1), kind: 'free_stay', status: 'confirmed', roomRevenueSen: 0 },
    // Cancelled, arriving today with nothing paid: neither an arrival nor revenue.
    { checkIn: today, checkOut: addDays(today, 2), kind: 'guest', status: 'cancelled', roomRevenueSen: 50_000 },
    // A block over today: no guest.
    { checkIn: addDays(today, -1), checkOut: addDays(today, 1), kind: 'block', status: 'confirmed', roomRevenueSen: 0 },
    // Last month, across its first days: counted in the same days of last month.
    { checkIn: `${lastMonth}-01`, checkOut: `${lastMonth}-04`, kind: 'guest', status: 'checked_out', roomRevenueSen: 90_000 },
    // From the month before into last month, 5 nights of 50,004 sen: last month holds its 3rd to 5th nights, the 3rd
    // and 4th one sen more than the 5th (the first `amount mod nights` nights are counted from its check-in).
    { checkIn: addDays(`${lastMonth}-01`, -2), checkOut: addDays(`${lastMonth}-01`, 3), kind: 'guest', status: 'checked_out', roomRevenueSen: 50_004 },
  ];

  beforeAll(async () => {
    t = await createTestApp(backend);
    const roomType = await createRoomType(t);
    // Each stay on a unit of its own, so none is refused as overlapping another.
    for (const [i, s] of stays.entries()) {
      const unit = await createUnit(t, { roomTypeId: roomType.id, unitNumber: `DB-${i}` });
      await t.database.db.execute(sql`
        INSERT INTO reservations (unit_id, check_in, check_out, channel, kind, status, room_revenue_sen, guest_name)
        VALUES (${unit.id}, ${s.checkIn}, ${s.checkOut}, 'direct', ${s.kind}, ${s.status}, ${s.roomRevenueSen}, 'Dashboard Guest')`);
    }
    await insertUser(t.database.db, { approvalStatus: 'pending' });
  });
  afterAll(async () => t?.close());

  const read = async (token: string | null = t.rootToken, query = '') => t.request({ method: 'GET', url: `/api/dashboard${query}`, token });

  it("gives an administrator with every code today's stays, occupancy, revenue to date, waiting decisions and announcements", async () => {
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    const figures = body<DashboardFigures>(res);
    expect(figures.today).toBe(today);
    expect(Date.now() - Date.parse(figures.asOf)).toBeLessThan(60_000);
    expect(figures.stays).toEqual({ arrivals: 1, departures: 1, inHouse: 3 });

    const days = (m: string) => Array.from({ length: 31 }, (_, i) => `${m}-${String(i + 1).padStart(2, '0')}`).filter((d) => d.startsWith(m) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d));
    const filled = (m: string) => days(m).reduce((n, d) => n + stays.filter((s) => s.kind !== 'block' && s.status !== 'cancelled' && s.checkIn <= d && d < s.checkOut).length, 0);
    expect(figures.occupancy).toEqual({
      thisMonth: { month, occupiedNights: filled(month), availableNights: stays.length * days(month).length },
      lastMonth: { month: lastMonth, occupiedNights: filled(lastMonth), availableNights: stays.length * days(lastMonth).length },
    });

    const expectedDays = Array.from({ length: dayOfMonth }, (_, i) => {
      const thisDay = `${month}-${String(i + 1).padStart(2, '0')}`;
      const lastDay = `${lastMonth}-${String(i + 1).padStart(2, '0')}`;
      const inLast = days(lastMonth).includes(lastDay);
      return {
        thisMonthSen: stays.reduce((sum, s) => sum + senOn(s, thisDay), 0),
        lastMonthSen: inLast ? stays.reduce((sum, s) => sum + senOn(s, lastDay), 0) : 0,
      };
    });
    expect(figures.revenue?.days).toEqual(expectedDays);
    expect(figures.revenue?.monthToDateSen).toBe(expectedDays.reduce((sum, d) => sum + d.thisMonthSen, 0));
    expect(figures.revenue?.sameDaysLastMonthSen).toBe(expectedDays.reduce((sum, d) => sum + d.lastMonthSen, 0));
    expect(figures.revenue?.sameDaysLastMonthSen).toBeGreaterThan(0);

    expect(figures.approvals?.byKind.user).toBeGreaterThanOrEqual(1);
    expect(figures.approvals?.totalCount).toBeGreaterThanOrEqual(1);
    expect(figures.announcements).toEqual([]);
  });

  it('leaves out every part whose area the administrator may not view, and the kinds they do not decide', async () => {
    const reservationsOnly = body<DashboardFigures>(await read((await t.adminWith([P.reservation.view])).token));
    expect(Object.keys(reservationsOnly).sort()).toEqual(['announcements', 'approvals', 'asOf', 'occupancy', 'stays', 'today']);
    expect(reservationsOnly.approvals).toEqual({ totalCount: 0, byKind: {} });

    const revenueOnly = body<DashboardFigures>(await read((await t.adminWith([P.revenue.view, P.user.approve])).token));
    expect(Object.keys(revenueOnly).sort()).toEqual(['announcements', 'approvals', 'asOf', 'revenue', 'today']);
    expect(Object.keys(revenueOnly.approvals?.byKind ?? {})).toContain('user');
    expect(revenueOnly.approvals?.byKind['free-stay']).toBeUndefined();
  });

  it('shows a published announcement in the language asked for, and refuses an unknown language', async () => {
    const made = await t.request({ method: 'POST', url: '/api/announcements', token: t.rootToken, payload: { titleEn: 'Lift closed', bodyEn: 'Friday', titleZh: '电梯关闭', bodyZh: '星期五', audience: 'admins' } });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as { id: string }).id;
    expect((await t.request({ method: 'POST', url: `/api/announcements/${id}/publish`, token: t.rootToken, payload: { expected: 1 } })).statusCode).toBe(200);
    const zh = body<DashboardFigures>(await read(t.rootToken, '?language=zh-CN'));
    expect(zh.announcements?.map((a) => a.title)).toEqual(['电梯关闭']);
    expectFieldErrors(await read(t.rootToken, '?language=fr-FR'), ['querystring.language']);
  });

  it('is refused signed out (401) and to an owner of the portal (403)', async () => {
    expect((await read(null)).statusCode).toBe(401);
    const email = `dash-owner-${Date.now()}@stayops.test`;
    const owner = await createOwner(t, { email });
    expect((await read(await ownerSession(t, owner.id, email))).statusCode).toBe(403);
  });
});
