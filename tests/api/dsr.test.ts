import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DsrList, DsrPrefill, DsrReport } from '@shared/contracts/dsr';
import { DSR_MAX_PHOTOS } from '@shared/contracts/dsr';
import type { ApprovalList } from '@shared/contracts/approvals';
import { addDays, toApiDate } from '@shared/dates';
import { P } from '@shared/permissions';
import { isDayLockError } from '@server/core/day-lock';
import { rowsOf } from '@server/db/client';
import { auditLog, dsrReports } from '@server/db/schema';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectFieldErrors, expectMessage } from './helpers/fixtures';
import { createProperty, createRoomType, createUnit } from './helpers/portfolio';
import { JPEG, PDF, PNG, TEXT, multipart } from './helpers/users';

const BASE = '/api/dsr';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const today = () => toApiDate(new Date());

/** The database's own refusal of a raw write: its message and constraint, under Drizzle's "Failed query" wrapper. */
async function refusedByDatabase(write: Promise<unknown>): Promise<string> {
  const err = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the database accepted the write').toBeTruthy();
  const cause = (err as { cause?: { message?: string; constraint?: string; constraint_name?: string } }).cause ?? {};
  return `${cause.message ?? ''} ${cause.constraint ?? cause.constraint_name ?? ''}`;
}

interface Conflict {
  message: string;
  current: DsrReport;
  refusal?: { code: string; details: Record<string, unknown> };
}

describe.each(BACKENDS)('dsr on %s', (backend) => {
  let t: TestApp;
  /** Staff who write and submit (24–26), and two checkers (56, 59). */
  let staff: { id: string; token: string };
  let checker: { id: string; token: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await t.adminWith([P.dsr.view, P.dsr.create, P.dsr.edit]);
    checker = await t.adminWith([P.dsr.view, P.dsrChecking.view, P.dsrChecking.approve]);
  });
  afterAll(async () => t?.close());

  /** A property with `units` active units (and one inactive one, which the total leaves out). */
  async function propertyWithUnits(units: number): Promise<{ propertyId: string; unitIds: string[] }> {
    const property = await createProperty(t);
    const roomType = await createRoomType(t, property.id);
    const unitIds: string[] = [];
    for (let i = 0; i < units; i++) unitIds.push((await createUnit(t, { roomTypeId: roomType.id })).id);
    const inactive = await createUnit(t, { roomTypeId: roomType.id });
    await t.database.db.execute(sql`UPDATE units SET status = 'inactive' WHERE id = ${inactive.id}`);
    return { propertyId: property.id, unitIds };
  }

  async function stay(unitId: string, checkIn: string, checkOut: string, roomRevenueSen: number, extra: { status?: string; kind?: string } = {}): Promise<string> {
    const [row] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`
        INSERT INTO reservations (unit_id, check_in, check_out, channel, kind, status, room_revenue_sen, guest_name)
        VALUES (${unitId}, ${checkIn}, ${checkOut}, 'direct', ${extra.kind ?? 'guest'}, ${extra.status ?? 'confirmed'}, ${roomRevenueSen}, 'Guest')
        RETURNING id`),
    );
    return row.id;
  }

  const pay = (reservationId: string, method: string, amountSen: number, paidOn: string, token = t.rootToken) =>
    t.request({ method: 'POST', url: `/api/reservations/${reservationId}/payments`, token, payload: { method, amountSen, paidOn } });

  const create = (payload: object, token = staff.token, headers: Record<string, string> = {}) => t.request({ method: 'POST', url: BASE, token, payload, headers });
  const edit = (id: string, payload: object, token = staff.token) => t.request({ method: 'PATCH', url: `${BASE}/${id}`, token, payload });
  const submit = (id: string, payload: object = {}, token = staff.token) => t.request({ method: 'POST', url: `${BASE}/${id}/submit`, token, payload });
  const decide = (id: string, payload: object, token = checker.token) => t.request({ method: 'POST', url: `${BASE}/${id}/decision`, token, payload });
  const photo = (id: string, kind: string, content: Buffer, token = staff.token) =>
    t.request({ method: 'POST', url: `${BASE}/${id}/photos/${kind}`, token, ...multipart({}, [{ field: 'photo', filename: 'slip', content }]) });

  async function draft(payload: Record<string, unknown> = {}): Promise<DsrReport> {
    const { propertyId } = await propertyWithUnits(1);
    const res = await create({ propertyId, businessDate: addDays(today(), -1), countedCashSen: 0, ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return body<DsrReport>(res);
  }

  it('prefills the figures of a hand-made day: arrivals, departures, in house, the night split in sen, payments by method', async () => {
    const { propertyId, unitIds } = await propertyWithUnits(4);
    const day = addDays(today(), -3);
    // In house that night: a 3-night stay of 10,000 sen (3,334 on its first night, 3,333 on the others), the day its second.
    const long = await stay(unitIds[0], addDays(day, -1), addDays(day, 2), 10_000);
    // Arrives that day: 2 nights of 5,001 sen (2,501 then 2,500).
    const arriving = await stay(unitIds[1], day, addDays(day, 2), 5_001);
    // Leaves that day: not in house, no revenue that night.
    const leaving = await stay(unitIds[2], addDays(day, -2), day, 9_999);
    // A free stay fills a unit and earns nothing; a cancelled stay holds nothing but keeps what was paid (split).
    await stay(unitIds[3], day, addDays(day, 1), 0, { kind: 'free_stay' });
    const cancelled = await stay(unitIds[3], addDays(day, -1), addDays(day, 1), 8_000, { status: 'cancelled' });
    // Another property's stay on the same night is not this one's.
    const elsewhere = await propertyWithUnits(1);
    const other = await stay(elsewhere.unitIds[0], day, addDays(day, 1), 7_000);

    for (const [id, method, sen, on] of [
      [long, 'cash', 3_000, day], [arriving, 'cash', 2_000, day], [arriving, 'card', 3_001, day], [leaving, 'bank_transfer', 9_999, day],
      [cancelled, 'ewallet', 600, addDays(day, -5)], [long, 'cash', 100, addDays(day, -1)], [other, 'cash', 7_000, day],
    ] as const) {
      const res = await pay(id, method, sen, on);
      expect(res.statusCode, res.body).toBe(201);
    }

    const res = await t.request({ method: 'GET', url: `${BASE}/prefill?propertyId=${propertyId}&date=${day}`, token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    const prefill = body<DsrPrefill>(res);
    expect(prefill).toMatchObject({ propertyId, businessDate: day, existingReportId: null });
    expect(prefill.figures).toEqual({
      arrivals: 2,
      departures: 1,
      inHouse: 3,
      occupiedUnits: 3,
      totalUnits: 4,
      // 3,333 (second night of 10,000 over 3) + 2,501 (first of 5,001 over 2) + 0 (free) + 300 (second night of 600 kept over 2).
      roomRevenueSen: 3_333 + 2_501 + 300,
      paymentsSen: { cash: 5_000, card: 3_001, bank_transfer: 9_999, ewallet: 0, channel: 0, other: 0 },
      expectedCashSen: 5_000,
    });

    // A report written for it holds the same figures, and the prefill then names it.
    const made = body<DsrReport>(await create({ propertyId, businessDate: day }));
    expect(made.figures).toEqual(prefill.figures);
    expect(made).toMatchObject({ status: 'draft', countedCashSen: null, varianceSen: null, pettyCashSen: 0, createdBy: staff.id });
    const again = body<DsrPrefill>(await t.request({ method: 'GET', url: `${BASE}/prefill?propertyId=${propertyId}&date=${day}`, token: staff.token }));
    expect(again.existingReportId).toBe(made.id);
  });

  it('keeps one report per property and date: a second is a 409 naming the first; a future date and bad input are 400s', async () => {
    const { propertyId } = await propertyWithUnits(1);
    const day = addDays(today(), -2);
    const id = randomUUID();
    const first = await create({ id, propertyId, businessDate: day });
    expect(first.statusCode, first.body).toBe(201);
    expect(body<DsrReport>(first).id).toBe(id);
    const second = await create({ propertyId, businessDate: day, notes: 'again' });
    expectMessage(second, 409);
    const conflict = body<Conflict>(second);
    expect(conflict.current.id).toBe(id);
    expect(conflict.refusal).toMatchObject({ code: 'dsr_exists', details: { businessDate: day, reportId: id } });

    const future = await create({ propertyId, businessDate: addDays(today(), 1) });
    expectFieldErrors(future, ['businessDate']);
    expect(body<Conflict>(future).refusal?.code).toBe('not_after_today');
    expectFieldErrors(await create({ propertyId: MISSING_ID, businessDate: day }), ['propertyId']);
    expectMessage(await create({ propertyId, businessDate: '2026-02-30' }), 400);
    expectMessage(await create({ propertyId, businessDate: day, colour: 'red' }), 400);
    expectMessage(await create({ propertyId, businessDate: day, pettyCash: [{ description: '', amountSen: 0 }] }), 400);
    expectMessage(await t.request({ method: 'GET', url: `${BASE}/prefill?propertyId=nope&date=${day}`, token: staff.token }), 400);
    expectFieldErrors(await t.request({ method: 'GET', url: `${BASE}/prefill?propertyId=${MISSING_ID}&date=${day}`, token: staff.token }), ['propertyId']);
    expectMessage(await t.request({ method: 'GET', url: `${BASE}/${MISSING_ID}`, token: staff.token }), 404);
    expectMessage(await edit(MISSING_ID, { notes: 'x', version: 1 }), 404);
    expectMessage(await submit(MISSING_ID), 404);
    expectMessage(await decide(MISSING_ID, { action: 'verify' }), 404);
    expectFieldErrors(await decide(id, { action: 'return' }), ['remark']);
    expect(await t.database.db.select().from(dsrReports).where(eq(dsrReports.propertyId, propertyId))).toHaveLength(1);
  });

  it('answers a repeated create, edit, submit and decision with the same Idempotency-Key once', async () => {
    const { propertyId } = await propertyWithUnits(1);
    const key = { 'idempotency-key': `dsr-${randomUUID()}` };
    const payload = { propertyId, businessDate: addDays(today(), -1), countedCashSen: 0 };
    const first = await create(payload, staff.token, key);
    const repeat = await create(payload, staff.token, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(body<DsrReport>(repeat).id).toBe(body<DsrReport>(first).id);
    const id = body<DsrReport>(first).id;
    const once = async (method: 'PATCH' | 'POST', url: string, payload: object, token: string) => {
      const headers = { 'idempotency-key': `dsr-${randomUUID()}` };
      const a = await t.request({ method, url, token, payload, headers });
      const b = await t.request({ method, url, token, payload, headers });
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
      return body<DsrReport>(a);
    };
    expect((await once('PATCH', `${BASE}/${id}`, { notes: 'Once', version: 1 }, staff.token)).version).toBe(2);
    expect((await once('POST', `${BASE}/${id}/submit`, { expected: 'draft' }, staff.token)).status).toBe('submitted');
    expect((await once('POST', `${BASE}/${id}/decision`, { action: 'verify', expected: 'submitted' }, checker.token)).status).toBe('verified');
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action).sort()).toEqual(['dsr.create', 'dsr.edit', 'dsr.submit', 'dsr.verify']);
  });

  it('edits a draft on its version, computes the variance, and refuses a submit without the count or the variance remark', async () => {
    const made = await draft({ countedCashSen: null });
    const stale = await edit(made.id, { notes: 'Late', version: 0 });
    expectMessage(stale, 400);
    const saved = await edit(made.id, { pettyCash: [{ description: 'Detergent', amountSen: 1_250 }, { description: 'Parking', amountSen: 300 }], version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<DsrReport>(saved)).toMatchObject({ pettyCashSen: 1_550, varianceSen: null, version: 2 });
    const old = await edit(made.id, { notes: 'Too late', version: 1 });
    expectMessage(old, 409);
    expect(body<Conflict>(old).current.version).toBe(2);
    // Nothing changes: nothing is written.
    expect(body<DsrReport>(await edit(made.id, { pettyCash: [{ description: 'Detergent', amountSen: 1_250 }, { description: 'Parking', amountSen: 300 }], version: 2 })).version).toBe(2);

    expectFieldErrors(await submit(made.id), ['countedCashSen']);
    const counted = body<DsrReport>(await edit(made.id, { countedCashSen: 0, version: 2 }));
    // Expected 0, counted 0, petty cash 1,550: 1,550 short.
    expect(counted.varianceSen).toBe(-1_550);
    expectFieldErrors(await submit(made.id), ['varianceRemark']);
    expect(body<DsrReport>(await edit(made.id, { varianceRemark: 'Petty cash paid from the float', version: 3 })).version).toBe(4);
    const sent = await submit(made.id, { expected: 'draft' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(body<DsrReport>(sent)).toMatchObject({ status: 'submitted', submittedBy: staff.id, varianceSen: -1_550 });
    // A submitted report is the checker's: no more edits or submits.
    const late = await edit(made.id, { notes: 'After', version: 5 });
    expectMessage(late, 409);
    expect(body<Conflict>(late).refusal).toMatchObject({ code: 'moved_on', details: { field: 'status', now: 'submitted' } });
    expectMessage(await submit(made.id), 409);
  });

  it('never lets the submitter check their own report: the service answers 409, and the database refuses it too', async () => {
    const both = await t.adminWith([P.dsr.view, P.dsr.create, P.dsr.edit, P.dsrChecking.view, P.dsrChecking.approve]);
    const { propertyId } = await propertyWithUnits(1);
    const made = body<DsrReport>(await create({ propertyId, businessDate: addDays(today(), -1), countedCashSen: 0 }, both.token));
    expect((await submit(made.id, {}, both.token)).statusCode).toBe(200);
    const own = await decide(made.id, { action: 'verify' }, both.token);
    expectMessage(own, 409);
    expect(body<Conflict>(own).refusal).toEqual({ code: 'maker_cannot_decide', details: { what: 'dsr_report' } });
    expect(body<Conflict>(own).current.status).toBe('submitted');
    // Not in the submitter's inbox; in the other checker's.
    const inboxOf = async (token: string) =>
      body<ApprovalList>(await t.request({ method: 'GET', url: '/api/approvals?kind=dsr', token })).items.filter((i) => i.kind === 'dsr').map((i) => i.record.id);
    expect(await inboxOf(both.token)).not.toContain(made.id);
    expect(await inboxOf(checker.token)).toContain(made.id);
    // A write that bypasses the service is refused by the table's CHECK.
    expect(await refusedByDatabase(t.database.db.execute(sql`UPDATE dsr_reports SET status = 'verified', checked_by = submitted_by WHERE id = ${made.id}`))).toContain(
      'dsr_reports_submitter_not_checker',
    );
    expect((await t.database.db.select().from(dsrReports).where(eq(dsrReports.id, made.id)))[0].status).toBe('submitted');
  });

  it('returns with a remark, is edited and sent again, then verified; a stale expected is a 409 naming the checker', async () => {
    const made = await draft();
    await submit(made.id);
    const returned = await decide(made.id, { action: 'return', remark: 'Bank-in slip missing', expected: 'submitted' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(body<DsrReport>(returned)).toMatchObject({ status: 'returned', checkedBy: checker.id, checkRemark: 'Bank-in slip missing' });
    const late = await decide(made.id, { action: 'verify', expected: 'submitted' });
    expectMessage(late, 409);
    expect(body<Conflict>(late).refusal).toMatchObject({ code: 'moved_on', details: { field: 'status', now: 'returned' } });
    expect(body<Conflict>(late).refusal?.details.by).toBeTruthy();

    expect((await photo(made.id, 'bank-in', JPEG)).statusCode).toBe(201);
    const edited = await edit(made.id, { notes: 'Slip attached', version: body<DsrReport>(returned).version });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await submit(made.id, { expected: 'returned' });
    expect(body<DsrReport>(again)).toMatchObject({ status: 'submitted', checkedBy: null, checkRemark: null });
    const verified = await decide(made.id, { action: 'verify', expected: 'submitted' });
    expect(body<DsrReport>(verified)).toMatchObject({ status: 'verified', checkedBy: checker.id, checkedByName: expect.any(String) });
    // A verified report is never changed: not by the service, not by a raw write.
    expectMessage(await edit(made.id, { notes: 'After', version: body<DsrReport>(verified).version }), 409);
    expectMessage(await photo(made.id, 'petty-cash', PNG), 409);
    expect(await refusedByDatabase(t.database.db.execute(sql`UPDATE dsr_reports SET notes = 'x' WHERE id = ${made.id}`))).toContain('verified');
    expect(await refusedByDatabase(t.database.db.execute(sql`DELETE FROM dsr_report_photos WHERE report_id = ${made.id}`))).toContain('verified');
  });

  it('locks the verified day: a payment of that property on that date is a 409 naming the report, in the service and the database', async () => {
    const { propertyId, unitIds } = await propertyWithUnits(1);
    const day = addDays(today(), -1);
    const booked = await stay(unitIds[0], addDays(day, -1), addDays(day, 1), 20_000);
    expect((await pay(booked, 'cash', 5_000, day)).statusCode).toBe(201);
    const made = body<DsrReport>(await create({ propertyId, businessDate: day, countedCashSen: 5_000 }));
    expect(made.figures.expectedCashSen).toBe(5_000);
    expect(made.varianceSen).toBe(0);
    await submit(made.id);
    // Until it is verified, the day is open.
    expect((await pay(booked, 'card', 100, day)).statusCode).toBe(201);
    expect((await decide(made.id, { action: 'verify' })).statusCode).toBe(200);

    const refused = await pay(booked, 'cash', 700, day);
    expectMessage(refused, 409);
    expect(body<{ refusal: unknown }>(refused).refusal).toEqual({ code: 'dsr_verified', details: { businessDate: day, reportId: made.id } });
    // Another date, or another property, is not locked.
    expect((await pay(booked, 'cash', 700, addDays(day, -1))).statusCode).toBe(201);
    const raw = t.database.db.execute(sql`INSERT INTO reservation_payments (reservation_id, method, amount_sen, paid_on) VALUES (${booked}, 'cash', 1, ${day})`);
    const rawError = await raw.then(() => null, (e: unknown) => e);
    // The trigger's refusal is the one the reservations service turns into the same 409 when a report was verified meanwhile.
    expect(isDayLockError(rawError)).toBe(true);
    expect(await refusedByDatabase(Promise.reject(rawError))).toContain('verified');
    const paidThatDay = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM reservation_payments WHERE reservation_id = ${booked} AND paid_on = ${day}`));
    expect(Number(paidThatDay[0].n)).toBe(2);
  });

  it('adds and removes slip photos of an open report (sniffed, at most the limit), serves their bytes, and keeps a verified one', async () => {
    const made = await draft();
    const added = await photo(made.id, 'bank-in', PNG);
    expect(added.statusCode, added.body).toBe(201);
    const [slip] = body<DsrReport>(added).photos;
    expect(slip).toMatchObject({ kind: 'bank-in', mimeType: 'image/png', size: PNG.length });
    const bytes = await t.request({ method: 'GET', url: `${BASE}/${made.id}/photos/${slip.id}`, token: staff.token });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PNG)).toBe(true);
    expect(bytes.headers['content-type']).toContain('image/png');
    expect((await photo(made.id, 'petty-cash', PDF)).statusCode).toBe(201);
    expectFieldErrors(await photo(made.id, 'petty-cash', TEXT), ['photo']);
    expectMessage(await photo(made.id, 'receipt', JPEG), 400);
    expectMessage(await t.request({ method: 'POST', url: `${BASE}/${made.id}/photos/bank-in`, token: staff.token, ...multipart({}, []) }), 400);
    expectMessage(await t.request({ method: 'GET', url: `${BASE}/${made.id}/photos/${MISSING_ID}`, token: staff.token }), 404);
    expectMessage(await t.request({ method: 'DELETE', url: `${BASE}/${made.id}/photos/${MISSING_ID}`, token: staff.token }), 404);

    const removed = await t.request({ method: 'DELETE', url: `${BASE}/${made.id}/photos/${slip.id}`, token: staff.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(body<DsrReport>(removed).photos.map((p) => p.kind)).toEqual(['petty-cash']);
    expect(body<DsrReport>(removed).version).toBe(made.version);

    for (let i = 1; i < DSR_MAX_PHOTOS; i++) expect((await photo(made.id, 'petty-cash', JPEG)).statusCode).toBe(201);
    const over = await photo(made.id, 'petty-cash', JPEG);
    expectMessage(over, 409);
    expect(body<Conflict>(over).refusal).toEqual({ code: 'too_many_photos', details: { max: DSR_MAX_PHOTOS } });
  });

  it('lists by property, status and dates with its sorts, and queues the submitted reports oldest first', async () => {
    const { propertyId } = await propertyWithUnits(1);
    const days = [5, 4, 3, 2].map((n) => addDays(today(), -n));
    const ids: string[] = [];
    for (const [i, day] of days.entries()) {
      const made = body<DsrReport>(await create({ propertyId, businessDate: day, countedCashSen: i * 100, varianceRemark: 'Over' }));
      ids.push(made.id);
      if (i % 2 === 0) await submit(made.id);
    }
    const list = (path: string, params: Parameters<typeof listUrl>[1], token = checker.token) => t.request({ method: 'GET', url: listUrl(`${BASE}/${path}`, params), token });
    const all = body<DsrList>(await list('aggregation', { filter: { propertyId } }));
    expect(all.totalCount).toBe(4);
    expect(all.reports.map((r) => r.businessDate)).toEqual([...days].reverse());
    const submitted = body<DsrList>(await list('aggregation', { filter: { propertyId, status: 'submitted' } }));
    expect(submitted.reports.map((r) => r.id)).toEqual([ids[2], ids[0]]);
    const ranged = body<DsrList>(await list('aggregation', { filter: { propertyId, from: days[1], to: days[2] }, sort: { varianceSen: 'asc' } }));
    expect(ranged.reports.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const queue = body<DsrList>(await list('queue', { filter: { propertyId, status: 'draft' } }));
    expect(queue.reports.map((r) => r.id)).toEqual([ids[0], ids[2]]);
    expectMessage(await list('aggregation', { filter: { status: 'lost' } }), 400);
    expectMessage(await list('aggregation', { sort: { colour: 'asc' } }), 400);
    for (const sort of ['businessDate', 'propertyName', 'varianceSen', 'createdAt']) {
      expect((await list('aggregation', { sort: { [sort]: 'desc' } })).statusCode).toBe(200);
    }
  });
});
