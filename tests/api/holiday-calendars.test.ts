import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeStayCheck, FreeStayRequest, QuotaDays } from '@shared/contracts/free-stay';
import type { Holiday } from '@shared/contracts/holidays';
import type { ReservationCalendar } from '@shared/contracts/reservations';
import { holidaysTable } from '@server/db/schema';
import { body, expectFieldErrors } from './helpers/fixtures';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { createProperty, createRoomType, createUnit } from './helpers/portfolio';
import { beneficiary, decide, FS, makeRequest, quotas } from './helpers/free-stay';

interface Refused {
  message: string;
  refusal?: { code: string; details: Record<string, string | number | null> };
}

/** Issue 29: the calendars mark a property's state holidays, and a confirmed holiday's free-stay quota holds in its states. */
describe.each(BACKENDS)('holidays on the calendars and the free-stay quota on %s', (backend) => {
  let t: TestApp;
  /** A property in Selangor (MY-10) and one in Kuala Lumpur (MY-14), a room type each. */
  let selangor: { propertyId: string; roomTypeId: string };
  let kl: { propertyId: string; roomTypeId: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    const s = await createProperty(t, undefined, { state: 'MY-10', city: 'Shah Alam', postcode: '40000' });
    const k = await createProperty(t);
    selangor = { propertyId: s.id, roomTypeId: (await createRoomType(t, s.id)).id };
    kl = { propertyId: k.id, roomTypeId: (await createRoomType(t, k.id)).id };
  });
  afterAll(async () => t?.close());

  const addHoliday = async (payload: Record<string, unknown>): Promise<Holiday> => {
    const res = await t.request({ method: 'POST', url: '/api/holidays', token: t.rootToken, payload: { reason: 'Gazetted', ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return body<Holiday>(res);
  };
  const requestOn = async (roomTypeId: string, checkIn: string, checkOut: string): Promise<FreeStayRequest> => {
    const unit = await createUnit(t, { roomTypeId });
    return makeRequest(t, { accountId: await beneficiary(t), unitId: unit.id, checkIn, checkOut });
  };

  it("marks the federal and the property's own state holidays on the reservation calendar, not another state's", async () => {
    await addHoliday({ date: '2031-02-01', name: 'Federal Territory Day', state: null });
    await addHoliday({ date: '2031-02-05', name: 'Thaipusam', nameZh: '大宝森节', nameMs: 'Thaipusam', state: 'MY-10' });
    await addHoliday({ date: '2031-02-07', name: 'Sarawak Day', state: 'MY-13' });
    await t.database.db.insert(holidaysTable).values({ date: '2031-02-20', scope: 'MY-10', name: 'Tentative Day', status: 'tentative', source: 'prefill' });
    const res = await t.request({ method: 'GET', url: `/api/reservations/calendar?propertyId=${selangor.propertyId}&from=2031-02-01&to=2031-02-28`, token: t.rootToken });
    expect(res.statusCode, res.body).toBe(200);
    const calendar = body<ReservationCalendar>(res);
    expect(calendar.holidays.map((h) => [h.date, h.name, h.state, h.status])).toEqual([
      ['2031-02-01', 'Federal Territory Day', null, 'confirmed'],
      ['2031-02-05', 'Thaipusam', 'MY-10', 'confirmed'],
      ['2031-02-20', 'Tentative Day', 'MY-10', 'tentative'],
    ]);
    expect(calendar.holidays[1]).toMatchObject({ nameZh: '大宝森节', nameMs: 'Thaipusam', freeStayQuota: null });
    const inKl = body<ReservationCalendar>(
      await t.request({ method: 'GET', url: `/api/reservations/calendar?propertyId=${kl.propertyId}&from=2031-02-01&to=2031-02-28`, token: t.rootToken }),
    );
    expect(inKl.holidays.map((h) => h.date)).toEqual(['2031-02-01']);
  });

  it("lists every state's holidays of the window on the quota calendar, with the free stays each allows", async () => {
    await addHoliday({ date: '2031-03-03', name: 'Quota Holiday', state: 'MY-10', freeStayQuota: 0 });
    const days = body<QuotaDays>(await quotas(t, '2031-03-01', '2031-03-31'));
    expect(days.holidays).toEqual([{ date: '2031-03-03', name: 'Quota Holiday', nameZh: null, nameMs: null, state: 'MY-10', status: 'confirmed', freeStayQuota: 0 }]);
    expect(days.days).toHaveLength(31);
  });

  it("refuses a request on a holiday given quota 0 by the holiday's rule, worded, in that state only", async () => {
    const date = '2031-04-14';
    await addHoliday({ date, name: 'No Free Stay Day', nameZh: '无免费住宿日', state: 'MY-10', freeStayQuota: 0 });
    const refused = await requestOn(selangor.roomTypeId, '2031-04-13', '2031-04-15');
    const check = await t.request({ method: 'POST', url: `${FS}/check`, token: t.rootToken, payload: { unitId: refused.unitId, checkIn: '2031-04-13', checkOut: '2031-04-15' } });
    expect(body<FreeStayCheck>(check).fullNight).toBe(date);
    const res = await decide(t, refused.id, { action: 'approve', expected: 'pending' });
    expect(res.statusCode, res.body).toBe(409);
    const why = res.json() as Refused;
    expect(why.message).toContain('No Free Stay Day gives no free stays that day');
    expect(why.refusal).toEqual({
      code: 'holiday_full',
      details: { night: date, holiday: 'No Free Stay Day', holidayZh: '无免费住宿日', holidayMs: null, state: 'MY-10', quota: 0, used: 0 },
    });
    // Refused as a whole: nothing taken from the daily quota, still pending.
    const day = body<QuotaDays>(await quotas(t, date, date)).days[0];
    expect(day?.used).toBe(0);
    expect(body<FreeStayRequest>(await t.request({ method: 'GET', url: `${FS}/${refused.id}`, token: t.rootToken })).status).toBe('pending');
    // The same night in Kuala Lumpur is not that holiday's.
    const elsewhere = await requestOn(kl.roomTypeId, date, '2031-04-15');
    expect((await decide(t, elsewhere.id, { action: 'approve' })).statusCode).toBe(200);
  });

  it('honours a quota of 1 in the state (one approved, the next refused), and not a tentative holiday or a removed one', async () => {
    const date = '2031-05-20';
    const holiday = await addHoliday({ date, name: 'One Stay Day', state: 'MY-10', freeStayQuota: 1 });
    const first = await requestOn(selangor.roomTypeId, date, '2031-05-21');
    const second = await requestOn(selangor.roomTypeId, date, '2031-05-21');
    expect((await decide(t, first.id, { action: 'approve' })).statusCode).toBe(200);
    const res = await decide(t, second.id, { action: 'approve' });
    expect(res.statusCode).toBe(409);
    expect((res.json() as Refused).refusal).toMatchObject({ code: 'holiday_full', details: { quota: 1, used: 1 } });
    // Removed, the holiday no longer holds: the second is approved.
    const removed = await t.request({ method: 'DELETE', url: `/api/holidays/${holiday.id}`, token: t.rootToken, payload: { version: holiday.version, reason: 'Not gazetted after all' } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await decide(t, second.id, { action: 'approve' })).statusCode).toBe(200);

    const tentativeDate = '2031-06-02';
    await t.database.db.insert(holidaysTable).values({ date: tentativeDate, scope: 'federal', name: 'Maybe Day', status: 'tentative', source: 'prefill', freeStayQuota: 0 });
    const onTentative = await requestOn(selangor.roomTypeId, tentativeDate, '2031-06-03');
    expect((await decide(t, onTentative.id, { action: 'approve' })).statusCode).toBe(200);
  });

  it('takes a quota on a holiday and its edit, and refuses one that is not a whole number from 0', async () => {
    const made = await addHoliday({ date: '2031-07-07', name: 'Editable Day', state: null });
    expect(made.freeStayQuota).toBeNull();
    const patched = await t.request({ method: 'PATCH', url: `/api/holidays/${made.id}`, token: t.rootToken, payload: { freeStayQuota: 0, version: made.version, reason: 'No free stays on the day' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(body<Holiday>(patched)).toMatchObject({ freeStayQuota: 0, version: made.version + 1 });
    for (const freeStayQuota of [-1, 1.5, 'two']) {
      const res = await t.request({ method: 'POST', url: '/api/holidays', token: t.rootToken, payload: { date: '2031-07-08', name: 'Bad Quota', state: null, freeStayQuota } });
      expectFieldErrors(res, ['freeStayQuota']);
    }
  });
});
