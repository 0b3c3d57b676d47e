import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UnitDetail } from '@shared/contracts/listings';
import { RESERVATION_COUNT_LIMIT, type Quote, type ReservationCalendar, type ReservationDetail, type ReservationList, type StayRef } from '@shared/contracts/reservations';
import { addDays, toApiDate } from '@shared/dates';
import { P } from '@shared/permissions';
import { rowsOf } from '@server/db/client';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { seedDemoReservations } from '@server/cli/seed-reservations';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { auditRowsFor, body, expectFieldErrors, expectMessage } from './helpers/fixtures';
import { createOwner, createRoomType, createUnit, ownerSession } from './helpers/portfolio';

const MISSING = '00000000-0000-4000-8000-000000000000';

interface Conflict<T> {
  message: string;
  current: T;
}

/** Reservations: the nights rule, its race, status moves, payments, reads and the owner portal's scope. */
describe.each(BACKENDS)('reservations on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, key?: string, token = t.rootToken) =>
    t.request({ method, url, payload, token, headers: key ? { 'idempotency-key': key } : {} });
  const stay = (unitId: string, checkIn: string, checkOut: string, more: Record<string, unknown> = {}) => ({
    unitId, checkIn, checkOut, guestName: 'Aisyah Rahman', guestPhone: '+60123456789', guestNationality: 'MY', adults: 2, ...more,
  });
  async function book(unitId: string, checkIn: string, checkOut: string, more: Record<string, unknown> = {}): Promise<ReservationDetail> {
    const res = await send('POST', '/api/reservations', stay(unitId, checkIn, checkOut, more));
    expect(res.statusCode, res.body).toBe(201);
    return body<ReservationDetail>(res);
  }
  const move = (id: string, to: string, expected?: string, key?: string) => send('POST', `/api/reservations/${id}/status`, { to, expected, remark: `to ${to}` }, key);

  it('creates a guest stay priced from the room type (8% SST in 2026, tourism tax for a foreign guest), once under one Idempotency-Key, and audits', async () => {
    const unit = await createUnit(t); // 180.00 a night, 50.00 cleaning
    const payload = stay(unit.id, '2026-05-01', '2026-05-04', { guestName: 'John Smith', guestNationality: 'gb', guestEmail: 'John@Example.com' });
    const first = await send('POST', '/api/reservations', payload, 'rsv-create-1');
    const again = await send('POST', '/api/reservations', payload, 'rsv-create-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const made = body<ReservationDetail>(first);
    expect(body<ReservationDetail>(again).id).toBe(made.id);
    expect(made).toMatchObject({
      unitId: unit.id, unitNumber: unit.unitNumber, nights: 3, status: 'confirmed', kind: 'guest', channel: 'direct', guestNationality: 'GB', guestEmail: 'john@example.com',
      roomRevenueSen: 54_000, cleaningFeeSen: 5_000, sstSen: 4_720, tourismTaxSen: 3_000, tourismTaxCollectedBy: 'operator', totalSen: 66_720, paidSen: 0,
      history: [{ from: null, to: 'confirmed' }], payments: [],
    });
    expect(made.code).toMatch(/^R\d{6}$/);
    expect((await auditRowsFor(t.database.db, made.id)).map((r) => r.action)).toEqual(['reservation.create']);
    const list = body<ReservationList>(await send('GET', listUrl('/api/reservations/aggregation', { filter: { unitId: unit.id } })));
    expect(list.reservations.map((r) => r.id)).toEqual([made.id]);
  });

  it(`counts a list exactly up to ${RESERVATION_COUNT_LIMIT.toLocaleString('en')} and answers one more beyond ("more than")`, async () => {
    const unit = await createUnit(t);
    await t.database.db.execute(sql`
      insert into reservations (unit_id, check_in, check_out, kind, channel, status, guest_name, adults)
      select ${unit.id}::uuid, d::date, d::date + 1, 'guest', 'direct', 'confirmed', 'Bulk Guest', 1
      from generate_series('2040-01-01'::date, '2040-01-01'::date + ${RESERVATION_COUNT_LIMIT + 50}::int, interval '1 day') as d`);
    const list = (filter: object) => send('GET', listUrl('/api/reservations/aggregation', { filter: { unitId: unit.id, ...filter }, pagination: { limit: 5 } }));
    const all = body<ReservationList>(await list({}));
    expect(all.totalCount).toBe(RESERVATION_COUNT_LIMIT + 1);
    expect(all.reservations).toHaveLength(5);
    expect(body<ReservationList>(await list({ to: '2040-01-10' })).totalCount).toBe(10);
    expect(body<ReservationList>(await list({ from: '2040-01-01', to: addDays('2040-01-01', RESERVATION_COUNT_LIMIT - 1) })).totalCount).toBe(RESERVATION_COUNT_LIMIT);
    // A PostgreSQL server's sessions run without JIT: compiling a page's query cost more than running it.
    if (backend === 'postgres') expect(rowsOf<{ jit: string }>(await t.database.db.execute(sql`show jit`))[0]?.jit).toBe('off');
    // Ten thousand stays on one unit would weigh on every later case that reads all stays.
    await t.database.db.execute(sql`delete from reservations where unit_id = ${unit.id}::uuid`);
    // Ten thousand stays, each cut into its months by the stay_months trigger and removed again: about 20 s on
    // PGlite alone, 62 s at a load of 12. A limit, not a budget.
  }, 180_000);

  it('numbers stays past the millionth with every digit (R999999, then R1000000), never a repeated code', async () => {
    const unit = await createUnit(t);
    const seq = rowsOf<{ n: string }>(await t.database.db.execute(sql`select last_value::text as n from reservation_code_seq`))[0]!.n;
    await t.database.db.execute(sql`select setval('reservation_code_seq', 999998)`);
    try {
      const codes = [];
      for (const [from, to] of [['2031-01-01', '2031-01-03'], ['2031-01-03', '2031-01-05']] as const) codes.push((await book(unit.id, from, to)).code);
      expect(codes).toEqual(['R999999', 'R1000000']);
    } finally {
      // Later cases expect six-digit codes.
      await t.database.db.execute(sql`select setval('reservation_code_seq', ${Number(seq)})`);
    }
  });

  it('answers 400 naming the bad fields, and 404 for an unknown stay', async () => {
    const unit = await createUnit(t);
    expectFieldErrors(await send('POST', '/api/reservations', stay(unit.id, '2026-05-04', '2026-05-04')), ['checkOut']);
    expectFieldErrors(await send('POST', '/api/reservations', stay(unit.id, '2026-02-30', '2026-03-02')), ['checkIn']);
    expectFieldErrors(await send('POST', '/api/reservations', { ...stay(unit.id, '2026-05-01', '2026-05-02'), guestName: '' }), ['guestName']);
    expectFieldErrors(await send('POST', '/api/reservations', stay(unit.id, '2026-05-01', '2026-05-02', { status: 'checked_in', channel: 'fax', guestNationality: 'Malaysia' })), [
      'status', 'channel', 'guestNationality',
    ]);
    expectFieldErrors(await send('POST', '/api/reservations', stay(MISSING, '2026-05-01', '2026-05-02')), ['unitId']);
    expectFieldErrors(await send('POST', '/api/reservations', { ...stay(unit.id, '2026-05-01', '2026-05-02'), surprise: 1 }), ['body']);
    expectFieldErrors(await send('POST', '/api/reservations', stay(unit.id, '2026-01-01', '2027-01-03')), ['checkOut']);
    expectMessage(await send('GET', `/api/reservations/${MISSING}`), 404);
    expectFieldErrors(await send('GET', '/api/reservations/not-a-uuid'), ['params.id']);
    expectMessage(await send('PATCH', `/api/reservations/${MISSING}`, { notes: 'x' }), 404);
    expectMessage(await send('POST', `/api/reservations/${MISSING}/status`, { to: 'cancelled' }), 404);
    expectMessage(await send('POST', `/api/reservations/${MISSING}/payments`, { method: 'cash', amountSen: 100, paidOn: '2026-05-01' }), 404);
    expectMessage(await send('GET', listUrl('/api/reservations/aggregation', { filter: { guest: 'x' } })), 400, /guest/);
    const inactive = await createUnit(t, { status: 'inactive' });
    expectFieldErrors(await send('POST', '/api/reservations', stay(inactive.id, '2026-05-01', '2026-05-02')), ['unitId']);
  });

  it('refuses overlapping nights with a 409 naming the stay in the way; a same-day turnover and an enquiry take nothing; cancelling frees the nights', async () => {
    const unit = await createUnit(t);
    const first = await book(unit.id, '2026-06-10', '2026-06-13');
    for (const [checkIn, checkOut] of [['2026-06-12', '2026-06-15'], ['2026-06-08', '2026-06-11'], ['2026-06-11', '2026-06-12'], ['2026-06-01', '2026-06-30']]) {
      const refused = await send('POST', '/api/reservations', stay(unit.id, checkIn, checkOut));
      const message = expectMessage(refused, 409, new RegExp(`${first.code}.*2026-06-10.*2026-06-13|2026-06-10.*2026-06-13.*${first.code}`));
      expect((message as unknown as { stay: StayRef }).stay).toMatchObject({ id: first.id, code: first.code, checkIn: '2026-06-10', checkOut: '2026-06-13' });
    }
    // Check-out is exclusive: one leaves on the 13th, the next arrives the same day.
    const after = await book(unit.id, '2026-06-13', '2026-06-15');
    const before = await book(unit.id, '2026-06-08', '2026-06-10');
    // An enquiry holds no nights, and does not stop a booking.
    const enquiry = await book(unit.id, '2026-06-11', '2026-06-12', { status: 'inquiry' });
    // A block on the same nights of another unit is fine.
    await book((await createUnit(t)).id, '2026-06-10', '2026-06-13', { kind: 'block', guestName: undefined });
    // Confirming the enquiry now would take nights that are taken.
    expectMessage(await move(enquiry.id, 'confirmed', 'inquiry'), 409, new RegExp(first.code));
    expect(body<Conflict<ReservationDetail>>(await move(enquiry.id, 'confirmed')).current.status).toBe('inquiry');
    // Cancelling frees them: the same nights can be booked again.
    expect((await move(first.id, 'cancelled', 'confirmed')).statusCode).toBe(200);
    const again = await book(unit.id, '2026-06-10', '2026-06-13');
    expect(again.code).not.toBe(first.code);
    expect([after, before].every((r) => r.status === 'confirmed')).toBe(true);
  });

  it('of 20 bookings of the same nights sent at once, exactly one is made; the 19 others are 409s naming it', async () => {
    const unit = await createUnit(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send('POST', '/api/reservations', stay(unit.id, '2026-07-01', '2026-07-05', { guestName: `Racer ${i}` }))),
    );
    const made = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(made.length, results.map((r) => `${r.statusCode} ${r.body.slice(0, 80)}`).join('\n')).toBe(1);
    expect(refused.length).toBe(19);
    const winner = body<ReservationDetail>(made[0]);
    for (const res of refused) expect((res.json() as { stay: StayRef }).stay.code).toBe(winner.code);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from reservations where unit_id = ${unit.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    // The database holds the rule itself: a write that skips the service is refused too, a cancelled one is not.
    const insert = (status: string) =>
      t.database.db.execute(sql`insert into reservations (unit_id, check_in, check_out, channel, kind, status) values (${unit.id}, '2026-07-04', '2026-07-06', 'other', 'block', ${status})`);
    await expect(insert('confirmed')).rejects.toMatchObject({ cause: { code: '23P01' } });
    await expect(insert('cancelled')).resolves.toBeDefined();
  });

  it('of 10 enquiries on the same nights confirmed at once, exactly one is confirmed; the others are 409s with the enquiry as it is', async () => {
    const unit = await createUnit(t);
    const enquiries = [];
    for (let i = 0; i < 10; i++) enquiries.push(await book(unit.id, '2026-07-20', '2026-07-23', { status: 'inquiry', guestName: `Asker ${i}` }));
    const results = await Promise.all(enquiries.map((e) => move(e.id, 'confirmed', 'inquiry')));
    expect(results.filter((r) => r.statusCode === 200).length, results.map((r) => `${r.statusCode} ${r.body.slice(0, 80)}`).join('\n')).toBe(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused.length).toBe(9);
    const winner = body<ReservationDetail>(results.find((r) => r.statusCode === 200)!);
    for (const res of refused) {
      expect(body<Conflict<ReservationDetail>>(res).message).toMatch(new RegExp(winner.code));
      expect(body<Conflict<ReservationDetail>>(res).current.status).toBe('inquiry');
    }
  });

  it('edits dates, unit and guest against the version seen; new nights are checked again (409 with the stay as it is)', async () => {
    const unit = await createUnit(t);
    const other = await createUnit(t);
    const a = await book(unit.id, '2026-08-01', '2026-08-04');
    const b = await book(unit.id, '2026-08-04', '2026-08-06');
    const clash = await send('PATCH', `/api/reservations/${b.id}`, { checkIn: '2026-08-03', version: 1 });
    const conflictBody = expectMessage(clash, 409, new RegExp(a.code)) as unknown as Conflict<ReservationDetail>;
    expect(conflictBody.current).toMatchObject({ id: b.id, checkIn: '2026-08-04', version: 1 });
    expectFieldErrors(await send('PATCH', `/api/reservations/${b.id}`, { checkOut: '2026-08-04' }), ['checkOut']);
    const moved = await send('PATCH', `/api/reservations/${b.id}`, { unitId: other.id, checkIn: '2026-08-03', guestName: 'Lim Wei', version: 1 }, 'rsv-edit-1');
    expect(body<ReservationDetail>(moved)).toMatchObject({ unitId: other.id, checkIn: '2026-08-03', guestName: 'Lim Wei', version: 2 });
    const replay = await send('PATCH', `/api/reservations/${b.id}`, { unitId: other.id, checkIn: '2026-08-03', guestName: 'Lim Wei', version: 1 }, 'rsv-edit-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(body<ReservationDetail>(replay).version).toBe(2);
    const stale = await send('PATCH', `/api/reservations/${b.id}`, { notes: 'late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(body<Conflict<ReservationDetail>>(stale).current.version).toBe(2);
    // Back onto the first unit's free nights.
    expect(body<ReservationDetail>(await send('PATCH', `/api/reservations/${b.id}`, { unitId: unit.id, checkIn: '2026-08-04', version: 2 })).unitId).toBe(unit.id);
    expect((await auditRowsFor(t.database.db, b.id)).map((r) => r.action)).toEqual(['reservation.create', 'reservation.edit', 'reservation.edit']);
  });

  it('keeps each stay\'s property from its unit in the database: on a raw insert, and when the stay moves to another property\'s unit', async () => {
    const [here, there] = [await createUnit(t), await createUnit(t)];
    expect(here.propertyId).not.toBe(there.propertyId);
    const listed = async (propertyId: string) =>
      body<ReservationList>(await send('GET', listUrl('/api/reservations/aggregation', { filter: { propertyId }, pagination: { limit: 100 } }))).reservations.map((r) => r.id);
    const made = await book(here.id, '2026-09-01', '2026-09-03');
    expect(await listed(here.propertyId)).toContain(made.id);
    const moved = await send('PATCH', `/api/reservations/${made.id}`, { unitId: there.id, version: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listed(there.propertyId)).toContain(made.id);
    expect(await listed(here.propertyId)).not.toContain(made.id);
    // A writer that names only the unit (a seed, an import) gets the property all the same.
    const [raw] = rowsOf<{ id: string; property_id: string }>(
      await t.database.db.execute(
        sql`insert into reservations (unit_id, check_in, check_out, channel, kind, status) values (${here.id}, '2026-09-10', '2026-09-12', 'direct', 'block', 'confirmed') returning id, property_id`,
      ),
    );
    expect(raw.property_id).toBe(here.propertyId);
    expect(await listed(here.propertyId)).toContain(raw.id);
  });

  it('moves the status only along the allowed paths, against the status seen, with history and audit', async () => {
    const unit = await createUnit(t);
    const r = await book(unit.id, '2026-09-01', '2026-09-03');
    const checkIn = await move(r.id, 'checked_in', 'confirmed', 'rsv-in-1');
    expect(body<ReservationDetail>(checkIn).status).toBe('checked_in');
    const replay = await move(r.id, 'checked_in', 'confirmed', 'rsv-in-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const stale = await move(r.id, 'cancelled', 'confirmed');
    expect(expectMessage(stale, 409, /status/).message).toMatch(/checked_in/);
    expectMessage(await move(r.id, 'cancelled', 'checked_in'), 409, /checked_in cannot become cancelled/);
    expectFieldErrors(await send('POST', `/api/reservations/${r.id}/status`, { to: 'gone' }), ['to']);
    const out = body<ReservationDetail>(await move(r.id, 'checked_out', 'checked_in'));
    expect(out.history.map((h) => [h.from, h.to, h.remark])).toEqual([[null, 'confirmed', null], ['confirmed', 'checked_in', 'to checked_in'], ['checked_in', 'checked_out', 'to checked_out']]);
    expectMessage(await move(r.id, 'checked_in'), 409, /checked_out cannot become checked_in/);
    expect((await auditRowsFor(t.database.db, r.id)).map((a) => a.action)).toEqual(['reservation.create', 'reservation.checked_in', 'reservation.checked_out']);
  });

  it('refuses a no-show before the arrival day (Kuala Lumpur business date) with 422 and a code the app words; from the arrival day it is recorded', async () => {
    const unit = await createUnit(t);
    const today = toApiDate(new Date());
    const tomorrow = await book(unit.id, addDays(today, 1), addDays(today, 3));
    const early = await move(tomorrow.id, 'no_show', 'confirmed');
    const refused = expectMessage(early, 422, /only from the arrival day/) as { message: string; code?: string; arrival?: string };
    expect([refused.code, refused.arrival]).toEqual(['no_show_before_arrival', tomorrow.checkIn]);
    // Nothing changed: the stay is as it was, with no history or audit of the refusal.
    const after = body<ReservationDetail>(await send('GET', `/api/reservations/${tomorrow.id}`));
    expect([after.status, after.history.length]).toEqual(['confirmed', 1]);
    expect((await auditRowsFor(t.database.db, tomorrow.id)).map((a) => a.action)).toEqual(['reservation.create']);
    // Cancelling before the day stays allowed; a stay arriving today (or already due) may be a no-show.
    const arriving = await book(unit.id, today, addDays(today, 1));
    expect(body<ReservationDetail>(await move(arriving.id, 'no_show', 'confirmed')).status).toBe('no_show');
    const due = await book(unit.id, addDays(today, -2), addDays(today, -1), { status: 'reserved' });
    expect(body<ReservationDetail>(await move(due.id, 'no_show', 'reserved')).status).toBe('no_show');
    expect(body<ReservationDetail>(await move(tomorrow.id, 'cancelled', 'confirmed')).status).toBe('cancelled');
  });

  it("lists today's arrivals with the guests still to check in first (deskOrder), and \"to check in\" alone in one filter", async () => {
    const roomType = await createRoomType(t);
    const today = toApiDate(new Date());
    const units = [];
    for (let i = 0; i < 5; i++) units.push(await createUnit(t, { roomTypeId: roomType.id }));
    // Booked in this order, so neither the id nor the code puts the ones to act on first by chance.
    const inEarly = await book(units[0]!.id, today, addDays(today, 2));
    const waiting = await book(units[1]!.id, today, addDays(today, 1), { status: 'reserved' });
    const inLate = await book(units[2]!.id, today, addDays(today, 3));
    const alsoWaiting = await book(units[3]!.id, today, addDays(today, 2));
    const gone = await book(units[4]!.id, today, addDays(today, 1));
    for (const r of [inEarly, inLate, gone]) expect((await move(r.id, 'checked_in', r.status)).statusCode).toBe(200);
    expect((await move(gone.id, 'checked_out', 'checked_in')).statusCode).toBe(200);
    const list = async (filter: object, sort: object) =>
      body<ReservationList>(await send('GET', listUrl('/api/reservations/aggregation', { filter: { propertyId: roomType.propertyId, ...filter }, sort }))).reservations.map((r) => r.code);
    const arriving = await list({ arrivingOn: today }, { deskOrder: 'asc', checkIn: 'asc' });
    expect(arriving.slice(0, 2).sort()).toEqual([waiting.code, alsoWaiting.code].sort());
    expect(arriving.slice(2, 4).sort()).toEqual([inEarly.code, inLate.code].sort());
    expect(arriving[4]).toBe(gone.code);
    expect((await list({ toCheckInOn: today }, { checkIn: 'asc' })).sort()).toEqual([waiting.code, alsoWaiting.code].sort());
    expectMessage(await send('GET', listUrl('/api/reservations/aggregation', { filter: { toCheckInOn: 'tomorrow' } })), 400);
  });

  it('appends payments (once per Idempotency-Key), which the database refuses to change', async () => {
    const unit = await createUnit(t);
    const r = await book(unit.id, '2026-10-01', '2026-10-03');
    const pay = { method: 'card', amountSen: 20_000, paidOn: '2026-09-20', reference: 'APPR 1234' };
    const first = await send('POST', `/api/reservations/${r.id}/payments`, pay, 'rsv-pay-1');
    expect(first.statusCode, first.body).toBe(201);
    expect((await send('POST', `/api/reservations/${r.id}/payments`, pay, 'rsv-pay-1')).headers['idempotent-replayed']).toBe('true');
    const second = body<ReservationDetail>(await send('POST', `/api/reservations/${r.id}/payments`, { ...pay, method: 'cash', amountSen: 5_000, reference: '' }));
    expect(second.paidSen).toBe(25_000);
    expect(second.payments.map((p) => [p.method, p.amountSen, p.reference])).toEqual([['card', 20_000, 'APPR 1234'], ['cash', 5_000, null]]);
    expectFieldErrors(await send('POST', `/api/reservations/${r.id}/payments`, { ...pay, amountSen: 0 }), ['amountSen']);
    expectFieldErrors(await send('POST', `/api/reservations/${r.id}/payments`, { ...pay, method: 'gold' }), ['method']);
    await expect(t.database.db.execute(sql`update reservation_payments set amount_sen = 1 where reservation_id = ${r.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from reservation_payments where reservation_id = ${r.id}`)).rejects.toThrow();
    expect((await auditRowsFor(t.database.db, r.id)).map((a) => a.action)).toEqual(['reservation.create', 'reservation.payment', 'reservation.payment']);
  });

  it('lists by property, status, kind, channel, dates, the day chips and a search by guest or code; the calendar shows units × blocking stays', async () => {
    const roomType = await createRoomType(t);
    const u1 = await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'L-01' });
    const u2 = await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'L-02' });
    const a = await book(u1.id, '2026-11-01', '2026-11-04', { guestName: 'Siti Nurhaliza', channel: 'airbnb' });
    const b = await book(u1.id, '2026-11-04', '2026-11-06', { guestName: 'Tan Ah Kow', channel: 'booking' });
    const c = await book(u2.id, '2026-11-02', '2026-11-03', { kind: 'block', guestName: undefined });
    const d = await book(u2.id, '2026-11-03', '2026-11-05', { status: 'inquiry', guestName: 'Maybe Later' });
    const ids = async (filter: object, sort: object = { checkIn: 'asc' }) =>
      body<ReservationList>(await send('GET', listUrl('/api/reservations/aggregation', { filter: { propertyId: roomType.propertyId, ...filter }, sort }))).reservations.map((r) => r.id);
    expect(await ids({})).toEqual([a.id, c.id, d.id, b.id]);
    expect(await ids({ channel: 'airbnb' })).toEqual([a.id]);
    expect(await ids({ kind: 'block' })).toEqual([c.id]);
    expect(await ids({ status: 'inquiry' })).toEqual([d.id]);
    expect(await ids({ unitId: u2.id })).toEqual([c.id, d.id]);
    expect(await ids({ from: '2026-11-04', to: '2026-11-30' })).toEqual([d.id, b.id]);
    expect(await ids({ arrivingOn: '2026-11-04' })).toEqual([b.id]);
    expect(await ids({ departingOn: '2026-11-04' })).toEqual([a.id]);
    expect(await ids({ inHouseOn: '2026-11-02' })).toEqual([a.id, c.id]);
    expect(await ids({ search: 'nurhal' })).toEqual([a.id]);
    expect(await ids({ search: b.code.toLowerCase() })).toEqual([b.id]);
    expect(await ids({}, { checkIn: 'desc' })).toEqual([b.id, d.id, c.id, a.id]);
    const page = body<ReservationList>(await send('GET', listUrl('/api/reservations/aggregation', { filter: { propertyId: roomType.propertyId }, pagination: { limit: 2, currentPage: 2 }, sort: { checkIn: 'asc' } })));
    expect(page.totalCount).toBe(4);
    expect(page.reservations.map((r) => r.id)).toEqual([d.id, b.id]);

    const cal = body<ReservationCalendar>(await send('GET', `/api/reservations/calendar?propertyId=${roomType.propertyId}&from=2026-11-03&to=2026-11-30`));
    expect(cal.units.map((u) => [u.unitNumber, u.stays.map((s) => s.code)])).toEqual([['L-01', [a.code, b.code]], ['L-02', []]]);
    // The window's last day is a night too: a stay arriving on it shows, one leaving on its first day does not.
    const edge = body<ReservationCalendar>(await send('GET', `/api/reservations/calendar?propertyId=${roomType.propertyId}&from=2026-10-20&to=2026-11-01`));
    expect(edge.units.map((u) => [u.unitNumber, u.stays.map((s) => s.code)])).toEqual([['L-01', [a.code]], ['L-02', []]]);
    expectFieldErrors(await send('GET', `/api/reservations/calendar?propertyId=${roomType.propertyId}&from=2026-11-30&to=2026-11-01`), ['querystring.to']);
    expectFieldErrors(await send('GET', `/api/reservations/calendar?propertyId=${roomType.propertyId}&from=2026-01-01&to=2026-12-31`), ['querystring.to']);
    expectMessage(await send('GET', `/api/reservations/calendar?propertyId=${MISSING}&from=2026-11-01&to=2026-11-30`), 404);
  });

  it('quotes a stay: SST at the rate in force on the check-in date, tourism tax unless exempt or channel-collected, and the stay in the way', async () => {
    const unit = await createUnit(t);
    const q = async (more: object) => body<Quote>(await send('POST', '/api/reservations/quote', { unitId: unit.id, checkIn: '2024-02-28', checkOut: '2024-03-02', ...more }));
    expect(await q({ guestNationality: 'SG' })).toMatchObject({ nights: 3, roomRevenueSen: 54_000, cleaningFeeSen: 5_000, sstRateBp: 600, sstSen: 3_540, tourismTaxSen: 3_000, tourismTaxChargedSen: 3_000, totalSen: 65_540 });
    expect(await q({ checkIn: '2024-03-01', checkOut: '2024-03-04', guestNationality: 'MY' })).toMatchObject({ sstRateBp: 800, sstSen: 4_720, tourismTaxSen: 0, totalSen: 63_720 });
    expect(await q({ guestNationality: 'SG', tourismTaxCollectedBy: 'channel', channel: 'airbnb', nightlyRateSen: 10_000 })).toMatchObject({
      roomRevenueSen: 30_000, tourismTaxSen: 3_000, tourismTaxChargedSen: 0, unavailableBecause: null,
    });
    const taken = await book(unit.id, '2024-03-01', '2024-03-02');
    expect((await q({})).unavailableBecause).toMatchObject({ code: taken.code });
    // Editing that very stay onto nights it partly holds: nothing is in its way.
    expect((await q({ exceptId: taken.id })).unavailableBecause).toBeNull();
    expectFieldErrors(await send('POST', '/api/reservations/quote', { unitId: unit.id, checkIn: '2024-03-01', checkOut: '2024-03-02', exceptId: 'R000001' }), ['exceptId']);
    expectFieldErrors(await send('POST', '/api/reservations/quote', { unitId: unit.id, checkIn: '2024-03-02', checkOut: '2024-03-01' }), ['checkOut']);
    const asked = { unitId: unit.id, checkIn: '2024-04-01', checkOut: '2024-04-02' };
    const once = await send('POST', '/api/reservations/quote', asked, 'rsv-quote-1');
    const twice = await send('POST', '/api/reservations/quote', asked, 'rsv-quote-1');
    expect(twice.headers['idempotent-replayed']).toBe('true');
    expect(twice.json()).toEqual(once.json());
  });

  it('shows an owner in the portal only the stays on their own units, without guest contacts; another owner\'s is 404, and nothing may be changed', async () => {
    const mine = await createOwner(t);
    const theirs = await createOwner(t);
    const myUnit = await createUnit(t, { ownerId: mine.id, ownedFrom: '2025-01-01' });
    const theirUnit = await createUnit(t, { ownerId: theirs.id, ownedFrom: '2025-01-01' });
    const onMine = await book(myUnit.id, '2026-12-01', '2026-12-03');
    const onTheirs = await book(theirUnit.id, '2026-12-01', '2026-12-03');
    const token = await ownerSession(t, mine.id, mine.email!);
    const asOwner = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => send(method, url, payload, undefined, token);
    const list = body<ReservationList>(await asOwner('GET', listUrl('/api/reservations/aggregation', { pagination: { limit: 100 } })));
    expect(list.reservations.map((r) => r.id)).toEqual([onMine.id]);
    // The total counts through the unit's owner too, not every stay.
    expect(list.totalCount).toBe(1);
    expect(list.reservations[0]).toMatchObject({ guestName: 'Aisyah Rahman', guestPhone: null, guestEmail: null });
    const search = async (text: string) =>
      body<ReservationList>(await asOwner('GET', listUrl('/api/reservations/aggregation', { filter: { search: text } }))).reservations.map((r) => r.id);
    expect(await search(onMine.code)).toEqual([onMine.id]);
    expect(await search('+60123456789')).toEqual([]);
    expect(body<ReservationDetail>(await asOwner('GET', `/api/reservations/${onMine.id}`)).id).toBe(onMine.id);
    expectMessage(await asOwner('GET', `/api/reservations/${onTheirs.id}`), 404);
    const cal = body<ReservationCalendar>(await asOwner('GET', `/api/reservations/calendar?propertyId=${myUnit.propertyId}&from=2026-12-01&to=2026-12-31`));
    expect(cal.units.map((u) => u.id)).toEqual([myUnit.id]);
    expectMessage(await asOwner('GET', `/api/reservations/calendar?propertyId=${theirUnit.propertyId}&from=2026-12-01&to=2026-12-31`), 404);
    expectMessage(await asOwner('POST', '/api/reservations', stay(myUnit.id, '2027-01-01', '2027-01-02')), 403);
    expectMessage(await asOwner('POST', `/api/reservations/${onMine.id}/status`, { to: 'cancelled' }), 403);
    expectMessage(await asOwner('POST', '/api/reservations/quote', { unitId: myUnit.id, checkIn: '2027-01-01', checkOut: '2027-01-02' }), 403);
  });

  it('needs Reservation edit to change a stay and create to make one: view alone is 403', async () => {
    const viewer = await t.adminWith([P.reservation.view]);
    const unit: UnitDetail = await createUnit(t);
    const r = await book(unit.id, '2027-02-01', '2027-02-02');
    expectMessage(await send('POST', '/api/reservations', stay(unit.id, '2027-02-05', '2027-02-06'), undefined, viewer.token), 403);
    expectMessage(await send('PATCH', `/api/reservations/${r.id}`, { notes: 'x' }, undefined, viewer.token), 403);
    expect((await send('GET', `/api/reservations/${r.id}`, undefined, undefined, viewer.token)).statusCode).toBe(200);
  });

  // Last: it gives stays to every unit the tests before it made too.
  it('seeds demo stays once per unit: every channel, foreign guests, past ones paid, and never two on one night', async () => {
    await seedDemoPortfolio(t.database.db, 12);
    const now = new Date('2026-11-26T03:00:00Z');
    const first = await seedDemoReservations(t.database.db, { now });
    expect(first.created).toBeGreaterThan(first.units * 10);
    expect(await seedDemoReservations(t.database.db, { now })).toEqual({ created: 0, units: 0 });
    const stats = rowsOf<{ channels: number; foreign: number; paid: number; inHouse: number; overlaps: number; unrecorded: number; unaudited: number }>(await t.database.db.execute(sql`
      select (select count(distinct channel) from reservations where notes = 'Demo stay')::int as channels,
             (select count(*) from reservations r where notes = 'Demo stay'
                and not exists (select 1 from reservation_status_changes c where c.reservation_id = r.id))::int as unrecorded,
             (select count(*) from reservations r where notes = 'Demo stay'
                and not exists (select 1 from audit_log a where a.entity = 'reservations.reservation' and a.entity_id = r.id::text and a.action = 'reservation.create'))::int as unaudited,
             (select count(*) from reservations where notes = 'Demo stay' and guest_nationality <> 'MY')::int as foreign,
             (select count(*) from reservation_payments p join reservations r on r.id = p.reservation_id where r.notes = 'Demo stay')::int as paid,
             (select count(*) from reservations where notes = 'Demo stay' and status = 'checked_in')::int as "inHouse",
             (select count(*) from reservations a join reservations b on a.unit_id = b.unit_id and a.id < b.id
                and daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)
               where a.notes = 'Demo stay' and a.status not in ('inquiry', 'cancelled', 'declined', 'no_show') and b.status not in ('inquiry', 'cancelled', 'declined', 'no_show'))::int as overlaps`))[0];
    expect(stats.channels).toBe(7);
    expect(stats.foreign).toBeGreaterThan(0);
    expect(stats.paid).toBeGreaterThan(0);
    expect(stats.inHouse).toBeGreaterThan(0);
    expect(stats.overlaps).toBe(0);
    // Each stay came with its first status row and its audit entry, written in the same statement.
    expect(stats.unrecorded).toBe(0);
    expect(stats.unaudited).toBe(0);
  });
});
