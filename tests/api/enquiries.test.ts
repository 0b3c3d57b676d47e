import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryDetail, EnquiryList, UnitChoices } from '@shared/contracts/enquiries';
import type { ReservationDetail } from '@shared/contracts/reservations';
import { P } from '@shared/permissions';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { auditRowsFor, body, expectFieldErrors, expectMessage } from './helpers/fixtures';
import { createOwner, createUnit, ownerSession } from './helpers/portfolio';

const MISSING = '00000000-0000-4000-8000-000000000000';

interface Conflict {
  message: string;
  current: EnquiryDetail;
}

/** Enquiries: the inbox any admin works, its status moves, and convert → a reservation that never double-books. */
describe.each(BACKENDS)('enquiries on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: object, token = t.rootToken, key?: string) =>
    t.request({ method, url, payload, token, headers: key ? { 'idempotency-key': key } : {} });
  async function ask(more: Record<string, unknown> = {}, token = t.rootToken): Promise<EnquiryDetail> {
    const res = await send('POST', '/api/enquiries', { name: 'Mei Ling Tan', phone: '+60123456789', message: 'Two nights for two, quiet room please', channel: 'direct', ...more }, token);
    expect(res.statusCode, res.body).toBe(201);
    return body<EnquiryDetail>(res);
  }

  it('logs an enquiry for any admin, even one holding no code, with its first history row and an audit entry; owners are refused', async () => {
    const nobody = await t.adminWith([]);
    const unit = await createUnit(t);
    const made = await ask({ unitId: unit.id, checkIn: '2027-03-01', checkOut: '2027-03-03', adults: 2, children: 1 }, nobody.token);
    expect(made).toMatchObject({
      status: 'new', unitId: unit.id, unitNumber: unit.unitNumber, roomTypeId: null, roomTypeName: unit.roomTypeName, propertyName: unit.propertyName,
      adults: 2, children: 1, reservationId: null, version: 1,
    });
    expect(made.history.map((h) => [h.from, h.to])).toEqual([[null, 'new']]);
    expect((await auditRowsFor(t.database.db, made.id)).map((a) => a.action)).toEqual(['enquiry.create']);

    const got = await send('GET', `/api/enquiries/${made.id}`, undefined, nobody.token);
    expect(body<EnquiryDetail>(got).id).toBe(made.id);
    const owner = await createOwner(t);
    const ownerToken = await ownerSession(t, owner.id, owner.email!);
    expectMessage(await send('GET', '/api/enquiries/aggregation', undefined, ownerToken), 403, /permission/i);
    expectMessage(await send('POST', '/api/enquiries', { name: 'X', phone: '+60123456789' }, ownerToken), 403, /permission/i);
    expectMessage(await send('GET', `/api/enquiries/${MISSING}`), 404);
  });

  it('refuses on the field: no way to answer, one date only, dates out of order, an unknown room type', async () => {
    expectFieldErrors(await send('POST', '/api/enquiries', { name: 'No Contact' }), ['phone']);
    expectFieldErrors(await send('POST', '/api/enquiries', { name: 'Half', email: 'half@x.test', checkIn: '2027-01-02' }), ['checkOut']);
    expectFieldErrors(await send('POST', '/api/enquiries', { name: 'Back', email: 'b@x.test', checkIn: '2027-01-05', checkOut: '2027-01-05' }), ['checkOut']);
    expectFieldErrors(await send('POST', '/api/enquiries', { name: 'Type', email: 't@x.test', roomTypeId: MISSING }), ['roomTypeId']);
  });

  it('lists newest first, filtered by status and search', async () => {
    const tag = `Zainal ${Date.now()}`;
    const a = await ask({ name: `${tag} A` });
    const b = await ask({ name: `${tag} B`, email: 'zainal@example.test' });
    await send('POST', `/api/enquiries/${a.id}/status`, { to: 'replied', remark: 'Sent rates' });
    const all = body<EnquiryList>(await send('GET', listUrl('/api/enquiries/aggregation', { filter: { search: tag.toLowerCase() } })));
    expect(all.enquiries.map((e) => e.id)).toEqual([b.id, a.id]);
    const replied = body<EnquiryList>(await send('GET', listUrl('/api/enquiries/aggregation', { filter: { search: tag, status: 'replied' } })));
    expect(replied.enquiries.map((e) => e.id)).toEqual([a.id]);
    const byEmail = body<EnquiryList>(await send('GET', listUrl('/api/enquiries/aggregation', { filter: { search: 'zainal@example' } })));
    expect(byEmail.enquiries.map((e) => e.id)).toContain(b.id);
  });

  it('moves new → replied → closed → new with remarks; a stale `expected` or a move not allowed is a 409 with the enquiry as it is', async () => {
    const e = await ask();
    const replied = body<EnquiryDetail>(await send('POST', `/api/enquiries/${e.id}/status`, { to: 'replied', expected: 'new', remark: 'Quoted RM 360' }));
    expect(replied.status).toBe('replied');
    const stale = await send('POST', `/api/enquiries/${e.id}/status`, { to: 'closed', expected: 'new' });
    expect(stale.statusCode).toBe(409);
    expect(body<Conflict>(stale).current.status).toBe('replied');
    const closed = body<EnquiryDetail>(await send('POST', `/api/enquiries/${e.id}/status`, { to: 'closed', remark: 'No answer' }));
    expect(closed.status).toBe('closed');
    const reopened = body<EnquiryDetail>(await send('POST', `/api/enquiries/${e.id}/status`, { to: 'new', remark: 'Wrote again' }));
    expect(reopened.history.map((h) => [h.to, h.remark])).toEqual([['new', null], ['replied', 'Quoted RM 360'], ['closed', 'No answer'], ['new', 'Wrote again']]);
    const again = await send('POST', `/api/enquiries/${e.id}/status`, { to: 'replied', remark: 'Quoted RM 360' });
    // replied → replied writes nothing more than the first time, yet the move from new is allowed again.
    expect(body<EnquiryDetail>(again).status).toBe('replied');
    expect((await auditRowsFor(t.database.db, e.id)).map((a) => a.action)).toEqual(['enquiry.create', 'enquiry.replied', 'enquiry.closed', 'enquiry.new', 'enquiry.replied']);
    expectFieldErrors(await send('POST', `/api/enquiries/${e.id}/status`, { to: 'converted' }), ['to']);
  });

  it('converts into a reserved stay for the enquirer, once under one Idempotency-Key, and links it; a second convert is a 409', async () => {
    const unit = await createUnit(t);
    const e = await ask({ unitId: unit.id, checkIn: '2027-04-10', checkOut: '2027-04-12', adults: 2 });
    const res = await send('POST', `/api/enquiries/${e.id}/convert`, { guestNationality: 'SG', remark: 'Deposit promised' }, t.rootToken, 'convert-once');
    expect(res.statusCode, res.body).toBe(200);
    const converted = body<EnquiryDetail>(res);
    expect(converted).toMatchObject({ status: 'converted', reservationStatus: 'reserved' });
    expect(converted.reservationCode).toMatch(/^R\d{6}$/);
    const replay = await send('POST', `/api/enquiries/${e.id}/convert`, { guestNationality: 'SG', remark: 'Deposit promised' }, t.rootToken, 'convert-once');
    expect(replay.statusCode).toBe(200);
    expect(body<EnquiryDetail>(replay).reservationId).toBe(converted.reservationId);

    const stay = body<ReservationDetail>(await send('GET', `/api/reservations/${converted.reservationId}`));
    expect(stay).toMatchObject({
      unitId: unit.id, checkIn: '2027-04-10', checkOut: '2027-04-12', status: 'reserved', guestName: 'Mei Ling Tan', guestPhone: '+60123456789',
      adults: 2, channel: 'direct', roomRevenueSen: 36_000, tourismTaxSen: 2_000,
    });
    const twice = await send('POST', `/api/enquiries/${e.id}/convert`, {});
    expect(twice.statusCode).toBe(409);
    expect(body<Conflict>(twice).message).toContain(converted.reservationCode!);
    expect((await auditRowsFor(t.database.db, e.id)).map((a) => a.action)).toEqual(['enquiry.create', 'enquiry.convert']);
    expect((await auditRowsFor(t.database.db, stay.id)).map((a) => a.action)).toEqual(['reservation.create']);
  });

  it('a convert whose nights are taken is a 409 naming the stay in the way, and changes nothing', async () => {
    const unit = await createUnit(t);
    const held = await send('POST', '/api/reservations', { unitId: unit.id, checkIn: '2027-05-02', checkOut: '2027-05-05', guestName: 'First Guest', guestNationality: 'MY' });
    const code = body<ReservationDetail>(held).code;
    const e = await ask({ unitId: unit.id, checkIn: '2027-05-04', checkOut: '2027-05-06' });
    const res = await send('POST', `/api/enquiries/${e.id}/convert`, { status: 'confirmed' });
    expect(res.statusCode).toBe(409);
    const refused = body<Conflict>(res);
    expect(refused.message).toContain(code);
    expect(refused.message).toContain(unit.unitNumber);
    expect(refused.current).toMatchObject({ status: 'new', reservationId: null, version: 1 });
    expect(body<EnquiryDetail>(await send('GET', `/api/enquiries/${e.id}`))).toMatchObject({ status: 'new', reservationId: null });
    const onUnit = body<{ totalCount: number }>(await send('GET', listUrl('/api/reservations/aggregation', { filter: { unitId: unit.id } })));
    expect(onUnit.totalCount).toBe(1);
    expect((await auditRowsFor(t.database.db, e.id)).map((a) => a.action)).toEqual(['enquiry.create']);
    // Other nights, named in the body, go through.
    const moved = await send('POST', `/api/enquiries/${e.id}/convert`, { checkIn: '2027-05-05', checkOut: '2027-05-07' });
    expect(body<EnquiryDetail>(moved).status).toBe('converted');
  });

  it('carries the nationality and channel the enquiry was told into the stay: a foreign guest owes tourism tax', async () => {
    const unit = await createUnit(t);
    const e = await ask({ unitId: unit.id, checkIn: '2027-08-10', checkOut: '2027-08-13', guestNationality: 'sg', channel: 'agoda' });
    expect(e).toMatchObject({ guestNationality: 'SG', channel: 'agoda' });
    const converted = body<EnquiryDetail>(await send('POST', `/api/enquiries/${e.id}/convert`, {}));
    const stay = body<ReservationDetail>(await send('GET', `/api/reservations/${converted.reservationId}`));
    expect(stay).toMatchObject({ guestNationality: 'SG', channel: 'agoda' });
    expect(stay.tourismTaxSen).toBe(3_000);
    // The body's nationality wins over the enquiry's: a Malaysian owes none.
    const local = await ask({ unitId: unit.id, checkIn: '2027-08-20', checkOut: '2027-08-22', guestNationality: 'SG' });
    const mine = body<EnquiryDetail>(await send('POST', `/api/enquiries/${local.id}/convert`, { guestNationality: 'MY' }));
    expect(body<ReservationDetail>(await send('GET', `/api/reservations/${mine.reservationId}`))).toMatchObject({ guestNationality: 'MY', tourismTaxSen: 0 });
    expectFieldErrors(await send('POST', '/api/enquiries', { name: 'Bad', phone: '+60123456789', guestNationality: 'Singapore' }), ['guestNationality']);
  });

  it('offers the units to convert into, free ones first, naming the stay on the nights; needs Reservation create', async () => {
    const tag = `Q${Date.now() % 100_000}`;
    const free = await createUnit(t, { unitNumber: `${tag}-02` });
    const held = await createUnit(t, { unitNumber: `${tag}-01` });
    const stay = body<ReservationDetail>(await send('POST', '/api/reservations', { unitId: held.id, checkIn: '2027-09-01', checkOut: '2027-09-05', guestName: 'In The Way' }));
    const url = (q: Record<string, string>) => `/api/enquiries/unit-choices?${new URLSearchParams(q).toString()}`;
    const res = await send('GET', url({ search: tag.toLowerCase(), checkIn: '2027-09-04', checkOut: '2027-09-06' }));
    expect(res.statusCode, res.body).toBe(200);
    const { units } = body<UnitChoices>(res);
    expect(units.map((u) => [u.id, u.takenBy?.code ?? null])).toEqual([[free.id, null], [held.id, stay.code]]);
    expect(units[1].takenBy).toMatchObject({ checkIn: '2027-09-01', checkOut: '2027-09-05' });
    // The check-out day is free for the next guest; without dates nothing is taken.
    const after = body<UnitChoices>(await send('GET', url({ search: tag, checkIn: '2027-09-05', checkOut: '2027-09-06' })));
    expect(after.units.every((u) => u.takenBy === null)).toBe(true);
    expect(body<UnitChoices>(await send('GET', url({ search: tag }))).units).toHaveLength(2);
    expectFieldErrors(await send('GET', url({ checkIn: '2027-09-06', checkOut: '2027-09-04' })), ['querystring.checkOut']);
    const viewer = await t.adminWith([P.reservation.view]);
    expectMessage(await send('GET', url({ search: tag }), undefined, viewer.token), 403, /permission/i);
  });

  it('a convert needs a unit and dates, a closed enquiry must be reopened first, and converting needs Reservation create', async () => {
    const unit = await createUnit(t);
    const loose = await ask({ roomTypeId: unit.roomTypeId });
    expectFieldErrors(await send('POST', `/api/enquiries/${loose.id}/convert`, {}), ['unitId']);
    expectFieldErrors(await send('POST', `/api/enquiries/${loose.id}/convert`, { unitId: unit.id }), ['checkIn']);
    const viewer = await t.adminWith([P.reservation.view]);
    expectMessage(await send('POST', `/api/enquiries/${loose.id}/convert`, { unitId: unit.id, checkIn: '2027-06-01', checkOut: '2027-06-02' }, viewer.token), 403, /permission/i);
    await send('POST', `/api/enquiries/${loose.id}/status`, { to: 'closed' });
    const closed = await send('POST', `/api/enquiries/${loose.id}/convert`, { unitId: unit.id, checkIn: '2027-06-01', checkOut: '2027-06-02' });
    expect(closed.statusCode).toBe(409);
    expect(body<Conflict>(closed).message).toMatch(/reopen/);
    const stale = await send('POST', `/api/enquiries/${loose.id}/convert`, { unitId: unit.id, checkIn: '2027-06-01', checkOut: '2027-06-02', version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('ten converts of enquiries for the same nights at once: exactly one stay is booked', async () => {
    const unit = await createUnit(t);
    const asked = await Promise.all(Array.from({ length: 10 }, (_, i) => ask({ name: `Racer ${i}`, unitId: unit.id, checkIn: '2027-07-01', checkOut: '2027-07-03' })));
    const answers = await Promise.all(asked.map((e) => send('POST', `/api/enquiries/${e.id}/convert`, { status: 'confirmed' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const onUnit = body<{ totalCount: number }>(await send('GET', listUrl('/api/reservations/aggregation', { filter: { unitId: unit.id } })));
    expect(onUnit.totalCount).toBe(1);
  });
});
