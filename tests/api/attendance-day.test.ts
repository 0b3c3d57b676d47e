import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayAttendance } from '@shared/contracts/users';
import { toApiDate } from '@shared/dates';
import { P } from '@shared/permissions';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { auditRowsFor, body, expectMessage, expectNoLeak } from './helpers/fixtures';
import { clearSetting, insertAttendance, insertUser, setSetting, type UserSeed } from './helpers/users';
import { localMinutes, riderShift, unclockedDay } from '@server/core/rider-shift';

describe.each(BACKENDS)('all riders on one day (GET /api/users/attendance) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const day = (date: string, token = t.rootToken) => t.request({ method: 'GET', url: `/api/users/attendance?date=${encodeURIComponent(date)}`, token });
  const user = (seed: UserSeed) => insertUser(t.database.db, seed);

  it('lists every rider of that day by name: who clocked in and out, when, for how long, and who has no record', async () => {
    // Monday 4 March 2019: no other test's rider had joined then.
    const joined = new Date('2019-01-01T00:00:00Z');
    const onTime = await user({ role: 'rider', name: 'Aisyah On Time', phone: '+60123456701', createdAt: joined });
    const late = await user({ role: 'rider', name: 'Bala Late Still In', createdAt: joined });
    const missing = await user({ role: 'rider', name: 'Chong No Record', createdAt: joined });
    const bannedWorked = await user({ role: 'rider', name: 'Dina Banned Worked', banned: true, createdAt: joined });
    // Left out: joined the day after, erased, banned without a record, not a rider.
    const later = await user({ role: 'rider', name: 'Evan Joined Later', createdAt: new Date('2019-03-04T16:30:00Z') });
    const erased = await user({ role: 'rider', name: 'Fahmi Erased', createdAt: joined, deletedAt: new Date('2019-02-01T00:00:00Z') });
    const banned = await user({ role: 'rider', name: 'Gita Banned', banned: true, createdAt: joined });
    const guest = await user({ role: 'guest', name: 'Hui Guest', createdAt: joined });
    await insertAttendance(t.database.db, onTime.id, [{ date: '2019-03-04', in: '08:55', out: '18:00' }, { date: '2019-03-05', in: '08:00', out: '09:00' }]);
    await insertAttendance(t.database.db, late.id, [{ date: '2019-03-04', in: '09:20' }]);
    await insertAttendance(t.database.db, bannedWorked.id, [{ date: '2019-03-04', in: '09:00', out: '13:30' }]);
    await insertAttendance(t.database.db, erased.id, [{ date: '2019-03-04', in: '09:00', out: '10:00' }]);

    const res = await day('2019-03-04');
    expect(res.statusCode, res.body).toBe(200);
    const report = body<DayAttendance>(res);
    expect(report).toMatchObject({ date: '2019-03-04', shiftStart: '09:00' });
    expect(report.riders.map((r) => r.name)).toEqual(['Aisyah On Time', 'Bala Late Still In', 'Chong No Record', 'Dina Banned Worked']);
    const ids = report.riders.map((r) => r.id);
    for (const left of [later, erased, banned, guest]) expect(ids).not.toContain(left.id);
    expect(report.riders[0]).toEqual({
      id: onTime.id,
      accountNumber: onTime.accountNumber,
      name: 'Aisyah On Time',
      phone: '+60123456701',
      status: 'present',
      // 08:55 and 18:00 in Kuala Lumpur.
      clockIn: '2019-03-04T00:55:00.000Z',
      clockOut: '2019-03-04T10:00:00.000Z',
      minutesWorked: 545,
      minutesLate: 0,
    });
    expect(report.riders[1]).toMatchObject({ status: 'late', minutesLate: 20, clockIn: '2019-03-04T01:20:00.000Z', clockOut: null, minutesWorked: 0 });
    expect(report.riders[2]).toMatchObject({ id: missing.id, status: 'absent', clockIn: null, clockOut: null, minutesWorked: 0 });
    expect(report.riders[3]).toMatchObject({ status: 'present', minutesWorked: 270 });
    expect(report.totals).toEqual({ riders: 4, checkedIn: 3, stillIn: 1, late: 1, absent: 1, off: 0, waiting: 0, minutesWorked: 545 + 270 });
    // Reading changes nothing.
    expect(await auditRowsFor(t.database.db, onTime.id)).toEqual([]);
  });

  it('a rest day without a record is off; today without a record is waiting, late while the shift runs, absent after it', async () => {
    const r = await user({ role: 'rider', name: 'Irfan Rest Day', createdAt: new Date('2019-01-01T00:00:00Z') });
    // Sunday 10 March 2019.
    const sunday = body<DayAttendance>(await day('2019-03-10'));
    expect(sunday.riders.find((x) => x.id === r.id)?.status).toBe('off');
    const shift = riderShift('09:00', '18:00', [0]);
    const before = new Date();
    const today = toApiDate(before);
    const now = body<DayAttendance>(await day(today));
    const after = new Date();
    expect(now).toMatchObject({ shiftStart: '09:00', shiftEnd: '18:00' });
    const mine = now.riders.find((x) => x.id === r.id);
    // What the day says at the moment the server answered (between the two instants).
    const expected = [unclockedDay(shift, today, before), unclockedDay(shift, toApiDate(after), after)];
    expect(expected).toContainEqual({ status: mine?.status, minutesLate: mine?.minutesLate });
    expect(now.totals.late).toBe(now.riders.filter((x) => x.status === 'late').length);
  });

  it('counts an unclocked rider late from the shift start and absent from its end, as the settings say', async () => {
    const r = await user({ role: 'rider', name: 'Jamal Shift Setting', createdAt: new Date('2019-01-01T00:00:00Z') });
    const today = toApiDate(new Date());
    if (new Date(`${today}T00:00:00Z`).getUTCDay() === 0) return; // Sundays are rest days.
    try {
      // A shift that ended at 00:01: absent now.
      await setSetting(t.database.db, 'riderShiftStart', '00:00');
      await setSetting(t.database.db, 'riderShiftEnd', '00:01');
      const ended = body<DayAttendance>(await day(today));
      if (localMinutes(new Date()) >= 1) expect(ended.riders.find((x) => x.id === r.id)).toMatchObject({ status: 'absent', minutesLate: 0 });
      // A shift from 00:00 to midnight: late by the minutes since midnight in Kuala Lumpur.
      await setSetting(t.database.db, 'riderShiftEnd', '23:59');
      const low = localMinutes(new Date());
      const running = body<DayAttendance>(await day(today));
      const high = localMinutes(new Date());
      const mine = running.riders.find((x) => x.id === r.id);
      if (high < 23 * 60 + 59) {
        expect(mine?.status).toBe('late');
        expect(mine?.minutesLate).toBeGreaterThanOrEqual(low);
        expect(mine?.minutesLate).toBeLessThanOrEqual(high);
        expect(running.totals.late).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await clearSetting(t.database.db, 'riderShiftStart');
      await clearSetting(t.database.db, 'riderShiftEnd');
    }
  });

  it('a day without riders is an empty list, not an error', async () => {
    const res = await day('2001-01-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(body<DayAttendance>(res)).toMatchObject({ date: '2001-01-01', riders: [], totals: { riders: 0, checkedIn: 0 } });
  });

  it('needs the User view code (4): 401 without a session, 403 without the code', async () => {
    const noSession = await t.request({ method: 'GET', url: '/api/users/attendance?date=2019-03-04' });
    expect(noSession.statusCode).toBe(401);
    const adminsOnly = await t.adminWith([P.admin.view, P.admin.edit, P.user.edit]);
    expectMessage(await day('2019-03-04', adminsOnly.token), 403, /permission/i);
    const viewer = await t.adminWith([P.user.view]);
    expect((await day('2019-03-04', viewer.token)).statusCode).toBe(200);
  });

  it('refuses a missing, malformed or impossible date with a 400 naming the field', async () => {
    for (const bad of ['2019-02-30', '2019-13-01', '2019-3-4', '04/03/2019', 'today', '', "2019-03-04' OR 1=1", '20190304']) {
      const res = await day(bad);
      expectMessage(res, 400, /date/);
      expectNoLeak(res);
    }
    expectMessage(await t.request({ method: 'GET', url: '/api/users/attendance', token: t.rootToken }), 400, /date/);
    expectMessage(await t.request({ method: 'GET', url: '/api/users/attendance?date=2019-03-04&date=2019-03-05', token: t.rootToken }), 400, /date/);
  });
});
