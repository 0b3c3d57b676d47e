import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { accountRow, auditRowsFor, body, expectMessage } from './helpers/fixtures';
import { fileRow, insertSession, insertUser, JPEG, multipart, PDF, PNG, registration, sessionRow, TEXT, type FilePart, type User, type UserList } from './helpers/users';

describe.each(BACKENDS)('edit and delete an account on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const send = (method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, files: FilePart[] = []) => {
    const { payload, headers } = multipart(fields, files);
    return t.request({ method, url, token: t.rootToken, payload, headers });
  };
  const register = async (fields: Record<string, string>, files: FilePart[] = []) => {
    const res = await send('POST', '/api/auth/register-new-user', fields, files);
    expect(res.statusCode, res.body).toBe(201);
    return body<User>(res);
  };
  const edit = (id: string, fields: Record<string, string>, files: FilePart[] = []) => send('PATCH', `/api/account/${id}`, fields, files);
  const remove = (id: string) => t.request({ method: 'DELETE', url: `/api/account/${id}`, token: t.rootToken });
  const read = async (id: string) => body<User>(await t.request({ method: 'GET', url: `/api/users/${id}`, token: t.rootToken }));
  const fileGet = (id: string) => t.request({ method: 'GET', url: `/api/files/${id}`, token: t.rootToken });
  const actions = async (id: string) => (await auditRowsFor(t.database.db, id)).map((r) => r.action);

  describe('PATCH /api/account/:id', () => {
    it('edits the given fields, leaves the rest, adds documents and replaces the avatar; audited', async () => {
      const u = await register(registration({ role: 'agent', name: 'Agent Before' }), [{ field: 'avatar', filename: 'a.jpg', content: JPEG }]);
      const res = await edit(u.id, { name: 'Agent After', url: 'https://agent.example', bankName: 'CIMB Bank', bankAccountNumber: '8001234567', commissionRate: '7.5', email: '' }, [
        { field: 'identity_front', filename: 'id.pdf', content: PDF },
        { field: 'avatar', filename: 'new.png', content: PNG },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const after = body<User>(res);
      expect(after).toMatchObject({ id: u.id, accountNumber: u.accountNumber, name: 'Agent After', email: u.email, phone: u.phone, url: 'https://agent.example', bankName: 'CIMB Bank', bankAccountNumber: '8001234567', commissionRate: 7.5 });
      expect(after.avatarId).not.toBe(u.avatarId);
      expect(after.documents.map((d) => [d.kind, d.mimeType])).toEqual([['identity_front', 'application/pdf']]);
      expect((await fileGet(after.avatarId!)).rawPayload.equals(PNG)).toBe(true);
      expect(await read(u.id)).toEqual(after);
      const rows = await auditRowsFor(t.database.db, u.id);
      expect(rows.map((r) => r.action)).toEqual(['user.register', 'user.edit']);
      expect(rows[1]).toMatchObject({ entity: 'users.account', before: expect.objectContaining({ name: 'Agent Before' }), after: expect.objectContaining({ name: 'Agent After' }) });
    });

    it('keeps its own email, normalises a new phone, and may change the role', async () => {
      const u = await register(registration());
      const res = await edit(u.id, { email: u.email!.toUpperCase(), phone: '+60 12-777 8899', role: 'buyer' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<User>(res)).toMatchObject({ email: u.email, phone: '+60127778899', role: 'buyer' });
    });

    it('refuses bad fields, another account’s email, a bad file and an unknown account; nothing changes', async () => {
      const u = await register(registration({ role: 'guest' }));
      const other = await register(registration());
      const bad = async (fields: Record<string, string>, status: number, pattern: RegExp, files: FilePart[] = []) => expectMessage(await edit(u.id, fields, files), status, pattern);
      await bad({ email: 'nope' }, 400, /email/);
      await bad({ phone: '+65 9123 4567' }, 400, /phone/);
      await bad({ country: 'SG' }, 400, /phone/);
      await bad({ role: 'superuser' }, 400, /role/);
      await bad({ url: 'ftp://files.example' }, 400, /url/);
      await bad({ bankName: 'Piggy Bank' }, 400, /bankName/);
      await bad({ agentType: 'freelance' }, 400, /agent/);
      await bad({ role: 'agent', commissionRate: '12.345' }, 400, /commissionRate/);
      await bad({ email: other.email! }, 409, /email/);
      await bad({ phone: other.phone! }, 409, /phone/);
      await bad({ name: 'With Text' }, 400, /selfie/, [{ field: 'selfie', filename: 'selfie.jpg', content: TEXT }]);
      await bad({ name: 'With Stray' }, 400, /cv/, [{ field: 'cv', filename: 'cv.pdf', content: PDF }]);
      expectMessage(await edit(randomUUID(), { name: 'Nobody' }), 404);
      expectMessage(await edit(t.rootId, { name: 'Not A User' }), 403, /Administrators/);
      expectMessage(await edit('42', { name: 'Bad Id' }), 400, /id/);
      expect(await read(u.id)).toEqual(u);
      expect(await actions(u.id)).toEqual(['user.register']);
      expect((await accountRow(t.database.db, t.rootId)).name).toBe('Root Admin');
    });
  });

  describe('DELETE /api/account/:id', () => {
    it('erases personal data and files, keeps the account number and earlier audit rows, and ends sessions', async () => {
      const fields = registration({ role: 'agent', bankName: 'Public Bank', bankAccountNumber: '3198765432', url: 'https://private.example/me' });
      const u = await register(fields, [
        { field: 'avatar', filename: 'a.jpg', content: JPEG },
        { field: 'identity_front', filename: 'f.png', content: PNG },
      ]);
      await t.request({ method: 'PATCH', url: `/api/users/${u.id}/approval-action`, token: t.rootToken, payload: { action: 'approve', remark: 'ok' } });
      const session = await insertSession(t.database.db, u.id);
      const fileIds = [u.avatarId!, u.documents[0].id];

      const res = await remove(u.id);
      expect(res.statusCode, res.body).toBe(200);
      const erased = body<User>(res);
      expect(erased).toMatchObject({ id: u.id, accountNumber: u.accountNumber, email: null, phone: null, url: null, bankName: null, bankAccountNumber: null, avatarId: null, documents: [] });
      expect(erased.name).not.toBe(fields.name);
      expect(erased.deletedAt).toEqual(expect.any(String));
      expect(await read(u.id)).toMatchObject({ accountNumber: u.accountNumber, deletedAt: erased.deletedAt, documents: [] });
      for (const id of fileIds) {
        expectMessage(await fileGet(id), 404);
        expect((await fileRow(t.database.db, id)).content).toBeNull();
      }
      expect((await sessionRow(t.database.db, session)).revokedAt).toBeInstanceOf(Date);
      const row = await accountRow(t.database.db, u.id);
      expect(row.passwordHash).toBeNull();

      const rows = await auditRowsFor(t.database.db, u.id);
      expect(rows.map((r) => r.action)).toEqual(['user.register', 'user.approve', 'user.delete']);
      const own = JSON.stringify([rows[2].before, rows[2].after]);
      for (const personal of [fields.name, fields.email, fields.phone, '3198765432', 'Public Bank', 'private.example']) {
        expect(own).not.toContain(personal);
      }
      expect(rows[2].after).toMatchObject({ accountNumber: u.accountNumber });

      const listed = body<UserList>(await t.request({ method: 'GET', url: listUrl('/api/users/aggregation', { filter: { search: u.accountNumber } }), token: t.rootToken }));
      expect(listed.totalCount).toBe(0);
      // The address is free again.
      expect((await register(registration({ email: fields.email, phone: fields.phone }))).email).toBe(fields.email);
    });

    it('a repeat delete is a 404 and writes no second audit row; reads show the erased record; an edit after it is a 409', async () => {
      const u = await insertUser(t.database.db, { role: 'buyer', email: 'twice-deleted@stayops.test' });
      expect((await remove(u.id)).statusCode).toBe(200);
      expectMessage(await remove(u.id), 404, /already deleted/i);
      expect(await actions(u.id)).toEqual(['user.delete']);
      const erased = await read(u.id);
      expect(erased).toMatchObject({ id: u.id, accountNumber: u.accountNumber, name: 'Deleted user', email: null, phone: null });
      expect(erased.deletedAt).toEqual(expect.any(String));
      const history = await t.request({ method: 'GET', url: `/api/users/${u.id}/history`, token: t.rootToken });
      expect(history.statusCode).toBe(200);
      expect((history.json() as { entries: { action: string }[] }).entries.map((e) => e.action)).toEqual(['user.delete']);
      expectMessage(await edit(u.id, { name: 'Back From The Dead' }), 409);
      expect(await actions(u.id)).toEqual(['user.delete']);
    });

    it('refuses an unknown id, a malformed id and an administrator', async () => {
      expectMessage(await remove(randomUUID()), 404);
      expectMessage(await remove('not-a-uuid'), 400, /id/);
      expectMessage(await remove(t.rootId), 403, /Administrators/);
      expect((await accountRow(t.database.db, t.rootId)).deletedAt).toBeNull();
    });
  });
});
