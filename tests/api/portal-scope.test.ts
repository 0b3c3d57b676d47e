import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UnitDetail, UnitList } from '@shared/contracts/listings';
import type { ReservationCalendar, ReservationDetail, ReservationList } from '@shared/contracts/reservations';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectMessage } from './helpers/fixtures';
import { createOwner, createPackage, createRoomType, createUnit, ownerSession } from './helpers/portfolio';

/** The day the units change hands: in the past, since an owner change is never dated ahead. */
const D = '2026-03-01';

/**
 * The owner portal's scope follows the ownership period (DESIGN.md §6 Owners): a unit passes from owner A to owner B
 * on D, and a stay belongs to the owner whose period holds its check-in (core/permissions/owner-scope.ts).
 */
describe.each(BACKENDS)('portal scope by ownership period on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: object, token = t.rootToken) => t.request({ method, url, payload, token });
  async function book(unitId: string, checkIn: string, checkOut: string, guestName: string, kind = 'guest'): Promise<ReservationDetail> {
    const res = await send('POST', '/api/reservations', { unitId, checkIn, checkOut, guestName, guestNationality: 'MY', adults: 2, kind });
    expect(res.statusCode, res.body).toBe(201);
    return body<ReservationDetail>(res);
  }
  async function transfer(unitId: string, from: string, to: string | null): Promise<void> {
    const res = await send('POST', `/api/units/${unitId}/owner`, { ownerId: to, from: D, expected: from });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Owners A, B and C (who never owned either unit); units U and U2 of one room type, A's until D, B's from D. */
  async function handedOver() {
    const [a, b, c] = [await createOwner(t), await createOwner(t), await createOwner(t)];
    const roomType = await createRoomType(t);
    const [p1, p2] = [await createPackage(t), await createPackage(t)];
    const u = await createUnit(t, { roomTypeId: roomType.id, ownerId: a.id, ownedFrom: '2025-01-01', servicePackageId: p1.id, packageFromMonth: '2025-01' });
    const u2 = await createUnit(t, { roomTypeId: roomType.id, ownerId: a.id, ownedFrom: '2025-01-01' });
    const stays = {
      before: await book(u.id, '2026-01-10', '2026-01-12', 'Before Guest'),
      freeBefore: await book(u.id, '2026-02-01', '2026-02-03', 'Free Guest', 'free_stay'),
      // Checks in before D, checks out after it: A's whole.
      across: await book(u.id, '2026-02-27', '2026-03-02', 'Across Guest'),
      after: await book(u.id, '2026-03-02', '2026-03-05', 'After Guest'),
      later: await book(u.id, '2026-04-10', '2026-04-12', 'Later Guest'),
      // U2 at the boundary: out on D (check-out is exclusive) is A's, in on D is B's.
      outOnD: await book(u2.id, '2026-02-27', D, 'Out On D'),
      inOnD: await book(u2.id, D, '2026-03-03', 'In On D'),
    };
    await transfer(u.id, a.id, b.id);
    await transfer(u2.id, a.id, b.id);
    const pkg = await send('POST', `/api/units/${u.id}/service-package`, { servicePackageId: p2.id, fromMonth: D.slice(0, 7), expected: p1.id });
    expect(pkg.statusCode, pkg.body).toBe(200);
    const tokens = {
      a: await ownerSession(t, a.id, a.email!),
      b: await ownerSession(t, b.id, b.email!),
      c: await ownerSession(t, c.id, c.email!),
    };
    return { a, b, c, u, u2, p1, p2, stays, tokens, propertyId: roomType.propertyId };
  }

  const ids = (list: { id: string }[]) => list.map((r) => r.id).sort();

  it('gives each owner exactly the stays whose check-in falls in their period: lists, totals, search and filters agree; a third owner sees none', async () => {
    const { u, stays, tokens } = await handedOver();
    const mineOf = (token: string, filter: object = {}) =>
      send('GET', listUrl('/api/reservations/aggregation', { filter, pagination: { limit: 100 } }), undefined, token).then((res) => body<ReservationList>(res));
    const forA = [stays.before, stays.freeBefore, stays.across, stays.outOnD];
    const forB = [stays.after, stays.later, stays.inOnD];

    const listA = await mineOf(tokens.a);
    expect(ids(listA.reservations)).toEqual(ids(forA));
    expect(listA.totalCount).toBe(forA.length);
    const listB = await mineOf(tokens.b);
    expect(ids(listB.reservations)).toEqual(ids(forB));
    expect(listB.totalCount).toBe(forB.length);
    const listC = await mineOf(tokens.c);
    expect(listC).toEqual({ totalCount: 0, reservations: [] });

    // A filter never widens the scope: the unit, a night range, or the other owner's guest by name.
    const byUnitA = await mineOf(tokens.a, { unitId: u.id });
    expect(ids(byUnitA.reservations)).toEqual(ids([stays.before, stays.freeBefore, stays.across]));
    expect(byUnitA.totalCount).toBe(3);
    expect((await mineOf(tokens.a, { search: 'After Guest' })).totalCount).toBe(0);
    expect((await mineOf(tokens.b, { search: 'Across Guest' })).totalCount).toBe(0);
    const marchB = await mineOf(tokens.b, { from: '2026-03-01', to: '2026-03-31' });
    expect(ids(marchB.reservations)).toEqual(ids([stays.after, stays.inOnD]));
    expect(marchB.totalCount).toBe(2);
    const freeA = await mineOf(tokens.a, { kind: 'free_stay' });
    expect(ids(freeA.reservations)).toEqual([stays.freeBefore.id]);
    expect((await mineOf(tokens.b, { kind: 'free_stay' })).totalCount).toBe(0);
  });

  it("answers each owner's stay record to them and 404 to the other and to a third owner", async () => {
    const { stays, tokens } = await handedOver();
    const read = (id: string, token: string) => send('GET', `/api/reservations/${id}`, undefined, token);
    for (const s of [stays.before, stays.freeBefore, stays.across, stays.outOnD]) {
      expect(body<ReservationDetail>(await read(s.id, tokens.a))).toMatchObject({ id: s.id, guestName: s.guestName, guestPhone: null });
      expectMessage(await read(s.id, tokens.b), 404);
      expectMessage(await read(s.id, tokens.c), 404);
    }
    for (const s of [stays.after, stays.later, stays.inOnD]) {
      expect(body<ReservationDetail>(await read(s.id, tokens.b)).id).toBe(s.id);
      expectMessage(await read(s.id, tokens.a), 404);
      expectMessage(await read(s.id, tokens.c), 404);
    }
  });

  it("shows in each owner's calendar the units they held in the window and only their own stays on them", async () => {
    const { u, u2, stays, tokens, propertyId } = await handedOver();
    const calendar = (token: string, from: string, to: string) =>
      send('GET', `/api/reservations/calendar?propertyId=${propertyId}&from=${from}&to=${to}`, undefined, token);
    const staysOf = (cal: ReservationCalendar) => ids(cal.units.flatMap((unit) => unit.stays));

    const aAround = body<ReservationCalendar>(await calendar(tokens.a, '2026-02-15', '2026-03-15'));
    expect(aAround.units.map((unit) => unit.id).sort()).toEqual([u.id, u2.id].sort());
    expect(staysOf(aAround)).toEqual(ids([stays.across, stays.outOnD]));
    const bAround = body<ReservationCalendar>(await calendar(tokens.b, '2026-02-15', '2026-03-15'));
    expect(bAround.units.map((unit) => unit.id).sort()).toEqual([u.id, u2.id].sort());
    expect(staysOf(bAround)).toEqual(ids([stays.after, stays.inOnD]));
    // A window wholly before D is A's alone, wholly from D B's alone; a third owner holds nothing there.
    expectMessage(await calendar(tokens.b, '2026-01-01', '2026-02-28'), 404);
    expectMessage(await calendar(tokens.a, D, '2026-04-30'), 404);
    expect(staysOf(body<ReservationCalendar>(await calendar(tokens.b, D, '2026-04-30')))).toEqual(ids([stays.after, stays.later, stays.inOnD]));
    expectMessage(await calendar(tokens.c, '2026-02-01', '2026-04-30'), 404);
  });

  it("lists a former unit to its former owner as of their own period (no later owner, package or notes); the new owner sees theirs; a third owner neither", async () => {
    const { a, b, u, u2, p1, p2, tokens } = await handedOver();
    const units = (token: string, filter: object = {}) =>
      send('GET', listUrl('/api/units/aggregation', { filter, pagination: { limit: 100 } }), undefined, token).then((res) => body<UnitList>(res));

    const listA = await units(tokens.a);
    expect(ids(listA.units)).toEqual(ids([u, u2]));
    expect(listA.totalCount).toBe(2);
    for (const unit of listA.units) expect(unit).toMatchObject({ ownerId: null, ownerName: null, servicePackageId: null, servicePackageName: null, notes: null });
    // Who holds it now cannot be probed through the filters either.
    expect((await units(tokens.a, { search: b.name })).totalCount).toBe(0);
    expect((await units(tokens.a, { ownerId: b.id })).totalCount).toBe(0);
    expect((await units(tokens.a, { ownerId: a.id })).totalCount).toBe(0);
    expect((await units(tokens.a, { withoutOwner: true })).totalCount).toBe(2);
    const listB = await units(tokens.b);
    expect(ids(listB.units)).toEqual(ids([u, u2]));
    expect(listB.units.find((unit) => unit.id === u.id)).toMatchObject({ ownerId: b.id, servicePackageId: p2.id });
    expect((await units(tokens.b, { withoutOwner: true })).totalCount).toBe(0);
    expect(await units(tokens.c)).toEqual({ totalCount: 0, units: [] });

    const read = (token: string) => send('GET', `/api/units/${u.id}`, undefined, token);
    const asA = body<UnitDetail>(await read(tokens.a));
    expect(asA.ownerships.map((o) => [o.ownerId, o.from, o.to])).toEqual([[a.id, '2025-01-01', D]]);
    expect(asA.packages.map((p) => p.servicePackageId)).toEqual([p1.id]);
    expect(asA).toMatchObject({ ownerId: null, ownerName: null, servicePackageId: null });
    const asB = body<UnitDetail>(await read(tokens.b));
    expect(asB.ownerships.map((o) => [o.ownerId, o.from, o.to])).toEqual([[b.id, D, null]]);
    expect(asB.packages.map((p) => p.servicePackageId)).toEqual([p2.id]);
    expect(asB).toMatchObject({ ownerId: b.id, servicePackageId: p2.id });
    expectMessage(await read(tokens.c), 404);

    // An owner whose period ended the day it began owned no day: no view of the unit at all.
    const [e, f] = [await createOwner(t), await createOwner(t)];
    const unit = await createUnit(t, { ownerId: e.id, ownedFrom: D });
    await book(unit.id, D, '2026-03-03', 'Only F');
    await transfer(unit.id, e.id, f.id);
    const token = await ownerSession(t, e.id, e.email!);
    expect(body<UnitList>(await send('GET', listUrl('/api/units/aggregation', {}), undefined, token)).totalCount).toBe(0);
    expectMessage(await send('GET', `/api/units/${unit.id}`, undefined, token), 404);
    expect(body<ReservationList>(await send('GET', listUrl('/api/reservations/aggregation', {}), undefined, token)).totalCount).toBe(0);
    // F, who holds it from D, sees it and its stay.
    const fToken = await ownerSession(t, f.id, f.email!);
    expect(body<ReservationList>(await send('GET', listUrl('/api/reservations/aggregation', {}), undefined, fToken)).totalCount).toBe(1);
  });

  it('never lets two periods of a unit share a day: a new owner after nobody starts no earlier than the last period ended (409), and the database refuses it too', async () => {
    const [a, b] = [await createOwner(t), await createOwner(t)];
    const unit = await createUnit(t, { ownerId: a.id, ownedFrom: '2025-01-01' });
    expect((await send('POST', `/api/units/${unit.id}/owner`, { ownerId: null, from: D, expected: a.id })).statusCode).toBe(200);
    // B from a day A still held: A's stays of those days would be both owners'.
    expectMessage(await send('POST', `/api/units/${unit.id}/owner`, { ownerId: b.id, from: '2026-02-01', expected: null }), 409, /2026-03-01/);
    const ok = await send('POST', `/api/units/${unit.id}/owner`, { ownerId: b.id, from: D, expected: null });
    expect(ok.statusCode, ok.body).toBe(200);
    await expect(
      t.database.db.execute(sql`insert into unit_ownerships (unit_id, owner_id, from_date, to_date) values (${unit.id}::uuid, ${a.id}::uuid, '2026-02-15', '2026-03-02')`),
    ).rejects.toThrow();
    // A period that owned no day (closed the day it began) overlaps nothing.
    await t.database.db.execute(sql`insert into unit_ownerships (unit_id, owner_id, from_date, to_date) values (${unit.id}::uuid, ${a.id}::uuid, '2024-06-01', '2024-06-01')`);
  });
});
