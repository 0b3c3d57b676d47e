import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmResult, Holiday, HolidayList, PrefillResult } from '@shared/contracts/holidays';
import { P } from '@shared/permissions';
import { auditLog } from '@server/db/schema';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectMessage, expectUnauthorized } from './helpers/fixtures';

const BASE = '/api/holidays';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('holidays on %s', (backend) => {
  let t: TestApp;
  let viewer: { id: string; token: string };
  let admin: { id: string; token: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    viewer = await t.adminWith([P.holiday.view]);
    admin = await t.adminWith([P.holiday.view, P.holiday.create, P.holiday.edit, P.holiday.approve]);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, key?: string, token = admin.token) =>
    t.request({ method, url, token, payload, headers: key ? { 'idempotency-key': key } : {} });
  const list = async (filter: object) =>
    body<HolidayList>(await call('GET', listUrl(`${BASE}/aggregation`, { filter, pagination: { limit: 100 } })));
  const create = async (payload: object) => {
    const res = await call('POST', BASE, payload);
    expect(res.statusCode, res.body).toBe(201);
    return body<Holiday>(res);
  };
  const prefill = async (year: number) => {
    const res = await call('POST', `${BASE}/prefill`, { year });
    expect(res.statusCode, res.body).toBe(200);
    return body<PrefillResult>(res);
  };
  const auditsOf = (id: string) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'holidays.holiday'), eq(auditLog.entityId, id)));

  it('answers 401 without a token and 403 to an admin with only the view code, changing nothing', async () => {
    expectUnauthorized(await t.request({ method: 'GET', url: `${BASE}/aggregation` }));
    expectUnauthorized(await t.request({ method: 'POST', url: `${BASE}/prefill`, payload: { year: 2036 } }));
    expectMessage(await call('POST', `${BASE}/prefill`, { year: 2036 }, undefined, viewer.token), 403);
    expectMessage(await call('POST', `${BASE}/confirm`, { year: 2036 }, undefined, viewer.token), 403);
    expectMessage(await call('POST', BASE, { date: '2036-01-02', name: 'X', state: null }, undefined, viewer.token), 403);
    expect((await list({ year: 2036 })).totalCount).toBe(0);
  });

  it('refuses bad input with 400 and an unknown id with 404', async () => {
    for (const payload of [{}, { year: 2019 }, { year: 2041 }, { year: '2026' }, { year: 2026, extra: 1 }]) {
      expectMessage(await call('POST', `${BASE}/prefill`, payload), 400);
    }
    expectMessage(await call('POST', `${BASE}/confirm`, { year: 2026, state: 'MY-17' }), 400);
    expectMessage(await call('POST', BASE, { date: '2026-02-30', name: 'Nope', state: null }), 400);
    expectMessage(await call('POST', BASE, { date: '2026-03-01', name: ' ', state: null }), 400);
    expectMessage(await call('POST', BASE, { date: '2026-03-01', name: 'Nope', state: 'Selangor' }), 400);
    expectMessage(await call('GET', listUrl(`${BASE}/aggregation`, { filter: { state: 'XX' } })), 400);
    expectMessage(await call('GET', `${BASE}/${MISSING_ID}`), 404);
    expectMessage(await call('DELETE', `${BASE}/${MISSING_ID}`, { version: 1, reason: 'Gone' }), 404);
  });

  it('pre-fills a year as tentative, federal and per state: Thaipusam in Selangor, not in Sarawak; a second run adds nothing', async () => {
    const first = await prefill(2026);
    expect(first.added).toBeGreaterThan(40);
    expect(first.alreadyThere).toBe(0);
    const all = await list({ year: 2026 });
    expect(all.totalCount).toBe(first.added);
    expect(all.holidays.every((h) => h.status === 'tentative' && h.source === 'prefill')).toBe(true);
    expect(all.holidays.every((h) => h.date.startsWith('2026-'))).toBe(true);

    const federal = await list({ year: 2026, scope: 'federal' });
    expect(federal.holidays.map((h) => h.date)).toEqual(expect.arrayContaining(['2026-08-31', '2026-09-16', '2026-12-25']));
    expect(federal.holidays.find((h) => h.date === '2026-08-31')).toMatchObject({ name: 'Independence Day', nameMs: 'Hari Kebangsaan', state: null });

    const selangor = await list({ year: 2026, state: 'MY-10' });
    const thaipusam = selangor.holidays.find((h) => h.name === 'Thaipusam');
    expect(thaipusam).toMatchObject({ date: '2026-02-01', state: 'MY-10', status: 'tentative' });
    // Selangor's list is federal and its own; Sarawak's has no Thaipusam, and Gawai Dayak is only Sarawak's.
    expect(selangor.holidays.every((h) => h.state === null || h.state === 'MY-10')).toBe(true);
    const sarawak = await list({ year: 2026, state: 'MY-13' });
    expect(sarawak.holidays.some((h) => h.name === 'Thaipusam')).toBe(false);
    expect(sarawak.holidays.some((h) => h.name === 'Gawai Dayak')).toBe(true);
    expect(selangor.holidays.some((h) => h.name === 'Gawai Dayak')).toBe(false);
    // Dates stay the library's calendar days, never moved by its offsets (Islamic days carry `-0600`).
    expect(federal.holidays.find((h) => h.name.startsWith('End of Ramadan'))?.date).toBe('2026-03-21');

    const second = await prefill(2026);
    expect(second).toEqual({ year: 2026, added: 0, alreadyThere: first.added });
    expect((await list({ year: 2026 })).totalCount).toBe(first.added);
  });

  it('a re-run leaves confirmed, edited, removed and admin-made holidays as they are, and adds back only what is missing', async () => {
    await prefill(2028);
    const selangor = (await list({ year: 2028, scope: 'MY-10' })).holidays;
    const [toConfirm, toEdit, toRemove] = selangor;
    expect(body<Holiday>(await call('PATCH', `${BASE}/${toConfirm.id}`, { status: 'confirmed', version: 1 }))).toMatchObject({ status: 'confirmed', version: 2 });
    expect(body<Holiday>(await call('PATCH', `${BASE}/${toEdit.id}`, { name: 'Renamed by admin', version: 1, reason: 'Gazette wording' })).name).toBe('Renamed by admin');
    expect((await call('DELETE', `${BASE}/${toRemove.id}`, { version: 1, reason: 'Not gazetted this year' })).statusCode).toBe(200);
    const own = await create({ date: '2028-07-07', name: 'State election day', state: 'MY-10', reason: 'Gazetted' });

    const again = await prefill(2028);
    expect(again.added).toBe(0);
    const after = (await list({ year: 2028, scope: 'MY-10' })).holidays;
    expect(after.find((h) => h.id === toConfirm.id)?.status).toBe('confirmed');
    expect(after.find((h) => h.id === toEdit.id)?.name).toBe('Renamed by admin');
    expect(after.some((h) => h.id === toRemove.id || (h.date === toRemove.date && h.name === toRemove.name))).toBe(false);
    expect(after.find((h) => h.id === own.id)).toMatchObject({ status: 'confirmed', source: 'admin' });
  });

  it('confirms a year for one state (federal and its own), each audited; a second run confirms nothing', async () => {
    await prefill(2027);
    const res = await call('POST', `${BASE}/confirm`, { year: 2027, state: 'MY-13' });
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = body<ConfirmResult>(res);
    expect(confirmed).toMatchObject({ year: 2027, state: 'MY-13' });
    expect(confirmed.confirmed).toBeGreaterThan(10);
    const sarawak = await list({ year: 2027, state: 'MY-13' });
    expect(sarawak.holidays.every((h) => h.status === 'confirmed')).toBe(true);
    expect((await list({ year: 2027, scope: 'MY-10', status: 'tentative' })).totalCount).toBeGreaterThan(0);
    const audits = await auditsOf(sarawak.holidays[0].id);
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['holidays.prefill', 'holidays.confirm']));
    expect(body<ConfirmResult>(await call('POST', `${BASE}/confirm`, { year: 2027, state: 'MY-13' })).confirmed).toBe(0);
    const all = body<ConfirmResult>(await call('POST', `${BASE}/confirm`, { year: 2027 }));
    expect(all.confirmed).toBeGreaterThan(0);
    expect((await list({ year: 2027, status: 'tentative' })).totalCount).toBe(0);
  });

  it('adds a holiday once for an Idempotency-Key, confirmed and audited with its reason; one date and scope holds one holiday', async () => {
    const payload = { date: '2029-03-03', name: 'Extra holiday', nameZh: '额外假期', nameMs: '', state: 'MY-14', reason: 'Gazetted in March' };
    const first = await call('POST', BASE, payload, 'holiday-create-1');
    const repeat = await call('POST', BASE, payload, 'holiday-create-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(repeat.statusCode).toBe(201);
    const made = body<Holiday>(first);
    expect(body<Holiday>(repeat).id).toBe(made.id);
    expect(made).toMatchObject({ date: '2029-03-03', nameZh: '额外假期', nameMs: null, state: 'MY-14', status: 'confirmed', source: 'admin', version: 1 });
    expect((await list({ year: 2029, scope: 'MY-14' })).totalCount).toBe(1);
    const [audit] = await auditsOf(made.id);
    expect(audit).toMatchObject({ action: 'holidays.create', actorId: admin.id });
    expect(audit.after).toMatchObject({ reason: 'Gazetted in March' });

    const taken = expectMessage(await call('POST', BASE, { ...payload, name: 'Second' }), 400);
    expect(taken.message).toMatch(/date/);
    // The same date in another scope is another holiday.
    await create({ ...payload, state: null, reason: undefined });
  });

  it('edits date, name and scope on the version it was read at, and answers 409 with the holiday as it is for an older one', async () => {
    const made = await create({ date: '2029-05-05', name: 'Moved', state: 'MY-01' });
    const moved = await call('PATCH', `${BASE}/${made.id}`, { date: '2029-05-06', state: 'MY-02', version: 1, reason: 'Date moved' }, 'holiday-edit-1');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body<Holiday>(moved)).toMatchObject({ date: '2029-05-06', state: 'MY-02', version: 2 });
    const repeat = await call('PATCH', `${BASE}/${made.id}`, { date: '2029-05-06', state: 'MY-02', version: 1, reason: 'Date moved' }, 'holiday-edit-1');
    expect(body<Holiday>(repeat).version).toBe(2);
    const stale = await call('PATCH', `${BASE}/${made.id}`, { name: 'Too late', version: 1 });
    expectMessage(stale, 409);
    expect((stale.json() as { current: Holiday }).current).toMatchObject({ name: 'Moved', version: 2 });
    expectMessage(await call('PATCH', `${BASE}/${made.id}`, { name: 'No version' }), 400);
    expectMessage(await call('PATCH', `${BASE}/${made.id}`, { status: 'tentative', version: 2 }), 400);
    const audits = await auditsOf(made.id);
    expect(audits.find((a) => a.action === 'holidays.edit')?.after).toMatchObject({ reason: 'Date moved', date: '2029-05-06' });
  });

  it('removes a holiday only with a reason and the version it was read at; removed, it is gone from the list and the record', async () => {
    const made = await create({ date: '2029-06-06', name: 'Removed', state: null });
    expectMessage(await call('DELETE', `${BASE}/${made.id}`, { version: 1 }), 400);
    expectMessage(await call('DELETE', `${BASE}/${made.id}`, { version: 1, reason: '  ' }), 400);
    expectMessage(await call('DELETE', `${BASE}/${made.id}`, { version: 2, reason: 'Wrong' }), 409);
    expectMessage(await call('DELETE', `${BASE}/${made.id}`, { version: 1, reason: 'Cancelled' }, undefined, viewer.token), 403);
    const removed = await call('DELETE', `${BASE}/${made.id}`, { version: 1, reason: 'Cancelled by the state' }, 'holiday-remove-1');
    expect(removed.statusCode, removed.body).toBe(200);
    const repeat = await call('DELETE', `${BASE}/${made.id}`, { version: 1, reason: 'Cancelled by the state' }, 'holiday-remove-1');
    expect(repeat.statusCode).toBe(200);
    expectMessage(await call('GET', `${BASE}/${made.id}`), 404);
    expect((await list({ year: 2029, scope: 'federal' })).holidays.some((h) => h.id === made.id)).toBe(false);
    const audits = await auditsOf(made.id);
    expect(audits.find((a) => a.action === 'holidays.remove')?.after).toMatchObject({ reason: 'Cancelled by the state' });
    // The date is free again for an admin's new holiday.
    await create({ date: '2029-06-06', name: 'Replacement', state: null });
  });

  it('answers a state and a date range with the federal holidays and the state\'s own (what the calendars read)', async () => {
    await prefill(2026);
    const res = await list({ state: 'MY-10', from: '2026-01-01', to: '2026-02-28' });
    expect(res.holidays.map((h) => h.date)).toEqual([...res.holidays.map((h) => h.date)].sort());
    expect(res.holidays.some((h) => h.name === 'Thaipusam')).toBe(true);
    expect(res.holidays.every((h) => h.date <= '2026-02-28' && (h.state === null || h.state === 'MY-10'))).toBe(true);
  });
});
