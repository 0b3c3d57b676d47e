import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { accountRow, auditRowsFor, body, expectFieldErrors, expectMessage } from './helpers/fixtures';
import { countRows, daysAgo, insertContactChange, insertUser, tag, type ContactChangeList, type ContactChangeSubmission } from './helpers/users';

describe.each(BACKENDS)('contact-change submissions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const decide = (id: string, payload: object) => t.request({ method: 'PATCH', url: `/api/change-contact-submissions/${id}`, token: t.rootToken, payload });
  const list = async (filter: object, sort?: object) => {
    const res = await t.request({ method: 'GET', url: listUrl('/api/change-contact-submissions', { filter, sort, pagination: { limit: 100 } }), token: t.rootToken });
    expect(res.statusCode, res.body).toBe(200);
    return body<ContactChangeList>(res);
  };
  /** A user with an email and phone, and one pending submission to change one of them. */
  async function pending(field: 'email' | 'phone', newValue: string, name = `Changer ${tag()}`) {
    const u = await insertUser(db(), { name, email: `${tag('old')}@stayops.test`, phone: `+6013${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}` });
    return { user: u, before: await accountRow(db(), u.id), id: await insertContactChange(db(), u.id, field, newValue) };
  }

  it('lists { totalCount, submissions }, filtered by status, field and search', async () => {
    const tg = tag('cc');
    const a = await insertUser(db(), { name: `${tg} Anna`, email: `${tg}-anna@stayops.test` });
    const b = await insertUser(db(), { name: `${tg} Ben`, phone: '+60131112222' });
    const s1 = await insertContactChange(db(), a.id, 'email', `${tg}-anna.new@stayops.test`, { createdAt: daysAgo(3) });
    const s2 = await insertContactChange(db(), b.id, 'phone', '+60133334444', { createdAt: daysAgo(2) });
    const s3 = await insertContactChange(db(), b.id, 'email', `${tg}-ben@stayops.test`, { status: 'rejected', createdAt: daysAgo(1) });

    const all = await list({ search: tg });
    expect(Object.keys(all).sort()).toEqual(['submissions', 'totalCount']);
    expect(all.totalCount).toBe(3);
    expect(all.submissions.map((s) => s.id)).toEqual([s1, s2, s3]);
    expect(all.submissions[0]).toMatchObject({ accountId: a.id, accountNumber: a.accountNumber, name: `${tg} Anna`, field: 'email', currentValue: `${tg}-anna@stayops.test`, newValue: `${tg}-anna.new@stayops.test`, status: 'pending', decidedBy: null });
    expect(all.submissions[1]).toMatchObject({ field: 'phone', currentValue: '+60131112222', newValue: '+60133334444' });

    expect((await list({ search: tg }, { createdAt: 'desc' })).submissions.map((s) => s.id)).toEqual([s3, s2, s1]);
    expect((await list({ search: tg, status: 'pending' })).submissions.map((s) => s.id)).toEqual([s1, s2]);
    expect((await list({ search: tg, status: 'rejected' })).submissions.map((s) => s.id)).toEqual([s3]);
    expect((await list({ search: tg, field: 'phone' })).submissions.map((s) => s.id)).toEqual([s2]);
    expect((await list({ search: tg, field: 'email', status: 'pending' })).submissions.map((s) => s.id)).toEqual([s1]);
    expect((await list({ search: `${tg} ben` })).totalCount).toBe(2);
    expect((await list({ search: b.accountNumber })).submissions.every((s) => s.accountId === b.id)).toBe(true);

    for (const [filter, pattern] of [[{ status: 'maybe' }, /filter\.status/], [{ field: 'address' }, /filter\.field/], [{ accountId: a.id }, /accountId/]] as const) {
      const res = await t.request({ method: 'GET', url: listUrl('/api/change-contact-submissions', { filter }), token: t.rootToken });
      expectMessage(res, 400, pattern);
    }
  });

  it('approving an email change applies it to the account, audited on both', async () => {
    const newEmail = `${tag('new')}@stayops.test`;
    const { user, before, id } = await pending('email', newEmail);
    const res = await decide(id, { action: 'approve', remark: 'Verified by phone call' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<ContactChangeSubmission>(res)).toMatchObject({ id, status: 'approved', remark: 'Verified by phone call', decidedBy: t.rootId, currentValue: newEmail, newValue: newEmail });
    expect(body<ContactChangeSubmission>(res).decidedAt).toEqual(expect.any(String));
    const after = await accountRow(db(), user.id);
    expect(after.email).toBe(newEmail);
    expect(after.phone).toBe(before.phone);
    const own = await auditRowsFor(db(), id);
    expect(own).toMatchObject([{ action: 'contact-change.approve', entity: 'users.contact-change', before: expect.objectContaining({ status: 'pending' }), after: expect.objectContaining({ status: 'approved' }) }]);
    expect(await auditRowsFor(db(), user.id)).toMatchObject([{ action: 'user.contact-email', entity: 'users.account', before: { email: before.email }, after: { email: newEmail } }]);
  });

  it('approving a phone change applies the phone', async () => {
    const { user, before, id } = await pending('phone', '+60135556666');
    expect((await decide(id, { action: 'approve' })).statusCode).toBe(200);
    const after = await accountRow(db(), user.id);
    expect(after.phone).toBe('+60135556666');
    expect(after.email).toBe(before.email);
  });

  it('approving an email another account already uses is a 409; the submission stays pending', async () => {
    const taken = await insertUser(db(), { email: `${tag('taken')}@stayops.test` });
    const takenEmail = (await accountRow(db(), taken.id)).email!;
    const { user, before, id } = await pending('email', takenEmail);
    const audits = await countRows(db(), auditLog);
    const res = await decide(id, { action: 'approve' });
    expectMessage(res, 409, /email/);
    expect(body<{ current: ContactChangeSubmission }>(res).current).toMatchObject({ id, status: 'pending' });
    expect(await accountRow(db(), user.id)).toEqual(before);
    expect(await countRows(db(), auditLog)).toBe(audits);
    // It can still be rejected.
    expect(body<ContactChangeSubmission>(await decide(id, { action: 'reject', remark: 'In use' })).status).toBe('rejected');
  });

  it('rejecting leaves the account as it was', async () => {
    const { user, before, id } = await pending('email', `${tag('nope')}@stayops.test`);
    const res = await decide(id, { action: 'reject', remark: 'Could not verify' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<ContactChangeSubmission>(res)).toMatchObject({ status: 'rejected', remark: 'Could not verify', currentValue: before.email });
    expect(await accountRow(db(), user.id)).toEqual(before);
    expect(await auditRowsFor(db(), user.id)).toEqual([]);
    expect((await auditRowsFor(db(), id)).map((r) => r.action)).toEqual(['contact-change.reject']);
  });

  it('deciding twice is a 409 with the submission as it is now; so is a stale expected state', async () => {
    const { user, id } = await pending('phone', '+60137778888');
    expect((await decide(id, { action: 'reject' })).statusCode).toBe(200);
    for (const action of ['approve', 'reject']) {
      const res = await decide(id, { action });
      expectMessage(res, 409);
      expect(body<{ current: ContactChangeSubmission }>(res).current).toMatchObject({ id, status: 'rejected' });
    }
    expect((await accountRow(db(), user.id)).phone).not.toBe('+60137778888');
    expect(await auditRowsFor(db(), id)).toHaveLength(1);
    const other = await pending('phone', '+60139990000');
    expectMessage(await decide(other.id, { action: 'approve', expected: 'approved' }), 409);
    expect((await accountRow(db(), other.user.id)).phone).toBe(other.before.phone);
  });

  it('refuses a bad action and an unknown or malformed id', async () => {
    const { id } = await pending('email', `${tag('x')}@stayops.test`);
    expectFieldErrors(await decide(id, { action: 'approved' }), ['action']);
    expectFieldErrors(await decide(id, {}), ['action']);
    expectMessage(await decide(randomUUID(), { action: 'approve' }), 404);
    expectMessage(await decide('not-a-uuid', { action: 'approve' }), 400, /id/);
    expect(await auditRowsFor(db(), id)).toEqual([]);
  });

  it('erasing an account erases its pending contact changes too, so none can bring its data back', async () => {
    const newEmail = `${tag('ghost')}@stayops.test`;
    const { user, id } = await pending('email', newEmail);
    expect((await t.request({ method: 'DELETE', url: `/api/account/${user.id}`, token: t.rootToken })).statusCode).toBe(200);
    expect((await list({ search: newEmail })).totalCount).toBe(0);
    expect((await list({ search: user.accountNumber })).totalCount).toBe(0);
    expectMessage(await decide(id, { action: 'approve' }), 404);
    expect((await accountRow(db(), user.id)).email).toBeNull();
  });
});
