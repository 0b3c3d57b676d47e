import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { accountRow, auditRowsFor, body, expectMessage, expectNoLeak } from './helpers/fixtures';
import { insertAttendance, insertFile, insertUser, JPEG, multipart, PDF, registration, type AttendanceReport, type User, type UserSeed } from './helpers/users';

describe.each(BACKENDS)('riders on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.request({ method: 'GET', url, token: t.rootToken });
  const verify = (payload: object) => t.request({ method: 'POST', url: '/user-mgmt/action-rider-verification', token: t.rootToken, payload });
  const read = async (id: string) => body<User>(await get(`/api/users/${id}`));
  const actions = async (id: string) => (await auditRowsFor(t.database.db, id)).map((r) => r.action);
  const user = (seed: UserSeed = {}) => insertUser(t.database.db, seed);

  describe('action-rider-verification', () => {
    it('accepts Approved, Rejected and approve; ends approved or rejected, audited', async () => {
      for (const [action, status] of [['Approved', 'approved'], ['Rejected', 'rejected'], ['approve', 'approved'], ['reject', 'rejected']] as const) {
        const r = await user({ role: 'rider' });
        const res = await verify({ account_number: r.accountNumber, action, remarks: `said ${action}` });
        expect(res.statusCode, res.body).toBe(200);
        expect(body<User>(res)).toMatchObject({ verificationStatus: status, verificationRemarks: `said ${action}` });
        expect((await read(r.id)).verificationStatus).toBe(status);
        const rows = await auditRowsFor(t.database.db, r.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ action: `rider.verification-${status}`, entity: 'users.account', before: expect.objectContaining({ verificationStatus: 'pending' }) });
      }
    });

    it('only from pending: a second decision is a 409 with the rider as now', async () => {
      const r = await user({ role: 'rider' });
      expect((await verify({ account_number: r.accountNumber, action: 'Approved' })).statusCode).toBe(200);
      const again = await verify({ account_number: r.accountNumber, action: 'Rejected', remarks: 'too late' });
      expectMessage(again, 409);
      expect(body<{ current: User }>(again).current).toEqual(await read(r.id));
      expect((await read(r.id)).verificationStatus).toBe('approved');
      const stale = await user({ role: 'rider' });
      expectMessage(await verify({ account_number: stale.accountNumber, action: 'Approved', expected: 'rejected' }), 409);
      expect(await actions(r.id)).toHaveLength(1);
      expect(await actions(stale.id)).toEqual([]);
    });

    it('refuses a bad action, a missing account number, a non-rider and an unknown account', async () => {
      const r = await user({ role: 'rider' });
      for (const action of ['maybe', '', 'pending', 42]) {
        const res = await verify({ account_number: r.accountNumber, action });
        expectMessage(res, 400, /action/);
      }
      expectMessage(await verify({ action: 'Approved' }), 400, /account_number/);
      const guest = await user({ role: 'guest' });
      expectMessage(await verify({ account_number: guest.accountNumber, action: 'Approved' }), 400, /rider/i);
      expectMessage(await verify({ account_number: '999999990', action: 'Approved' }), 404);
      expect((await read(r.id)).verificationStatus).toBe('pending');
      expect([...(await actions(r.id)), ...(await actions(guest.id))]).toEqual([]);
    });
  });

  describe('pending-verify-user', () => {
    it('a rider registered with two uploads and an avatar is listed with its two documents', async () => {
      const fields = { name: 'Queue Rider Two Papers', email: `queue.rider.${Date.now()}@stayops.test`, phone: '+60123987001', country: 'MY', role: 'rider' };
      const { payload, headers } = multipart(fields, [
        { field: 'avatar', filename: 'me.jpg', content: JPEG },
        { field: 'identity_front', filename: 'front.jpg', content: JPEG },
        { field: 'driving_licence', filename: 'licence.pdf', content: PDF },
      ]);
      const registered = await t.request({ method: 'POST', url: '/api/auth/register-new-user', token: t.rootToken, payload, headers });
      expect(registered.statusCode, registered.body).toBe(201);
      const { id } = body<User>(registered);

      const res = await get(`/user-mgmt/pending-verify-user?role=rider&filter=${encodeURIComponent(JSON.stringify({ search: 'Queue Rider Two Papers' }))}`);
      expect(res.statusCode, res.body).toBe(200);
      const listed = body<{ users: User[] }>(res).users.find((u) => u.id === id);
      expect(listed?.documents.map((d) => d.kind).sort()).toEqual(['driving_licence', 'identity_front']);
      // The list row and the record agree.
      expect(listed?.documents).toEqual((await read(id)).documents);
    });
  });

  describe('get-rider-details', () => {
    it('returns the rider with their documents; a wrong type is a 400, an unknown account a 404', async () => {
      const r = await user({ role: 'rider', name: 'Rider With Papers' });
      const doc = await insertFile(t.database.db, r.id, 'identity_front');
      const res = await get(`/user-mgmt/get-rider-details?account_number=${r.accountNumber}&user_type=rider`);
      expect(res.statusCode, res.body).toBe(200);
      expect(body<User>(res)).toMatchObject({ id: r.id, name: 'Rider With Papers', role: 'rider', documents: [expect.objectContaining({ id: doc, kind: 'identity_front', mimeType: 'image/jpeg' })] });
      expect(body<User>(await get(`/user-mgmt/get-rider-details?account_number=${r.accountNumber}`)).id).toBe(r.id);
      expectMessage(await get(`/user-mgmt/get-rider-details?account_number=${r.accountNumber}&user_type=guest`), 400, /rider/);
      expectMessage(await get(`/user-mgmt/get-rider-details?account_number=${r.accountNumber}&user_type=martian`), 400, /user_type/);
      expectMessage(await get('/user-mgmt/get-rider-details?account_number=999999991&user_type=rider'), 404);
      expectMessage(await get('/user-mgmt/get-rider-details?user_type=rider'), 400, /account_number/);
      // Administrators are not users, whatever their account number.
      expectMessage(await get(`/user-mgmt/get-rider-details?account_number=${(await accountRow(t.database.db, t.rootId)).accountNumber}`), 403, /Administrators/);
    });
  });

  describe('rider-attendance', () => {
    // Monday 5 to Sunday 11 January 2026, Kuala Lumpur time; the rider joined well before.
    const attendance = (accountNumber: string, start: string, end: string) =>
      get(`/user-mgmt/rider-attendance?account_number=${accountNumber}&start_date=${start}&end_date=${end}`);

    it('marks present, late (minutes after 09:00 MYT), absent and off days, with totals that add up', async () => {
      const r = await user({ role: 'rider', name: 'Clocking Rider', createdAt: new Date('2025-12-01T00:00:00Z') });
      await insertAttendance(t.database.db, r.id, [
        { date: '2026-01-05', in: '08:55', out: '18:00' },
        { date: '2026-01-06', in: '09:20', out: '17:20' },
        { date: '2026-01-08', in: '09:00' },
        { date: '2026-01-10', in: '07:30', out: '12:00' },
      ]);
      const res = await attendance(r.accountNumber, '2026-01-05', '2026-01-11');
      expect(res.statusCode, res.body).toBe(200);
      const report = body<AttendanceReport>(res);
      expect(report).toMatchObject({ accountNumber: r.accountNumber, name: 'Clocking Rider', startDate: '2026-01-05', endDate: '2026-01-11', shiftStart: '09:00' });
      expect(report.days.map((d) => [d.date, d.status, d.minutesLate])).toEqual([
        ['2026-01-05', 'present', 0],
        ['2026-01-06', 'late', 20],
        ['2026-01-07', 'absent', 0],
        ['2026-01-08', 'present', 0],
        ['2026-01-09', 'absent', 0],
        ['2026-01-10', 'present', 0],
        ['2026-01-11', 'off', 0],
      ]);
      // 09:20 in Kuala Lumpur is 01:20 UTC.
      expect(report.days[1]).toMatchObject({ clockIn: '2026-01-06T01:20:00.000Z', clockOut: '2026-01-06T09:20:00.000Z', minutesWorked: 480 });
      expect(report.days[2]).toMatchObject({ clockIn: null, clockOut: null, minutesWorked: 0 });
      expect(report.days[3]).toMatchObject({ clockOut: null, minutesWorked: 0 });
      expect(report.days[0].minutesWorked).toBe(545);
      expect(report.totals).toEqual({ present: 3, late: 1, absent: 2, off: 1, minutesWorked: 545 + 480 + 270 });
      const { present, late, absent, off } = report.totals;
      expect(present + late + absent + off).toBe(report.days.length);
    });

    it('days before the rider joined are off, not absent; a single day works', async () => {
      const r = await user({ role: 'rider', createdAt: new Date('2026-01-07T02:00:00Z') });
      const report = body<AttendanceReport>(await attendance(r.accountNumber, '2026-01-05', '2026-01-08'));
      expect(report.days.map((d) => d.status)).toEqual(['off', 'off', 'absent', 'absent']);
      const one = body<AttendanceReport>(await attendance(r.accountNumber, '2026-01-08', '2026-01-08'));
      expect(one.days).toHaveLength(1);
      expect(one.totals.absent).toBe(1);
    });

    it('a range of 366 days is allowed, 367 is not', async () => {
      const r = await user({ role: 'rider', createdAt: new Date('2024-01-01T00:00:00Z') });
      const year = await attendance(r.accountNumber, '2025-01-01', '2026-01-01');
      expect(year.statusCode, year.body).toBe(200);
      expect(body<AttendanceReport>(year).days).toHaveLength(366);
      expectMessage(await attendance(r.accountNumber, '2025-01-01', '2026-01-02'), 400, /366/);
    });

    it('refuses a start after the end, impossible or malformed dates, a non-rider and an unknown account', async () => {
      const r = await user({ role: 'rider' });
      const bad = async (start: string, end: string, pattern: RegExp, accountNumber = r.accountNumber) => {
        const res = await attendance(accountNumber, start, end);
        expectMessage(res, 400, pattern);
        expectNoLeak(res);
      };
      await bad('2026-01-10', '2026-01-05', /start_date/);
      await bad('2026-02-30', '2026-03-01', /start_date/);
      await bad('2026-01-01', '2026-13-01', /end_date/);
      await bad('2026-1-5', '2026-01-10', /start_date/);
      await bad('05/01/2026', '2026-01-10', /start_date/);
      await bad('2026-01-01', '', /end_date/);
      const buyer = await user({ role: 'buyer' });
      await bad('2026-01-05', '2026-01-11', /rider/i, buyer.accountNumber);
      expectMessage(await attendance('999999992', '2026-01-05', '2026-01-11'), 404);
      expectMessage(await get('/user-mgmt/rider-attendance?start_date=2026-01-05&end_date=2026-01-06'), 400, /account_number/);
    });
  });

  describe('identity number and date of birth', () => {
    const send = (url: string, fields: Record<string, string>) => {
      const { payload, headers } = multipart(fields);
      return t.request({ method: 'POST', url, token: t.rootToken, payload, headers });
    };
    const register = (fields: Record<string, string>) =>
      send('/api/auth/register-new-user', registration({ role: 'rider', ...fields }));
    const edit = (fields: Record<string, string>) => send('/user-mgmt/edit-rider-details', fields);
    // The field and its message; each error also carries its rule's code for the app to word (refusal-codes.test.ts).
    const fieldErrors = (res: Parameters<typeof body>[0]) =>
      (body<{ errors?: { field: string; message: string }[] }>(res).errors ?? []).map(({ field, message }) => ({ field, message }));

    it('a rider registered with a MyKad keeps it normalised with the date of birth it carries; the record and rider details return both', async () => {
      const res = await register({ idNumber: '900215145678' });
      expect(res.statusCode, res.body).toBe(201);
      const created = body<User>(res);
      expect(created).toMatchObject({ idNumber: '900215-14-5678', dateOfBirth: '1990-02-15' });
      expect(await read(created.id)).toMatchObject({ idNumber: '900215-14-5678', dateOfBirth: '1990-02-15' });
      const details = body<User>(await get(`/user-mgmt/get-rider-details?account_number=${created.accountNumber}`));
      expect(details).toMatchObject({ idNumber: '900215-14-5678', dateOfBirth: '1990-02-15' });
      const row = await accountRow(t.database.db, created.id);
      expect(row).toMatchObject({ idNumber: '900215-14-5678', dateOfBirth: '1990-02-15' });
    });

    it('a passport number with a date of birth is kept as given', async () => {
      const res = await register({ idNumber: 'a12345678', dateOfBirth: '1988-07-04', country: 'MY' });
      expect(res.statusCode, res.body).toBe(201);
      expect(body<User>(res)).toMatchObject({ idNumber: 'A12345678', dateOfBirth: '1988-07-04' });
    });

    it('refuses a MyKad with no real date, a date of birth that disagrees with the MyKad, a bad passport and a future date: a 400 on the field, nothing stored', async () => {
      const cases: [Record<string, string>, string, RegExp][] = [
        [{ idNumber: '901315-14-5678' }, 'idNumber', /YYMMDD/],
        [{ idNumber: '900215-14-5678', dateOfBirth: '1990-02-16' }, 'dateOfBirth', /does not match/],
        [{ idNumber: 'A12!' }, 'idNumber', /passport/],
        [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', /future/],
        [{ dateOfBirth: '15/02/1990' }, 'dateOfBirth', /YYYY-MM-DD/],
      ];
      for (const [fields, field, message] of cases) {
        const res = await register(fields);
        expectMessage(res, 400);
        expect(fieldErrors(res), JSON.stringify(fields)).toEqual([expect.objectContaining({ field, message: expect.stringMatching(message) })]);
      }
      const guest = await register({ role: 'guest', idNumber: '900215-14-5678' });
      expectMessage(guest, 400);
      expect(fieldErrors(guest)).toEqual([{ field: 'idNumber', message: 'Only for riders' }]);
    });

    it('edit-rider-details stores a new MyKad and derives the date of birth; a date of birth alone is checked against the MyKad on record; the audit holds the number masked', async () => {
      const r = await user({ role: 'rider' });
      const res = await edit({ account_number: r.accountNumber, idNumber: '050601-10-1234' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<User>(res)).toMatchObject({ idNumber: '050601-10-1234', dateOfBirth: '2005-06-01' });

      const mismatch = await edit({ account_number: r.accountNumber, dateOfBirth: '2005-06-02' });
      expectMessage(mismatch, 400);
      expect(fieldErrors(mismatch)).toEqual([expect.objectContaining({ field: 'dateOfBirth' })]);
      expect(await read(r.id)).toMatchObject({ idNumber: '050601-10-1234', dateOfBirth: '2005-06-01' });

      const rows = await auditRowsFor(t.database.db, r.id);
      expect(rows.map((row) => row.action)).toEqual(['user.edit']);
      expect(rows[0].after).toMatchObject({ idNumber: '••••••-••-1234', dateOfBirth: '2005-06-01' });
      expect(JSON.stringify(rows)).not.toContain('050601-10');
      expect(JSON.stringify(rows)).not.toContain('0506011');

      // A decision's audit entry masks it too.
      expect((await verify({ account_number: r.accountNumber, action: 'Approved' })).statusCode).toBe(200);
      expect(JSON.stringify(await auditRowsFor(t.database.db, r.id))).not.toContain('050601-10');
      // And the record's history, read through the users area.
      expect((await get(`/api/users/${r.id}/history`)).body).not.toContain('050601-10');
    });

    it('lists show the number masked and no date of birth', async () => {
      const res = await register({ name: 'Masked Listed Rider', idNumber: '920704-08-4321' });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = body<User>(res);
      const filter = encodeURIComponent(JSON.stringify({ search: 'Masked Listed Rider' }));
      for (const url of [`/api/users/aggregation?filter=${filter}`, `/user-mgmt/get-user-list?role=rider&filter=${filter}`, `/user-mgmt/pending-verify-user?role=rider&filter=${filter}`]) {
        const list = await get(url);
        expect(list.statusCode, list.body).toBe(200);
        const listed = body<{ users: User[] }>(list).users.find((u) => u.id === id);
        expect(listed, url).toMatchObject({ idNumber: '••••••-••-4321', dateOfBirth: null });
        expect(list.body).not.toContain('920704');
      }
    });

    it('erasing the account erases them', async () => {
      const res = await register({ idNumber: '850101-14-5566' });
      const { id } = body<User>(res);
      expect((await t.request({ method: 'DELETE', url: `/api/account/${id}`, token: t.rootToken })).statusCode).toBe(200);
      expect(await accountRow(t.database.db, id)).toMatchObject({ idNumber: null, dateOfBirth: null });
    });
  });

  describe('edit-rider-details', () => {
    const edit = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
      const { payload, headers } = multipart(fields, files);
      return t.request({ method: 'POST', url: '/user-mgmt/edit-rider-details', token: t.rootToken, payload, headers });
    };

    it('edits a rider named by account number and adds documents', async () => {
      const r = await user({ role: 'rider', name: 'Before Edit' });
      const res = await edit({ account_number: r.accountNumber, name: 'After Edit', phone: '+60129998877' }, [
        { field: 'driving_licence', filename: 'licence.pdf', content: PDF },
        { field: 'selfie', filename: 'me.png', content: JPEG, type: 'image/png' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const after = body<User>(res);
      expect(after).toMatchObject({ id: r.id, name: 'After Edit', phone: '+60129998877', role: 'rider' });
      expect(after.documents.map((d) => [d.kind, d.mimeType])).toEqual([
        ['driving_licence', 'application/pdf'],
        ['selfie', 'image/jpeg'],
      ]);
      expect(await read(r.id)).toEqual(after);
      expect(await actions(r.id)).toEqual(['user.edit']);
    });

    it('needs a rider’s account number and valid fields', async () => {
      const r = await user({ role: 'rider', name: 'Stays Put' });
      expectMessage(await edit({ name: 'No Number' }), 400, /account_number/);
      expectMessage(await edit({ account_number: '999999993', name: 'Nobody' }), 404);
      const guest = await user({ role: 'guest' });
      expectMessage(await edit({ account_number: guest.accountNumber, name: 'Not A Rider' }), 400, /rider/);
      expectMessage(await edit({ account_number: r.accountNumber, phone: '12345' }), 400, /phone/);
      expectMessage(await edit({ account_number: r.accountNumber, country: 'Malaysia' }), 400, /country/);
      expectMessage(await t.request({ method: 'POST', url: '/user-mgmt/edit-rider-details', token: t.rootToken, payload: { account_number: r.accountNumber } }), 400, /multipart/);
      expect((await read(r.id)).name).toBe('Stays Put');
      expect(await actions(r.id)).toEqual([]);
    });
  });
});
