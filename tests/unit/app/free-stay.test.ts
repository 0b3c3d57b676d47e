import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import type { FreeStayRequest, QuotaDay } from '@shared/contracts/free-stay';
import { freeStayDecisions } from '@app/features/free-stay/decisions';
import { checkRequestOf, EMPTY_REQUEST_FORM, guestCount, requestBody, serverField, validateRequestForm, type RequestFormValues } from '@app/features/free-stay/form/request-form';
import { dayTone, daysInMonth, mondayIndex, monthGrid, monthRange, parseQuota, stepMonth, weekdayNames, withDay, type QuotaMonth } from '@app/features/free-stay/quota/month-grid';

import { fewestLeft, firstFullNight, nightQuota, placeLabel, stayWords, takenLabel, unitList, unitPlan } from '@app/features/free-stay/request-display';
import type { StayRef } from '@shared/contracts/reservations';
import { localRequestAnswer, requestFilter, DEFAULT_REQUEST_QUERY } from '@app/features/free-stay/requests/request-list';

const day = (date: string, quota: number, used: number, pending = 0, overridden = false): QuotaDay => ({ date, quota, used, pending, overridden });

describe('the quota month grid', () => {
  it('lays a month out Monday to Sunday, padded at both ends', () => {
    // 1 Nov 2026 is a Sunday: six empty squares before it; 30 Nov a Monday, six after it.
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', day: 1 });
    expect(weeks[5]?.[0]).toEqual({ date: '2026-11-30', day: 30 });
    expect(weeks[5]?.slice(1).every((c) => c === null)).toBe(true);
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthGrid('2027-02').map((w) => w.map((c) => c?.day ?? 0))).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20, 21],
      [22, 23, 24, 25, 26, 27, 28],
    ]);
  });

  it('knows month lengths, leap years and the quota call range', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2026-12')).toBe(31);
    expect(monthRange('2026-04')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(mondayIndex('2026-11-23')).toBe(0);
    expect(mondayIndex('2026-11-29')).toBe(6);
  });

  it('steps across year ends', () => {
    expect(stepMonth('2026-12', 1)).toBe('2027-01');
    expect(stepMonth('2027-01', -1)).toBe('2026-12');
  });

  it('names the weekdays Monday first in the language', () => {
    expect(weekdayNames('en-US')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('zh-CN')[0]).toBe('周一');
  });

  it('tones a day: closed at 0, full when used up, tight near the end', () => {
    expect(dayTone({ quota: 0, used: 0 })).toBe('closed');
    expect(dayTone({ quota: 5, used: 5 })).toBe('full');
    expect(dayTone({ quota: 5, used: 6 })).toBe('full');
    expect(dayTone({ quota: 5, used: 4 })).toBe('tight');
    expect(dayTone({ quota: 8, used: 6 })).toBe('tight');
    expect(dayTone({ quota: 8, used: 5 })).toBe('open');
  });

  it('reads the sheet field: empty is the default again, else a whole number in range', () => {
    expect(parseQuota('')).toEqual({ quota: null });
    expect(parseQuota(' 7 ')).toEqual({ quota: 7 });
    expect(parseQuota('0')).toEqual({ quota: 0 });
    expect(parseQuota('2.5')).toEqual({ problem: 'whole' });
    expect(parseQuota('-1')).toEqual({ problem: 'negative' });
    expect(parseQuota('10001')).toEqual({ problem: 'tooLarge' });
  });

  it('puts a saved day into the month in place', () => {
    const month: QuotaMonth = { month: '2026-12', defaultQuota: 5, days: [day('2026-12-01', 5, 1), day('2026-12-02', 5, 2)], holidays: [] };
    const next = withDay(month, day('2026-12-02', 9, 2, 0, true));
    expect(next.days.map((d) => [d.quota, d.overridden])).toEqual([
      [5, false],
      [9, true],
    ]);
    expect(month.days[1]?.quota).toBe(5);
  });
});

describe('each night\'s quota', () => {
  it('says what is left, never below zero, and which night is full', () => {
    expect(nightQuota(day('2026-12-01', 5, 2, 3))).toMatchObject({ left: 3, full: false, tight: false, pending: 3 });
    expect(nightQuota(day('2026-12-01', 5, 4))).toMatchObject({ left: 1, tight: true });
    // A quota lowered to 0 on a holiday after approvals: nothing left, not a negative count.
    expect(nightQuota(day('2026-12-01', 0, 2))).toMatchObject({ left: 0, full: true });
    const nights = [day('2026-12-30', 5, 1), day('2026-12-31', 5, 5), day('2027-01-01', 3, 3)];
    expect(firstFullNight(nights)).toBe('2026-12-31');
    expect(fewestLeft(nights)).toBe(0);
    expect(fewestLeft([])).toBeNull();
    expect(firstFullNight([day('2026-12-30', 5, 1)])).toBeNull();
  });

  it('names a room-type request by its room type', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}:${String(values?.roomType)}`;
    expect(placeLabel({ unitNumber: 'A-12-03', roomTypeName: 'Deluxe', propertyName: 'Vista' }, t)).toBe('A-12-03 · Vista');
    expect(placeLabel({ unitNumber: null, roomTypeName: 'Deluxe', propertyName: 'Vista' }, t)).toBe('anyOf:Deluxe · Vista');
  });
});

const UNIT = '6f1d9c0e-2b1a-4c3d-8e9f-0a1b2c3d4e5f';
const ROOM_TYPE = '7a2e0d1f-3c2b-4d4e-9fa0-1b2c3d4e5f60';
const PERSON = '8b3f1e20-4d3c-4e5f-a0b1-2c3d4e5f6071';

describe('a pending request\'s unit, before any tap', () => {
  const stay: StayRef = { id: 's1', code: 'R000123', checkIn: '2026-12-04', checkOut: '2026-12-07', status: 'confirmed', kind: 'guest' };
  const free = [{ id: 'u2', unitNumber: 'A-12-05' }, { id: 'u3', unitNumber: 'B-01-01' }];
  const base = { unitId: 'u1', status: 'pending' as const };

  it('books a free unit as asked, with nothing to choose', () => {
    expect(unitPlan({ ...base, availability: { takenBy: null, freeUnits: null } })).toEqual({ takenBy: null, mustChoose: false, options: null, noneFree: false });
  });

  it('asks for one of the free units when the unit is taken, and knows when none is free', () => {
    expect(unitPlan({ ...base, availability: { takenBy: stay, freeUnits: free } })).toEqual({ takenBy: stay, mustChoose: true, options: free, noneFree: false });
    expect(unitPlan({ ...base, availability: { takenBy: stay, freeUnits: [] } })).toMatchObject({ mustChoose: true, options: [], noneFree: true });
  });

  it('offers a room-type request only its free units, or the room type\'s units when not known', () => {
    expect(unitPlan({ unitId: null, status: 'pending', availability: { takenBy: null, freeUnits: free } })).toMatchObject({ mustChoose: true, options: free, takenBy: null });
    expect(unitPlan({ unitId: null, status: 'pending', availability: null })).toMatchObject({ mustChoose: true, options: null, noneFree: false });
  });

  it('says nothing for a request saved before availability was told, or decided since', () => {
    expect(unitPlan(base)).toEqual({ takenBy: null, mustChoose: false, options: null, noneFree: false });
    expect(unitPlan({ ...base, status: 'approved', availability: { takenBy: stay, freeUnits: free } })).toMatchObject({ takenBy: null, mustChoose: false });
  });

  it('names the stay in the way and its check-in in the language, and lists free units in its words', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}|${String(values?.unit)}|${String(values?.code)}|${String(values?.date)}`;
    expect(takenLabel({ unitNumber: 'A-12-03' }, stay, t, 'en-US')).toBe('approval.taken|A-12-03|R000123|04 Dec 2026');
    expect(takenLabel({ unitNumber: 'A-12-03' }, stay, t, 'zh-CN')).toBe('approval.taken|A-12-03|R000123|2026年12月4日');
    expect(unitList(free, 'en-US')).toBe('A-12-05 and B-01-01');
    expect(unitList(free, 'ms-MY')).toBe('A-12-05 dan B-01-01');
  });

  it('names the chosen unit as the place an approval prompt speaks of', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}:${String(values?.roomType)}`;
    const request = { accountName: 'Tan', code: 'FS-00001', unitNumber: 'A-12-03', roomTypeName: 'Deluxe', propertyName: 'Vista', checkIn: '2026-12-01', checkOut: '2026-12-03', nights: 2 } as FreeStayRequest;
    expect(stayWords(request, 'en-US', t).place).toBe('A-12-03 · Vista');
    expect(stayWords({ ...request, chosenUnitNumber: 'A-12-05' }, 'en-US', t).place).toBe('A-12-05 · Vista');
  });
});

describe('the request form', () => {
  const filled: RequestFormValues = { ...EMPTY_REQUEST_FORM, personId: PERSON, roomTypeId: ROOM_TYPE, checkIn: '2026-12-30', checkOut: '2027-01-02', adults: '2', children: '1', reason: 'Owner family visit' };

  it('asks for the person (admin only), a place, ordered dates, guest counts and a reason', () => {
    expect(validateRequestForm(EMPTY_REQUEST_FORM, true)).toEqual({
      personId: 'form.personRequired',
      unitId: 'form.placeRequired',
      checkIn: 'form.checkInRequired',
      checkOut: 'form.checkOutRequired',
      reason: 'form.reasonRequired',
    });
    // The portal: the owner asks for themselves, and names a unit.
    expect(validateRequestForm(EMPTY_REQUEST_FORM, false)).not.toHaveProperty('personId');
    expect(validateRequestForm(EMPTY_REQUEST_FORM, false).unitId).toBe('form.unitRequired');
    expect(validateRequestForm(filled, true)).toEqual({});
    expect(validateRequestForm({ ...filled, checkOut: '2026-12-30' }, true).checkOut).toBe('form.checkOutAfter');
    expect(validateRequestForm({ ...filled, checkOut: '2027-04-30' }, true).checkOut).toBe('form.tooManyNights');
    expect(validateRequestForm({ ...filled, adults: '0', children: '51' }, true)).toMatchObject({ adults: 'form.adultsInvalid', children: 'form.childrenInvalid' });
    expect(validateRequestForm({ ...filled, reason: 'x'.repeat(501) }, true).reason).toBe('form.reasonTooLong');
    expect(validateRequestForm({ ...filled, checkIn: '2026-02-30' }, true).checkIn).toBe('form.checkInRequired');
  });

  it('checks once a place and good dates are there, with the unit when one is chosen', () => {
    expect(checkRequestOf(EMPTY_REQUEST_FORM)).toBeNull();
    expect(checkRequestOf({ ...filled, checkOut: '2026-12-29' })).toBeNull();
    expect(checkRequestOf(filled)).toEqual({ roomTypeId: ROOM_TYPE, checkIn: '2026-12-30', checkOut: '2027-01-02' });
    expect(checkRequestOf({ ...filled, unitId: UNIT })).toEqual({ unitId: UNIT, checkIn: '2026-12-30', checkOut: '2027-01-02' });
  });

  it('sends the unit or the room type, never both, and trims the reason', () => {
    expect(requestBody({ ...filled, reason: '  Owner family visit ' }, PERSON)).toEqual({ accountId: PERSON, roomTypeId: ROOM_TYPE, checkIn: '2026-12-30', checkOut: '2027-01-02', adults: 2, children: 1, reason: 'Owner family visit' });
    expect(requestBody({ ...filled, unitId: UNIT }, PERSON)).not.toHaveProperty('roomTypeId');
    expect(guestCount('3', 1)).toBe(3);
    expect(guestCount('', 0)).toBeNull();
    expect(serverField('body.accountId')).toBe('personId');
    expect(serverField('checkOut')).toBe('checkOut');
  });
});

describe('the request list', () => {
  const request = (over: Partial<FreeStayRequest>): FreeStayRequest =>
    ({ id: 'r1', code: 'FS-00001', accountId: PERSON, accountName: 'Tan Ah Kow', accountNumber: 'OW-1', unitId: UNIT, unitNumber: 'A-12-03', checkIn: '2026-12-01', checkOut: '2026-12-04', status: 'pending', createdAt: '2026-11-20T00:00:00Z', ...over }) as FreeStayRequest;

  it('filters only what is set', () => {
    expect(requestFilter(DEFAULT_REQUEST_QUERY)).toEqual({ search: undefined, status: undefined, unitId: undefined, accountId: undefined, from: undefined, to: undefined });
    expect(requestFilter({ ...DEFAULT_REQUEST_QUERY, status: 'approved', unit: { id: UNIT, label: 'A-12-03' }, from: '2026-12-01' })).toMatchObject({ status: 'approved', unitId: UNIT, from: '2026-12-01' });
  });

  it('answers offline from saved rows: a night in the range, code or name searched', () => {
    const { filter } = localRequestAnswer({ ...DEFAULT_REQUEST_QUERY, from: '2026-12-03', to: '2026-12-10', search: 'tan' });
    expect(filter(request({}))).toBe(true);
    // Check-out on the 3rd: the last night is the 2nd, outside the range.
    expect(filter(request({ checkOut: '2026-12-03' }))).toBe(false);
    expect(filter(request({ accountName: 'Siti' }))).toBe(false);
    expect(localRequestAnswer({ ...DEFAULT_REQUEST_QUERY, search: 'fs-00001' }).filter(request({ accountName: 'Siti' }))).toBe(true);
  });
});

describe('free-stay decisions', () => {
  const pending = { id: 'r1', code: 'FS-00001', accountName: 'Tan Ah Kow', status: 'pending', unitId: null } as FreeStayRequest;

  it('approve sends the status seen and, for a room-type request, the unit the approver chose', () => {
    const item = freeStayDecisions.decide.item({ ...pending, chosenUnitId: UNIT }, { decision: 'approve', remark: '' });
    expect(item.kind).toBe('free-stay.approve');
    expect(item.recordKey).toBe('free-stay.request:r1');
    expect(item.request).toMatchObject({ method: 'POST', path: '/api/free-stay-requests/r1/decision', body: { action: 'approve', remark: '', expected: 'pending', unitId: UNIT } });
    expect(item.patch).toMatchObject({ status: 'approved', unitId: UNIT });
  });

  it('a unit request sends no unit unless the approver moved it to another unit of its room type; a rejection never does', () => {
    const unitRequest = { ...pending, unitId: UNIT, unitNumber: 'A-12-03' };
    expect(freeStayDecisions.decide.item(unitRequest, { decision: 'approve', remark: '' }).request.body).not.toHaveProperty('unitId');
    expect(freeStayDecisions.decide.item({ ...unitRequest, chosenUnitId: UNIT }, { decision: 'approve', remark: '' }).request.body).not.toHaveProperty('unitId');
    // Its own unit is taken: approved into the free unit chosen, which the saved card shows at once.
    const moved = freeStayDecisions.decide.item({ ...unitRequest, chosenUnitId: ROOM_TYPE, chosenUnitNumber: 'A-12-05' }, { decision: 'approve', remark: '' });
    expect(moved.request.body).toMatchObject({ action: 'approve', unitId: ROOM_TYPE });
    expect(moved.patch).toMatchObject({ status: 'approved', unitId: ROOM_TYPE, unitNumber: 'A-12-05', availability: null });
    const rejected = freeStayDecisions.decide.item({ ...pending, chosenUnitId: UNIT }, { decision: 'reject', remark: 'Peak season' });
    expect(rejected.request.body).toEqual({ action: 'reject', remark: 'Peak season', expected: 'pending' });
    expect(rejected.patch).toEqual({ status: 'rejected', remark: 'Peak season' });
  });

  it('cancel carries its remark and the status seen', () => {
    const item = freeStayDecisions.cancel.item({ ...pending, status: 'approved' }, { remark: 'Owner changed plans' });
    expect(item.request).toMatchObject({ path: '/api/free-stay-requests/r1/cancel', body: { remark: 'Owner changed plans', expected: 'approved' } });
    expect(freeStayDecisions.portalCancel.item(pending, {}).recordKey).toBe('free-stay.portal-request:r1');
  });
});

describe('free-stay words', () => {
  const words = (language: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../src/app/locales/${language}/free-stay.json`), 'utf8')) as Record<string, unknown>;
  async function translator(language: string) {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { 'free-stay': words(language) } }, ns: ['free-stay'], defaultNS: 'free-stay', interpolation: { escapeValue: false } });
    return (adults: number, children: number) => i18n.t('guests', { adults: i18n.t('adults', { count: adults }), children: i18n.t('children', { count: children }) });
  }

  it('counts guests with plurals: "1 adult · 1 child", never "1 adults, 1 children"', async () => {
    const en = await translator('en-US');
    expect(en(1, 1)).toBe('1 adult · 1 child');
    expect(en(2, 3)).toBe('2 adults · 3 children');
    expect(await translator('zh-CN').then((zh) => zh(2, 1))).toBe('2 位成人，1 位儿童');
    expect(await translator('ms-MY').then((ms) => ms(1, 0))).toBe('1 dewasa · 0 kanak-kanak');
  });

  it('says the approval makes a free stay in words, never the raw type free_stay', () => {
    for (const language of ['en-US', 'zh-CN', 'ms-MY']) expect(JSON.stringify(words(language)), language).not.toContain('free_stay');
  });
});
