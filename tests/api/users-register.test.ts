import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@server/db/schema';
import { ALL_PERMISSION_CODES, P } from '@shared/permissions';
import { MALAYSIAN_BANKS } from '@shared/reference/banks';
import { BACKENDS, createTestApp, ROOT_EMAIL, type TestApp } from './helpers/test-app';
import { auditRowsFor, body, expectMessage, expectNoLeak, expectUnauthorized, type ValidationBody } from './helpers/fixtures';
import { countRows, JPEG, multipart, PDF, PNG, registration, TEXT, WEBP, type FilePart, type User } from './helpers/users';

describe.each(BACKENDS)('register a user on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const register = (fields: Record<string, string>, files: FilePart[] = [], token = t.rootToken) => {
    const { payload, headers } = multipart(fields, files);
    return t.request({ method: 'POST', url: '/api/auth/register-new-user', token, payload, headers });
  };
  const fileGet = (id: string, token: string | null = t.rootToken) => t.request({ method: 'GET', url: `/api/files/${id}`, token });

  /** A 400 that names this field, and no account made. */
  async function refused(fields: Record<string, string>, field: string, files: FilePart[] = []) {
    const before = await countRows(t.database.db, accounts);
    const res = await register(fields, files);
    expectMessage(res, 400);
    // Named in `errors` where the server lists fields, else in the message.
    const { errors, message } = body<Partial<ValidationBody>>(res);
    if (errors) expect(errors.map((e) => e.field)).toContain(field);
    else expect(message).toMatch(new RegExp(field));
    expectNoLeak(res);
    expect(await countRows(t.database.db, accounts)).toBe(before);
  }

  it('creates a pending user with an account number, audited', async () => {
    const fields = registration({ email: 'New.Guest@StayOps.test', phone: '+60 12-345 6789' });
    const res = await register(fields);
    expect(res.statusCode, res.body).toBe(201);
    const u = body<User>(res);
    expect(u).toMatchObject({ role: 'guest', name: fields.name, email: 'new.guest@stayops.test', phone: '+60123456789', country: 'MY', approvalStatus: 'pending', verificationStatus: null, banned: false, isVip: false, avatarId: null, documents: [], deletedAt: null });
    expect(u.accountNumber).toMatch(/^\d+$/);
    expect(body<User>(await t.request({ method: 'GET', url: `/api/users/${u.id}`, token: t.rootToken }))).toEqual(u);
    const rows = await auditRowsFor(t.database.db, u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'user.register', entity: 'users.account', actorId: t.rootId, before: null, after: expect.objectContaining({ id: u.id }) });
  });

  it('a rider waits for identity verification too; an owner is made in Owners, not here; an agent keeps agent and bank details', async () => {
    const rider = body<User>(await register(registration({ role: 'rider' })));
    expect(rider).toMatchObject({ role: 'rider', approvalStatus: 'pending', verificationStatus: 'pending' });
    await refused(registration({ role: 'owner' }), 'role');
    const buyer = body<User>(await register(registration({ role: 'buyer', country: 'sg', phone: '+65 9123 4567' })));
    expect(buyer).toMatchObject({ role: 'buyer', country: 'SG', phone: '+6591234567' });
    const res = await register(registration({ role: 'agent', agentType: 'in_house', commissionRate: '12.5', bankName: 'Maybank', bankAccountNumber: '5140123456789', url: 'https://agent.example/me' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(body<User>(res)).toMatchObject({ role: 'agent', agentType: 'in_house', commissionRate: 12.5, bankName: 'Maybank', bankAccountNumber: '5140123456789', url: 'https://agent.example/me' });
  });

  it('every one of the 33 banks is accepted; any other name is refused', async () => {
    expect(MALAYSIAN_BANKS).toHaveLength(33);
    for (const bankName of MALAYSIAN_BANKS) {
      expect((await register(registration({ role: 'agent', bankName }))).statusCode).toBe(201);
    }
    await refused(registration({ role: 'agent', bankName: 'Bank of Nowhere' }), 'bankName');
    await refused(registration({ role: 'agent', bankName: 'maybank' }), 'bankName');
    await refused(registration({ role: 'agent', bankName: 'Maybank', bankAccountNumber: '12-34' }), 'bankAccountNumber');
  });

  it('refuses missing or bad profile fields, naming each', async () => {
    await refused(registration({ role: undefined }), 'role');
    await refused(registration({ role: 'admin' }), 'role');
    await refused(registration({ name: undefined }), 'name');
    await refused(registration({ name: '   ' }), 'name');
    await refused(registration({ email: 'not-an-email' }), 'email');
    await refused(registration({ phone: undefined }), 'phone');
    await refused(registration({ country: undefined }), 'country');
    await refused(registration({ country: 'Malaysia' }), 'country');
    await refused(registration({ country: 'ZZ' }), 'country');
    await refused(registration({ url: 'javascript:alert(1)' }), 'url');
    await refused(registration({ role: 'agent', commissionRate: '101' }), 'commissionRate');
    await refused(registration({ role: 'agent', commissionRate: '-1' }), 'commissionRate');
    await refused(registration({ role: 'agent', commissionRate: '12.345' }), 'commissionRate');
    await refused(registration({ role: 'agent', commissionRate: 'lots' }), 'commissionRate');
    await refused(registration({ role: 'agent', agentType: 'boss' }), 'agentType');
  });

  it('the phone must be a real number for the country given', async () => {
    await refused(registration({ phone: '12345' }), 'phone');
    await refused(registration({ phone: '0123456789' }), 'phone');
    await refused(registration({ phone: '+6012' }), 'phone');
    await refused(registration({ phone: '+65 9123 4567', country: 'MY' }), 'phone');
    await refused(registration({ phone: '+60 12-345 6780', country: 'SG' }), 'phone');
  });

  it('agent-only fields are refused for anyone else', async () => {
    await refused(registration({ role: 'guest', agentType: 'freelance' }), 'agentType');
    await refused(registration({ role: 'rider', commissionRate: '5' }), 'commissionRate');
    await refused(registration({ role: 'buyer', agentType: 'corporate', commissionRate: '5' }), 'agentType');
  });

  it('an email already in use is a 409, whatever its case, an administrator’s too', async () => {
    const fields = registration();
    expect((await register(fields)).statusCode).toBe(201);
    const before = await countRows(t.database.db, accounts);
    for (const email of [fields.email, fields.email.toUpperCase(), ROOT_EMAIL]) {
      expectMessage(await register(registration({ email })), 409, /email/);
    }
    expectMessage(await register(registration({ phone: fields.phone })), 409, /phone/);
    expect(await countRows(t.database.db, accounts)).toBe(before);
  });

  describe('uploads', () => {
    it('accepts JPEG, PNG, WebP and PDF by content whatever the name; the avatar sets avatarId; documents are listed', async () => {
      const res = await register(registration({ role: 'rider' }), [
        { field: 'avatar', filename: 'me.png', content: JPEG, type: 'image/png' },
        { field: 'identity_front', filename: 'front.jpg', content: PNG, type: 'image/jpeg' },
        { field: 'identity_back', filename: 'back.txt', content: WEBP, type: 'text/plain' },
        { field: 'driving_licence', filename: 'licence', content: PDF },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const u = body<User>(res);
      expect(u.avatarId).toEqual(expect.any(String));
      expect(u.documents.map((d) => [d.kind, d.mimeType, d.size])).toEqual([
        ['identity_front', 'image/png', PNG.length],
        ['identity_back', 'image/webp', WEBP.length],
        ['driving_licence', 'application/pdf', PDF.length],
      ]);
      const shown = body<User>(await t.request({ method: 'GET', url: `/api/users/${u.id}`, token: t.rootToken }));
      expect(shown.documents).toEqual(u.documents);

      const viewer = await t.adminWith([P.user.view]);
      const expected = [[u.avatarId!, JPEG, 'image/jpeg'], ...u.documents.map((d, i) => [d.id, [PNG, WEBP, PDF][i], d.mimeType])] as [string, Buffer, string][];
      for (const [id, bytes, type] of expected) {
        const file = await fileGet(id, viewer.token);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(type);
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.rawPayload.equals(bytes)).toBe(true);
      }
    });

    it('serves files to code 4 only: 403 without it, 401 signed out, 404 unknown', async () => {
      const u = body<User>(await register(registration(), [{ field: 'avatar', filename: 'a.jpg', content: JPEG }]));
      const others = await t.adminWith(ALL_PERMISSION_CODES.filter((c) => c !== P.user.view));
      const res = await fileGet(u.avatarId!, others.token);
      expectMessage(res, 403, /permission/i);
      expect(res.body).not.toContain('JFIF');
      expectUnauthorized(await fileGet(u.avatarId!, null));
      expectUnauthorized(await fileGet(u.avatarId!, 'not-a-token'));
      expectMessage(await fileGet(randomUUID()), 404);
      expectMessage(await fileGet('not-a-uuid'), 400, /id/);
    });

    it('a text file named x.jpg is a 400 naming its part, and nothing is stored', async () => {
      await refused(registration(), 'identity_front', [{ field: 'identity_front', filename: 'x.jpg', content: TEXT, type: 'image/jpeg' }]);
      await refused(registration(), 'avatar', [{ field: 'avatar', filename: 'x.png', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/png' }]);
    });

    it('a file over 10 MB is a 400, not a 413 or a 5xx', async () => {
      const big = Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024 + 1 - JPEG.length)]);
      const before = await countRows(t.database.db, accounts);
      const res = await register(registration(), [{ field: 'identity_front', filename: 'big.jpg', content: big }]);
      expectMessage(res, 400, /10 MB/);
      expect(await countRows(t.database.db, accounts)).toBe(before);
    });

    it('an unknown file part is a 400; a JSON body is a 400', async () => {
      const before = await countRows(t.database.db, accounts);
      expectMessage(await register(registration(), [{ field: 'passport_scan', filename: 'p.jpg', content: JPEG }]), 400, /passport_scan/);
      expectMessage(await t.request({ method: 'POST', url: '/api/auth/register-new-user', token: t.rootToken, payload: registration() }), 400, /multipart/);
      expect(await countRows(t.database.db, accounts)).toBe(before);
    });
  });
});
