import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalSetting, GlobalSettingList, SstRateList } from '@shared/contracts/global-settings';
import type { QuotaDays } from '@shared/contracts/free-stay';
import type { Quote, ReservationDetail } from '@shared/contracts/reservations';
import type { UserList } from '@shared/contracts/users';
import { P } from '@shared/permissions';
import { todayInKl } from '@shared/identity';
import { auditLog, icalFeeds, sessions } from '@server/db/schema';
import { feedsDueNow } from '@server/modules/integration/schedule';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectFieldErrors, expectMessage, expectUnauthorized, type LoginResponse } from './helpers/fixtures';
import { createUnit } from './helpers/portfolio';
import { quotas, setQuota } from './helpers/free-stay';
import { daysAgo, insertUser } from './helpers/users';

const BASE = '/api/global-settings';
const RATES = `${BASE}/sst-rates`;
const DAY_MS = 86_400_000;

describe.each(BACKENDS)('global settings on %s', (backend) => {
  let t: TestApp;
  let viewer: { id: string; token: string };
  let admin: { id: string; token: string; email: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    viewer = await t.adminWith([P.global.view]);
    admin = await t.adminWith([P.global.view, P.global.create, P.global.edit, P.user.view, P.credit.view, P.credit.create]);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, key?: string, token = admin.token) =>
    t.request({ method, url, token, payload, headers: key ? { 'idempotency-key': key } : {} });
  const setting = async (key: string): Promise<GlobalSetting> =>
    body<GlobalSettingList>(await call('GET', BASE)).settings.find((s) => s.key === key)!;
  /** Changes a value against the version it has now. */
  const change = async (key: string, value: unknown): Promise<GlobalSetting> => {
    const res = await call('PATCH', BASE, { key, expected: (await setting(key)).version, value });
    expect(res.statusCode, res.body).toBe(200);
    return body<GlobalSetting>(res);
  };
  const audits = (entityId: string) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'global-settings.setting'), eq(auditLog.entityId, entityId)));

  it('answers 401 signed out and 403 without the call\'s code on every call, changing nothing', async () => {
    for (const [method, url] of [['GET', BASE], ['PATCH', BASE], ['GET', RATES], ['POST', RATES]] as const) {
      expectUnauthorized(await t.request({ method, url, payload: method === 'GET' ? undefined : {} }));
    }
    expectMessage(await call('PATCH', BASE, { key: 'dormantAfterDays', expected: 0, value: 10 }, undefined, viewer.token), 403);
    expectMessage(await call('POST', RATES, { effectiveFrom: '2040-01-01', rateBp: 900 }, undefined, viewer.token), 403);
    const noCodes = await t.adminWith([P.user.view]);
    expectMessage(await call('GET', BASE, undefined, undefined, noCodes.token), 403);
    expectMessage(await call('GET', RATES, undefined, undefined, noCodes.token), 403);
    expect((await setting('dormantAfterDays')).version).toBe(0);
    expect(body<SstRateList>(await call('GET', RATES)).rates.map((r) => r.effectiveFrom)).not.toContain('2040-01-01');
  });

  it('answers 400 naming the field for a value out of range, an unknown key, or a rate not in the future', async () => {
    expectFieldErrors(await call('PATCH', BASE, { key: 'dormantAfterDays', expected: 0, value: 0 }), ['value']);
    expectFieldErrors(await call('PATCH', BASE, { key: 'riderShiftStart', expected: 0, value: '25:00' }), ['value']);
    expect((await call('PATCH', BASE, { key: 'icalAllowPrivateAddresses', expected: 0, value: true })).statusCode).toBe(400);
    expectFieldErrors(await call('PATCH', BASE, { key: 'sessionLifetimeDays', value: 7 }), ['expected']);
    expectFieldErrors(await call('POST', RATES, { effectiveFrom: '2040-02-30', rateBp: 900 }), ['effectiveFrom']);
    expectFieldErrors(await call('POST', RATES, { effectiveFrom: '2040-02-01', rateBp: 90_000 }), ['rateBp']);
    const today = await call('POST', RATES, { effectiveFrom: todayInKl(), rateBp: 900 });
    expectMessage(today, 400);
    expect(body<{ refusal: { code: string } }>(today).refusal.code).toBe('sst_rate_not_future');
  });

  it('lists every value with its default and version 0 until changed; a change is audited, versioned and repeatable', async () => {
    const list = body<GlobalSettingList>(await call('GET', BASE)).settings;
    expect(list.find((s) => s.key === 'freeStayMaxNights')).toEqual({ key: 'freeStayMaxNights', value: 14, defaultValue: 14, version: 0, updatedAt: null, updatedByName: null });
    expect(list.map((s) => s.key)).not.toContain('icalAllowPrivateAddresses');

    const payload = { key: 'freeStayMaxNights', expected: 0, value: 21 };
    const first = await call('PATCH', BASE, payload, 'gs-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(body<GlobalSetting>(first)).toMatchObject({ value: 21, version: 1, updatedByName: expect.stringContaining('Test Admin') });
    expect((await call('PATCH', BASE, payload, 'gs-1')).json()).toEqual(first.json());
    // The same change sent again under a new key (a retry that lost its key) is no second change.
    expect(body<GlobalSetting>(await call('PATCH', BASE, payload, 'gs-2')).version).toBe(1);
    expect(await audits('freeStayMaxNights')).toHaveLength(1);
    expect((await audits('freeStayMaxNights'))[0]).toMatchObject({ action: 'global-settings.update', before: { value: 14, version: 0 }, after: { value: 21, version: 1 } });
  });

  it('answers 409 with the value as it is now when someone changed it first', async () => {
    await change('freeStayLeadDays', 2);
    const stale = await call('PATCH', BASE, { key: 'freeStayLeadDays', expected: 0, value: 3 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(body<{ current: GlobalSetting; refusal: { code: string } }>(stale)).toMatchObject({ current: { value: 2, version: 1 }, refusal: { code: 'moved_on' } });
    expect((await setting('freeStayLeadDays')).value).toBe(2);

    // Two admins racing from the same version: one wins, the other is told.
    const [a, b] = await Promise.all([
      call('PATCH', BASE, { key: 'freeStayLeadDays', expected: 1, value: 4 }),
      call('PATCH', BASE, { key: 'freeStayLeadDays', expected: 1, value: 5 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await setting('freeStayLeadDays')).version).toBe(2);
  });

  it('SST: a future rate is added, listed as history, and priced only on stays from its date; a stay made before keeps its SST', async () => {
    const unit = await createUnit(t); // 180.00 a night, 50.00 cleaning
    const book = async (checkIn: string, checkOut: string) => {
      const res = await t.request({ method: 'POST', url: '/api/reservations', token: t.rootToken, payload: { unitId: unit.id, checkIn, checkOut, guestName: 'Rate Guest', guestNationality: 'MY' } });
      expect(res.statusCode, res.body).toBe(201);
      return body<ReservationDetail>(res);
    };
    const quote = async (checkIn: string, checkOut: string) =>
      body<Quote>(await t.request({ method: 'POST', url: '/api/reservations/quote', token: t.rootToken, payload: { unitId: unit.id, checkIn, checkOut } }));
    const early = await book('2031-01-05', '2031-01-08');
    expect(early.sstSen).toBe(4_720);

    const added = await call('POST', RATES, { effectiveFrom: '2031-01-01', rateBp: 1_000 }, 'sst-1');
    expect(added.statusCode, added.body).toBe(201);
    expect((await call('POST', RATES, { effectiveFrom: '2031-01-01', rateBp: 1_000 }, 'sst-1')).json()).toEqual(added.json());
    expect((await call('POST', RATES, { effectiveFrom: '2031-01-01', rateBp: 1_000 }, 'sst-2')).statusCode).toBe(201);
    const taken = await call('POST', RATES, { effectiveFrom: '2031-01-01', rateBp: 1_200 });
    expect(taken.statusCode).toBe(409);
    expect(body<{ refusal: { code: string } }>(taken).refusal.code).toBe('sst_rate_exists');
    const rates = body<SstRateList>(added).rates;
    expect(rates[0]).toEqual({ effectiveFrom: '2031-01-01', rateBp: 1_000, inForce: false });
    expect(rates.find((r) => r.inForce)).toMatchObject({ effectiveFrom: '2024-03-01', rateBp: 800 });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'global-settings.sst-rate'))).toHaveLength(1);

    expect(await quote('2030-12-28', '2030-12-31')).toMatchObject({ sstRateBp: 800, sstSen: 4_720 });
    expect(await quote('2031-01-10', '2031-01-13')).toMatchObject({ sstRateBp: 1_000, sstSen: 5_900 });
    expect((await book('2031-01-10', '2031-01-13')).sstSen).toBe(5_900);
    // The stay booked before the rate was added keeps the SST it was made with.
    const kept = body<ReservationDetail>(await t.request({ method: 'GET', url: `/api/reservations/${early.id}`, token: t.rootToken }));
    expect(kept.sstSen).toBe(4_720);
  });

  it('tourism tax: a new stay is charged the new amount, a stay made before keeps its own', async () => {
    const unit = await createUnit(t);
    const book = async (checkIn: string, checkOut: string) =>
      body<ReservationDetail>(await t.request({ method: 'POST', url: '/api/reservations', token: t.rootToken, payload: { unitId: unit.id, checkIn, checkOut, guestName: 'Tax Guest', guestNationality: 'SG' } }));
    const before = await book('2029-06-01', '2029-06-03');
    expect(before.tourismTaxSen).toBe(2_000);
    await change('tourismTaxPerRoomNightSen', 1_500);
    expect((await book('2029-06-10', '2029-06-12')).tourismTaxSen).toBe(3_000);
    expect(body<ReservationDetail>(await t.request({ method: 'GET', url: `/api/reservations/${before.id}`, token: t.rootToken })).tourismTaxSen).toBe(2_000);
  });

  it('session lifetime: a sign-in after the change lasts the new time, a session begun before keeps its own', async () => {
    const someone = await t.adminWith([]);
    const [old] = await t.database.db.select().from(sessions).where(eq(sessions.accountId, someone.id));
    await change('sessionLifetimeDays', 7);
    const res = await t.login(someone.email, 'test-password-123');
    const fresh = body<LoginResponse>(res);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.accountId, someone.id));
    const made = rows.find((r) => r.tokenHash !== old.tokenHash)!;
    expect(made.expiresAt.getTime() - made.createdAt.getTime()).toBeCloseTo(7 * DAY_MS, -4);
    const kept = rows.find((r) => r.tokenHash === old.tokenHash)!;
    expect(kept.expiresAt.getTime()).toBe(old.expiresAt.getTime());
    expect(kept.expiresAt.getTime() - kept.createdAt.getTime()).toBeCloseTo(30 * DAY_MS, -4);
    expect((await t.request({ method: 'GET', url: '/api/account/admin', token: fresh.token })).statusCode).toBe(200);
  });

  it('dormant-user days: the dormant list follows the new number of days', async () => {
    const user = await insertUser(t.database.db, { role: 'guest', name: 'Dormant Probe', lastLoginAt: daysAgo(60) });
    const dormantIds = async () => body<UserList>(await call('GET', listUrl('/api/users/dormant', { filter: { search: 'Dormant Probe' } }))).users.map((u) => u.id);
    expect(await dormantIds()).toEqual([]);
    await change('dormantAfterDays', 45);
    expect(await dormantIds()).toEqual([user.id]);
  });

  it('default daily free-stay quota: dates without their own quota follow it, a date given its own keeps it', async () => {
    expect((await setQuota(t, '2032-02-02', 3)).statusCode).toBe(200);
    await change('freeStayDefaultDailyQuota', 2);
    const days = body<QuotaDays>(await quotas(t, '2032-02-01', '2032-02-02'));
    expect(days.defaultQuota).toBe(2);
    expect(days.days.map((d) => [d.date, d.quota, d.overridden])).toEqual([['2032-02-01', 2, false], ['2032-02-02', 3, true]]);
  });

  it('largest credit request: a new request above it is refused, one asked before stays as it was', async () => {
    const holder = await insertUser(t.database.db, { role: 'agent' });
    const ask = (amountSen: number) =>
      call('POST', '/api/credit/requests', { accountId: holder.id, kind: 'top_up', amountSen, reason: 'deposit paid at the counter' });
    const before = await ask(300_000);
    expect(before.statusCode, before.body).toBe(201);
    await change('creditMaxRequestSen', 200_000);
    const over = await ask(300_000);
    expect(over.statusCode).toBe(400);
    expect(body<{ maxSen: number }>(over).maxSen).toBe(200_000);
    const id = body<{ id: string }>(before).id;
    expect(body<{ status: string; amountSen: number }>(await call('GET', `/api/credit/requests/${id}`))).toMatchObject({ status: 'pending', amountSen: 300_000 });
  });

  it('iCal poll interval: the next tick fetches by the new interval', async () => {
    const unit = await createUnit(t);
    const made = await t.request({ method: 'POST', url: '/api/integration/feeds', token: t.rootToken, payload: { unitId: unit.id, channel: 'airbnb', url: 'https://example.com/poll.ics' } });
    expect(made.statusCode, made.body).toBe(201);
    const feedId = body<{ id: string }>(made).id;
    await t.database.db.update(icalFeeds).set({ lastRunAt: new Date(Date.now() - 20 * 60_000) }).where(eq(icalFeeds.id, feedId));
    expect((await feedsDueNow(t.database.db)).map((f) => f.id)).not.toContain(feedId);
    await change('icalPollIntervalMinutes', 15);
    expect((await feedsDueNow(t.database.db)).map((f) => f.id)).toContain(feedId);
  });
});
