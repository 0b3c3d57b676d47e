import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FreeStayCheck, FreeStayRequest, FreeStayRequestList, QuotaDay, QuotaDays } from '@shared/contracts/free-stay';
import type { ReservationDetail } from '@shared/contracts/reservations';
import { P } from '@shared/permissions';
import { toApiDate } from '@shared/dates';
import { auditLog, freeStayDays, reservations } from '@server/db/schema';
import { body, expectFieldErrors, expectMessage } from './helpers/fixtures';
import { BACKENDS, createTestApp, listUrl, secondServer, type TestApp } from './helpers/test-app';
import { createOwner, createRoomType, createUnit, ownerSession } from './helpers/portfolio';
import { FS, beneficiary, cancel, decide, makeRequest, pendingRequest, quotas, setQuota } from './helpers/free-stay';
import { insertUser } from './helpers/users';

interface Conflict<T> {
  message: string;
  current: T;
  lastChange: { action: string } | null;
  refusal?: { code: string; details: Record<string, string | number | null> };
}

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe.each(BACKENDS)('free stays on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const used = async (date: string) => (await t.database.db.select().from(freeStayDays).where(eq(freeStayDays.date, date)))[0]?.used ?? 0;

  it('makes a request, shows each night with its quota, approves it into a confirmed free_stay stay, and audits both', async () => {
    const unit = await createUnit(t);
    const accountId = await beneficiary(t);
    const made = await makeRequest(t, { accountId, unitId: unit.id, checkIn: '2027-03-10', checkOut: '2027-03-12' });
    expect(made).toMatchObject({
      code: expect.stringMatching(/^FS-\d{5}$/), status: 'pending', nights: 2, unitId: unit.id, unitNumber: unit.unitNumber, accountIsOwner: false,
      requestedByName: 'Root Admin', fromPortal: false, reservationId: null, freeNightsThisYear: 0,
    });
    expect(made.quotaNights).toEqual([
      { date: '2027-03-10', quota: 5, used: 0, pending: 1, overridden: false },
      { date: '2027-03-11', quota: 5, used: 0, pending: 1, overridden: false },
    ]);

    const res = await decide(t, made.id, { action: 'approve', expected: 'pending', remark: 'Enjoy your stay' });
    expect(res.statusCode, res.body).toBe(200);
    const approved = body<FreeStayRequest>(res);
    expect(approved).toMatchObject({ status: 'approved', remark: 'Enjoy your stay', decidedByName: 'Root Admin', reservationCode: expect.stringMatching(/^R\d+/), freeNightsThisYear: 2 });
    expect(approved.quotaNights.map((d) => [d.used, d.pending])).toEqual([[1, 0], [1, 0]]);

    const stay = body<ReservationDetail>(await t.request({ method: 'GET', url: `/api/reservations/${approved.reservationId}`, token: t.rootToken }));
    expect(stay).toMatchObject({ kind: 'free_stay', channel: 'direct', status: 'confirmed', checkIn: '2027-03-10', checkOut: '2027-03-12', roomRevenueSen: 0, guestName: expect.stringContaining('Seeded') });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, made.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['free-stay.approve', 'free-stay.request']);
  });

  it('counts a stay of 30 Nov to 3 Dec as one place on 30 Nov, 1 Dec and 2 Dec, and none on 3 Dec', async () => {
    const made = await pendingRequest(t, { checkIn: '2027-11-30', checkOut: '2027-12-03' });
    expect((await decide(t, made.id, { action: 'approve' })).statusCode).toBe(200);
    const days = body<QuotaDays>(await quotas(t, '2027-11-29', '2027-12-03'));
    expect(days.defaultQuota).toBe(5);
    expect(days.days.map((d) => [d.date, d.used])).toEqual([
      ['2027-11-29', 0], ['2027-11-30', 1], ['2027-12-01', 1], ['2027-12-02', 1], ['2027-12-03', 0],
    ]);
  });

  it('refuses a quota below what is used with the used count, and null brings the default back', async () => {
    const date = '2027-04-20';
    for (let i = 0; i < 2; i++) {
      const made = await pendingRequest(t, { checkIn: date, checkOut: addDays(date, 1) });
      expect((await decide(t, made.id, { action: 'approve' })).statusCode).toBe(200);
    }
    const low = await setQuota(t, date, 1);
    expect(low.statusCode).toBe(409);
    expect(low.json()).toEqual({ message: expect.stringContaining('20 Apr 2027'), used: 2 });
    const ok = await setQuota(t, date, 2);
    expect(body<QuotaDay>(ok)).toEqual({ date, quota: 2, used: 2, pending: 0, overridden: true });
    expect(body<QuotaDay>(await setQuota(t, date, null))).toEqual({ date, quota: 5, used: 2, pending: 0, overridden: false });
  });

  it('refuses an approval on a full night with a 409 naming the night; cancelling an approved one frees its place', async () => {
    const date = '2027-05-12';
    expect((await setQuota(t, date, 1)).statusCode).toBe(200);
    const first = await pendingRequest(t, { checkIn: addDays(date, -1), checkOut: addDays(date, 1) });
    const second = await pendingRequest(t, { checkIn: date, checkOut: addDays(date, 2) });
    expect((await decide(t, first.id, { action: 'approve' })).statusCode).toBe(200);
    const full = await decide(t, second.id, { action: 'approve', expected: 'pending' });
    expect(full.statusCode).toBe(409);
    const refused = body<Conflict<FreeStayRequest>>(full);
    expect(refused.message).toBe('No free-stay place left on 12 May 2027 (1 of 1 used)');
    // The app words it from the code and the night, in the reader's language.
    expect(refused.refusal).toEqual({ code: 'night_full', details: { night: date, used: 1, quota: 1 } });
    expect(refused.current).toMatchObject({ id: second.id, status: 'pending' });
    // All or nothing: the night after, which had room, was not taken either.
    expect(await used(addDays(date, 1))).toBe(0);

    const cancelled = await cancel(t, first.id, { expected: 'approved', remark: 'Owner cannot come' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body<FreeStayRequest>(cancelled)).toMatchObject({ status: 'cancelled', remark: 'Owner cannot come' });
    const [stay] = await t.database.db.select().from(reservations).where(eq(reservations.id, first.reservationId ?? body<FreeStayRequest>(cancelled).reservationId!));
    expect(stay.status).toBe('cancelled');
    expect(await used(date)).toBe(0);
    expect((await decide(t, second.id, { action: 'approve', expected: 'pending' })).statusCode).toBe(200);
    expect(await used(date)).toBe(1);
  });

  it('refuses to cancel a free stay already checked in, and frees the places of one the desk already cancelled', async () => {
    const moveStay = (id: string, to: string) => t.request({ method: 'POST', url: `/api/reservations/${id}/status`, token: t.rootToken, payload: { to } });
    const inHouse = await pendingRequest(t, { checkIn: '2027-05-20', checkOut: '2027-05-22' });
    const stayId = body<FreeStayRequest>(await decide(t, inHouse.id, { action: 'approve' })).reservationId!;
    expect((await moveStay(stayId, 'checked_in')).statusCode).toBe(200);
    const refused = await cancel(t, inHouse.id, { expected: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(body<Conflict<FreeStayRequest>>(refused).message).toMatch(/checked in/);
    expect(body<Conflict<FreeStayRequest>>(refused).refusal).toEqual({ code: 'stay_locked', details: { stay: expect.stringMatching(/^R/), stayStatus: 'checked_in' } });
    expect(await used('2027-05-20')).toBe(1);

    const deskCancelled = await pendingRequest(t, { checkIn: '2027-05-25', checkOut: '2027-05-26' });
    const otherStay = body<FreeStayRequest>(await decide(t, deskCancelled.id, { action: 'approve' })).reservationId!;
    expect((await moveStay(otherStay, 'cancelled')).statusCode).toBe(200);
    // The request still holds its place until it is cancelled itself.
    expect(await used('2027-05-25')).toBe(1);
    expect((await cancel(t, deskCancelled.id, { expected: 'approved' })).statusCode).toBe(200);
    expect(await used('2027-05-25')).toBe(0);
  });

  it('answers an offline decision that expected pending on a request already approved with 409 and the request as it is', async () => {
    const made = await pendingRequest(t, { checkIn: '2027-06-01', checkOut: '2027-06-02' });
    expect((await decide(t, made.id, { action: 'approve', expected: 'pending' })).statusCode).toBe(200);
    const late = await decide(t, made.id, { action: 'reject', expected: 'pending', remark: 'too late' });
    expect(late.statusCode).toBe(409);
    const b = body<Conflict<FreeStayRequest>>(late);
    expect(b.current).toMatchObject({ id: made.id, status: 'approved' });
    expect(b.lastChange).toMatchObject({ action: 'free-stay.approve' });
    expect(b.message).toMatch(/approved/);
    // Who decided first is the approver, and when they decided.
    expect(b.refusal).toEqual({
      code: 'moved_on',
      details: { field: 'status', now: 'approved', by: 'Root Admin', at: b.current.decidedAt },
    });
    // Without `expected` the same words: the request was already decided.
    const again = body<Conflict<FreeStayRequest>>(await decide(t, made.id, { action: 'reject', remark: 'too late' }));
    expect(again.refusal).toMatchObject({ code: 'moved_on', details: { now: 'approved', by: 'Root Admin' } });
  });

  it('a refusal of a pending request names the rule that refused it, never the requester as the one who decided', async () => {
    const requester = await t.adminWith([P.freeStay.create, P.freeStay.view]);
    const unit = await createUnit(t);
    const guest = body<ReservationDetail>(
      await t.request({ method: 'POST', url: '/api/reservations', token: t.rootToken, payload: { unitId: unit.id, checkIn: '2027-08-04', checkOut: '2027-08-07', guestName: 'Paying Guest' } }),
    );
    const made = await makeRequest(t, { accountId: await beneficiary(t), unitId: unit.id, checkIn: '2027-08-05', checkOut: '2027-08-06' }, requester.token);
    const requesterName = made.requestedByName!;
    expect(requesterName).toMatch(/^Test Admin/);
    const res = await decide(t, made.id, { action: 'approve', expected: 'pending' });
    expect(res.statusCode).toBe(409);
    const b = body<Conflict<FreeStayRequest>>(res);
    expect(b.refusal).toEqual({
      code: 'unit_taken',
      details: { unit: unit.unitNumber, stay: guest.code, from: '2027-08-04', to: '2027-08-07', stayStatus: guest.status },
    });
    expect(b.current).toMatchObject({ status: 'pending', decidedByName: null });
    // The latest change is still the request itself: it is history, not the one who decided.
    expect(b.lastChange).toMatchObject({ action: 'free-stay.request', actorName: requesterName });
    expect(JSON.stringify(b.refusal)).not.toContain(requesterName);
  });

  it('approves a room-type request only with a unit of that room type, and refuses a unit that is taken, naming the stay', async () => {
    const roomType = await createRoomType(t);
    const unit = await createUnit(t, { roomTypeId: roomType.id });
    const other = await createUnit(t);
    const made = await makeRequest(t, { accountId: await beneficiary(t), roomTypeId: roomType.id, checkIn: '2027-07-01', checkOut: '2027-07-04' });
    expect(made).toMatchObject({ unitId: null, roomTypeId: roomType.id });
    const check = body<FreeStayCheck>(await t.request({ method: 'POST', url: `${FS}/check`, token: t.rootToken, payload: { roomTypeId: roomType.id, checkIn: '2027-07-01', checkOut: '2027-07-04' } }));
    expect(check).toMatchObject({ freeUnits: 1, stayInTheWay: null, fullNight: null });

    expectFieldErrors(await decide(t, made.id, { action: 'approve' }), ['unitId']);
    expectFieldErrors(await decide(t, made.id, { action: 'approve', unitId: other.id }), ['unitId']);
    const guest = await t.request({ method: 'POST', url: '/api/reservations', token: t.rootToken, payload: { unitId: unit.id, checkIn: '2027-07-03', checkOut: '2027-07-05', guestName: 'Paying Guest' } });
    const booked = body<ReservationDetail>(guest);
    const taken = await decide(t, made.id, { action: 'approve', unitId: unit.id });
    expect(taken.statusCode).toBe(409);
    expect(body<Conflict<FreeStayRequest>>(taken).message).toContain(`by ${booked.code}`);
    expect(body<Conflict<FreeStayRequest>>(taken).message).toContain('2027-07-03');
    expect(await used('2027-07-01')).toBe(0);

    await t.request({ method: 'POST', url: `/api/reservations/${booked.id}/status`, token: t.rootToken, payload: { to: 'cancelled' } });
    const ok = await decide(t, made.id, { action: 'approve', unitId: unit.id, expected: 'pending' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body<FreeStayRequest>(ok)).toMatchObject({ unitId: unit.id, unitNumber: unit.unitNumber, status: 'approved' });
  });

  it('tells before any decision that a pending request\'s unit is taken, by which stay, and which units of its room type are free; approves into one', async () => {
    const roomType = await createRoomType(t);
    const mine = await createUnit(t, { roomTypeId: roomType.id });
    const spare = await createUnit(t, { roomTypeId: roomType.id });
    const busy = await createUnit(t, { roomTypeId: roomType.id });
    await createUnit(t, { roomTypeId: roomType.id, status: 'maintenance' });
    const elsewhere = await createUnit(t);
    const book = async (unitId: string, checkIn: string, checkOut: string) =>
      body<ReservationDetail>(await t.request({ method: 'POST', url: '/api/reservations', token: t.rootToken, payload: { unitId, checkIn, checkOut, guestName: 'Paying Guest Tan' } }));
    const accountId = await beneficiary(t);
    const made = await makeRequest(t, { accountId, unitId: mine.id, checkIn: '2027-02-10', checkOut: '2027-02-13' });
    expect(made.availability).toEqual({ takenBy: null, freeUnits: null });
    const first = await book(mine.id, '2027-02-12', '2027-02-14');
    await book(mine.id, '2027-02-13', '2027-02-15'); // from check-out on: not in the way
    await book(busy.id, '2027-02-09', '2027-02-11');

    const list = body<FreeStayRequestList>(await t.request({ method: 'GET', url: listUrl(`${FS}/aggregation`, { filter: { accountId } }), token: t.rootToken })).requests;
    const expected = {
      takenBy: { id: first.id, code: first.code, checkIn: '2027-02-12', checkOut: '2027-02-14', status: first.status, kind: first.kind },
      freeUnits: [{ id: spare.id, unitNumber: spare.unitNumber }],
    };
    expect(list[0].availability).toEqual(expected);
    expect(JSON.stringify(list[0].availability)).not.toContain('Paying Guest');
    expect(body<FreeStayRequest>(await t.request({ method: 'GET', url: `${FS}/${made.id}`, token: t.rootToken })).availability).toEqual(expected);
    const inbox = body<{ items: { kind: string; record: FreeStayRequest }[] }>(await t.request({ method: 'GET', url: '/api/approvals?limit=100&kind=free-stay', token: t.rootToken }));
    expect(inbox.items.find((i) => i.record.id === made.id)?.record.availability).toEqual(expected);

    // A room-type request lists its free units whatever; the approver books one of them.
    const open = await makeRequest(t, { accountId: await beneficiary(t), roomTypeId: roomType.id, checkIn: '2027-02-10', checkOut: '2027-02-11' });
    expect(open.availability).toEqual({ takenBy: null, freeUnits: [mine, spare].map((u) => ({ id: u.id, unitNumber: u.unitNumber })) });

    expectFieldErrors(await decide(t, made.id, { action: 'approve', unitId: elsewhere.id }), ['unitId']);
    const moved = await decide(t, made.id, { action: 'approve', unitId: spare.id, expected: 'pending' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body<FreeStayRequest>(moved)).toMatchObject({ status: 'approved', unitId: spare.id, unitNumber: spare.unitNumber, availability: null });
    const [stay] = await t.database.db.select().from(reservations).where(eq(reservations.id, body<FreeStayRequest>(moved).reservationId!));
    expect(stay).toMatchObject({ unitId: spare.id, kind: 'free_stay', checkIn: '2027-02-10' });
    // The unit just booked is no longer offered.
    const after = body<FreeStayRequest>(await t.request({ method: 'GET', url: `${FS}/${open.id}`, token: t.rootToken }));
    expect(after.availability?.freeUnits?.map((u) => u.id)).toEqual([mine.id]);
  });

  it('refuses on their field: an unknown unit or room type, an inactive or unknown person, too many nights, inside the lead time', async () => {
    const unit = await createUnit(t);
    const accountId = await beneficiary(t);
    const banned = (await insertUser(t.database.db, { role: 'guest', banned: true })).id;
    const base = { accountId, unitId: unit.id, checkIn: '2027-08-01', checkOut: '2027-08-03', reason: 'x' };
    const post = (payload: object) => t.request({ method: 'POST', url: FS, token: t.rootToken, payload });
    expectFieldErrors(await post({ ...base, unitId: '00000000-0000-4000-8000-000000000000' }), ['unitId']);
    expectFieldErrors(await post({ ...base, unitId: undefined, roomTypeId: '00000000-0000-4000-8000-000000000000' }), ['roomTypeId']);
    expectFieldErrors(await post({ ...base, accountId: '00000000-0000-4000-8000-000000000000' }), ['accountId']);
    expectFieldErrors(await post({ ...base, accountId: banned }), ['accountId']);
    expectFieldErrors(await post({ ...base, accountId: t.rootId }), ['accountId']);
    expectFieldErrors(await post({ ...base, checkOut: '2027-08-16' }), ['checkOut']);
    const today = toApiDate(new Date());
    expectFieldErrors(await post({ ...base, checkIn: today, checkOut: addDays(today, 2) }), ['checkIn']);
    expect((await post({ ...base, checkIn: addDays(today, 1), checkOut: addDays(today, 2) })).statusCode).toBe(201);
    const check = body<FreeStayCheck>(await t.request({ method: 'POST', url: `${FS}/check`, token: t.rootToken, payload: { unitId: unit.id, checkIn: today, checkOut: addDays(today, 15) } }));
    expect(check).toMatchObject({ tooLong: true, tooSoon: true, maxNights: 14 });
  });

  it('lets an owner ask only for themselves on their own units, see only their requests, and never decide or set a quota', async () => {
    const owner = await createOwner(t);
    const token = await ownerSession(t, owner.id, owner.email!);
    const mine = await createUnit(t, { ownerId: owner.id });
    const theirs = await createUnit(t);
    const someoneElse = await beneficiary(t);
    const nights = { checkIn: '2027-09-01', checkOut: '2027-09-03' };
    const made = await makeRequest(t, { accountId: someoneElse, unitId: mine.id, ...nights }, token);
    expect(made).toMatchObject({ accountId: owner.id, accountIsOwner: true, fromPortal: true, requestedByName: owner.name });
    const post = (payload: object) => t.request({ method: 'POST', url: FS, token, payload: { reason: 'x', ...nights, ...payload } });
    expectFieldErrors(await post({ accountId: owner.id, unitId: theirs.id }), ['unitId']);
    expectFieldErrors(await post({ accountId: owner.id, roomTypeId: mine.roomTypeId }), ['unitId']);

    const adminMade = await pendingRequest(t, nights);
    expectMessage(await t.request({ method: 'GET', url: `${FS}/${adminMade.id}`, token }), 404);
    expectMessage(await cancel(t, adminMade.id, {}, token), 404);
    const list = body<FreeStayRequestList>(await t.request({ method: 'GET', url: listUrl(`${FS}/aggregation`, {}), token }));
    expect(list.requests.map((r) => r.id)).toEqual([made.id]);
    expectMessage(await decide(t, made.id, { action: 'approve' }, token), 403);
    expectMessage(await setQuota(t, '2027-09-01', 9, token), 403);
    expect((await quotas(t, '2027-09-01', '2027-09-02', token)).statusCode).toBe(200);

    // The owner reads whether their own unit is taken, never which other units are free.
    await t.request({ method: 'POST', url: '/api/reservations', token: t.rootToken, payload: { unitId: mine.id, checkIn: '2027-09-02', checkOut: '2027-09-04', guestName: 'Guest' } });
    await createUnit(t, { roomTypeId: mine.roomTypeId });
    const seen = body<FreeStayRequest>(await t.request({ method: 'GET', url: `${FS}/${made.id}`, token }));
    expect(seen.availability).toMatchObject({ takenBy: { checkIn: '2027-09-02' }, freeUnits: null });
    expect(body<FreeStayRequest>(await t.request({ method: 'GET', url: `${FS}/${made.id}`, token: t.rootToken })).availability?.freeUnits).toHaveLength(1);
    await t.database.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.unitId, mine.id));
    expect((await decide(t, made.id, { action: 'approve' })).statusCode).toBe(200);
    expect((await cancel(t, made.id, { expected: 'approved' }, token)).statusCode).toBe(409);
    const pending = await makeRequest(t, { accountId: owner.id, unitId: mine.id, checkIn: '2027-09-10', checkOut: '2027-09-12' }, token);
    expect(body<FreeStayRequest>(await cancel(t, pending.id, { expected: 'pending' }, token)).status).toBe('cancelled');
  });

  it('repeats a decision and a quota change sent twice with one idempotency key only once', async () => {
    const made = await pendingRequest(t, { checkIn: '2027-10-05', checkOut: '2027-10-07' });
    const headers = { 'idempotency-key': `fs-${made.id}` };
    const first = await decide(t, made.id, { action: 'approve', expected: 'pending' }, t.rootToken, headers);
    const again = await decide(t, made.id, { action: 'approve', expected: 'pending' }, t.rootToken, headers);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await used('2027-10-05')).toBe(1);
    const key = { 'idempotency-key': 'fs-quota-2027-10-20' };
    expect((await setQuota(t, '2027-10-20', 3, t.rootToken, key)).statusCode).toBe(200);
    expect((await setQuota(t, '2027-10-20', 3, t.rootToken, key)).statusCode).toBe(200);
    const quotaAudits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, '2027-10-20'));
    expect(quotaAudits).toHaveLength(1);
  });

  it('answers 400 on the field for bad input to every call', async () => {
    const made = await pendingRequest(t, { checkIn: '2027-10-10', checkOut: '2027-10-11' });
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.request({ method, url, payload, token: t.rootToken });
    expect((await as('GET', listUrl(`${FS}/aggregation`, { filter: { status: 'maybe' } }))).statusCode).toBe(400);
    expect((await as('GET', `${FS}/not-a-uuid`)).statusCode).toBe(400);
    expectFieldErrors(await as('POST', `${FS}/check`, { checkIn: '2027-10-10', checkOut: '2027-10-10' }), ['checkOut', 'unitId']);
    expectFieldErrors(await as('POST', FS, { accountId: made.accountId, unitId: made.unitId, checkIn: '2027-10-10', checkOut: '2027-10-12', reason: '' }), ['reason']);
    expect((await as('POST', `${FS}/${made.id}/cancel`, { expected: 'gone' })).statusCode).toBe(400);
    expect((await as('POST', `${FS}/${made.id}/decision`, { action: 'maybe' })).statusCode).toBe(400);
    expectFieldErrors(await as('GET', '/api/free-stay-quotas?from=2027-10-10&to=2027-01-01'), ['querystring.to']);
    expect((await as('GET', '/api/free-stay-quotas?from=2027-01-01&to=2027-12-31')).statusCode).toBe(400);
    expect((await as('PUT', '/api/free-stay-quotas/2027-10-10', { quota: -1 })).statusCode).toBe(400);
    expect((await as('PUT', '/api/free-stay-quotas/2027-02-30', { quota: 1 })).statusCode).toBe(400);
    expect((await as('GET', `${FS}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('makes a request and cancels it once however often the same idempotency key is sent', async () => {
    const unit = await createUnit(t);
    const payload = { accountId: await beneficiary(t), unitId: unit.id, checkIn: '2027-10-14', checkOut: '2027-10-16', reason: 'Twice sent' };
    const key = { 'idempotency-key': `fs-create-${unit.id}` };
    const first = await t.request({ method: 'POST', url: FS, token: t.rootToken, payload, headers: key });
    const again = await t.request({ method: 'POST', url: FS, token: t.rootToken, payload, headers: key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(body<FreeStayRequest>(again).id).toBe(body<FreeStayRequest>(first).id);
    const list = body<FreeStayRequestList>(await t.request({ method: 'GET', url: listUrl(`${FS}/aggregation`, { filter: { unitId: unit.id } }), token: t.rootToken }));
    expect(list.totalCount).toBe(1);
    const id = body<FreeStayRequest>(first).id;
    const cancelKey = { 'idempotency-key': `fs-cancel-${id}` };
    const c1 = await t.request({ method: 'POST', url: `${FS}/${id}/cancel`, token: t.rootToken, payload: { expected: 'pending' }, headers: cancelKey });
    const c2 = await t.request({ method: 'POST', url: `${FS}/${id}/cancel`, token: t.rootToken, payload: { expected: 'pending' }, headers: cancelKey });
    expect([c1.statusCode, c2.statusCode]).toEqual([200, 200]);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action).sort()).toEqual(['free-stay.cancel', 'free-stay.request']);
  });

  it('filters and searches the list, and counts free nights per calendar year across New Year', async () => {
    const accountId = await beneficiary(t);
    const unit = await createUnit(t);
    const across = await makeRequest(t, { accountId, unitId: unit.id, checkIn: '2028-12-30', checkOut: '2029-01-02' });
    expect((await decide(t, across.id, { action: 'approve' })).statusCode).toBe(200);
    const later = await makeRequest(t, { accountId, unitId: unit.id, checkIn: '2029-02-01', checkOut: '2029-02-03' });
    expect(later.freeNightsThisYear).toBe(1);
    const rejected = await makeRequest(t, { accountId, unitId: unit.id, checkIn: '2028-11-01', checkOut: '2028-11-02' });
    expect((await decide(t, rejected.id, { action: 'reject', remark: 'No' })).statusCode).toBe(200);
    const list = async (filter: object, sort?: object) =>
      body<FreeStayRequestList>(await t.request({ method: 'GET', url: listUrl(`${FS}/aggregation`, { filter, sort }), token: t.rootToken })).requests;
    const mine = await list({ accountId }, { checkIn: 'asc' });
    expect(mine.map((r) => [r.id, r.freeNightsThisYear])).toEqual([[rejected.id, 2], [across.id, 2], [later.id, 1]]);
    expect((await list({ accountId, status: 'approved' })).map((r) => r.id)).toEqual([across.id]);
    expect((await list({ accountId, from: '2029-01-01', to: '2029-01-31' })).map((r) => r.id)).toEqual([across.id]);
    expect((await list({ search: across.code })).map((r) => r.id)).toEqual([across.id]);
    expect((await list({ search: unit.unitNumber, accountId })).length).toBe(3);
  });

  it('reads a page of requests with its quota and yearly figures in one statement, as the quota calendar shows them', async () => {
    const accountId = await beneficiary(t);
    const unit = await createUnit(t);
    await setQuota(t, '2030-05-02', 7);
    const made = await makeRequest(t, { accountId, unitId: unit.id, checkIn: '2030-05-01', checkOut: '2030-05-04' });
    const statements = backend === 'pglite' ? vi.spyOn(PGlite.prototype, 'query') : vi.spyOn(pg.Pool.prototype, 'query');
    let page: FreeStayRequest[];
    try {
      page = body<FreeStayRequestList>(await t.request({ method: 'GET', url: listUrl(`${FS}/aggregation`, { filter: { accountId } }), token: t.rootToken })).requests;
      // The session, the page and its count, and the figures: these were four statements (default quota, the
      // days' rows, the pending nights, the years) until issue 24.
      expect(statements.mock.calls.length).toBe(1 + 2 + 1);
    } finally {
      statements.mockRestore();
    }
    const calendar = body<QuotaDays>(await quotas(t, '2030-05-01', '2030-05-03'));
    expect(page.map((r) => r.id)).toEqual([made.id]);
    expect(page[0].quotaNights).toEqual(calendar.days);
    const fallback = calendar.defaultQuota;
    expect(page[0].quotaNights.map((d) => [d.quota, d.overridden, d.pending])).toEqual([[fallback, false, 1], [7, true, 1], [fallback, false, 1]]);
    expect(page[0].freeNightsThisYear).toBe(0);
    // Its availability came with the row: no statement more.
    expect(page[0].availability).toEqual({ takenBy: null, freeUnits: null });
  });

  it('shows pending free stays in the approvals inbox of holders of 55 only', async () => {
    const made = await pendingRequest(t, { checkIn: '2027-10-25', checkOut: '2027-10-26' });
    const approver = await t.adminWith([P.freeStay.approve]);
    const viewer = await t.adminWith([P.freeStay.view]);
    const inbox = (token: string) => t.request({ method: 'GET', url: '/api/approvals?limit=100', token });
    const items = (body<{ items: { kind: string; record: { id: string } }[] }>(await inbox(approver.token))).items;
    expect(items.filter((i) => i.kind === 'free-stay').map((i) => i.record.id)).toContain(made.id);
    expect(body<{ items: unknown[] }>(await inbox(viewer.token)).items).toEqual([]);
  });

  it(`of 20 approvals of different requests sent at once${backend === 'postgres' ? ' to two servers' : ''} for the last 3 places of a night, exactly 3 succeed and 17 are 409s naming it`, async () => {
    const night = '2027-12-12';
    const roomType = await createRoomType(t);
    const requests: FreeStayRequest[] = [];
    for (let i = 0; i < 20; i++) {
      const unit = await createUnit(t, { roomTypeId: roomType.id });
      requests.push(await makeRequest(t, { accountId: await beneficiary(t), unitId: unit.id, checkIn: addDays(night, -1), checkOut: addDays(night, 1) }));
    }
    // Two places of five already used on the night: three are left.
    for (let i = 0; i < 2; i++) {
      const earlier = await pendingRequest(t, { checkIn: night, checkOut: addDays(night, 1) });
      expect((await decide(t, earlier.id, { action: 'approve' })).statusCode).toBe(200);
    }
    const approver = await t.adminWith([P.freeStay.approve]);
    // On PostgreSQL half go to a second server with its own connections, as two instances behind a balancer.
    const other = backend === 'postgres' ? await secondServer(t) : null;
    const send = (r: FreeStayRequest, i: number) => {
      const payload = { action: 'approve', expected: 'pending' };
      if (other && i % 2) return other.request({ method: 'POST', url: `${FS}/${r.id}/decision`, token: approver.token, payload });
      return decide(t, r.id, payload, approver.token);
    };
    const answers = await Promise.all(requests.map(send)).finally(() => other?.close());
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(ok.length, answers.map((a) => `${a.statusCode} ${a.body.slice(0, 100)}`).join('\n')).toBe(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      const b = body<Conflict<FreeStayRequest>>(r);
      expect(b.message).toBe('No free-stay place left on 12 Dec 2027 (5 of 5 used)');
      expect(b.current.status).toBe('pending');
    }
    expect(await used(night)).toBe(5);
    expect(await used(addDays(night, -1))).toBe(3);
    const stays = await t.database.db.execute(sql`select count(*)::int as n from reservations where kind = 'free_stay' and check_in <= ${night} and check_out > ${night}`);
    expect((stays as unknown as { rows: { n: number }[] }).rows[0].n).toBe(5);
  });
});
