import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, files, idempotencyKeys } from '@server/db/schema';
import { P } from '@shared/permissions';
import { BACKENDS, createTestApp, ROOT_EMAIL, type TestApp } from './helpers/test-app';
import { accountRow, auditRowsFor, body, expectMessage, uniqueEmail, type Administrator } from './helpers/fixtures';
import { countRows, insertUser, JPEG, multipart, registration, type User } from './helpers/users';

describe.each(BACKENDS)('Idempotency-Key on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const create = (key: string, email: string, token = t.rootToken) =>
    t.request({
      method: 'POST',
      url: '/api/administrators',
      token,
      headers: { 'idempotency-key': key },
      payload: { name: 'Once Only', email, password: 'once-only-pass-1', permissions: [4] },
    });
  const accountsWith = async (email: string) =>
    Number((await t.database.db.select({ n: count() }).from(accounts).where(eq(accounts.email, email)))[0].n);
  const auditTotal = async () => Number((await t.database.db.select({ n: count() }).from(auditLog))[0].n);

  it('a repeated create returns the stored response and creates nothing more', async () => {
    const email = uniqueEmail('once');
    const first = await create('create-1', email);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const audits = await auditTotal();

    const again = await create('create-1', email);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await accountsWith(email)).toBe(1);
    expect(await auditRowsFor(t.database.db, body<Administrator>(first).id)).toHaveLength(1);
    expect(await auditTotal()).toBe(audits);
    const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'create-1'));
    expect(stored).toMatchObject({ accountId: t.rootId, status: 201 });
  });

  it('the same key with a different body is a 422 and does nothing', async () => {
    const email = uniqueEmail('first');
    expect((await create('create-2', email)).statusCode).toBe(201);
    const other = uniqueEmail('other');
    const audits = await auditTotal();
    const res = await create('create-2', other);
    expectMessage(res, 422, /Idempotency-Key/);
    expect(await accountsWith(other)).toBe(0);
    expect(await auditTotal()).toBe(audits);
    // The same key on another route is a different request too.
    const elsewhere = await t.request({ method: 'POST', url: '/user-mgmt/check-email-available', token: t.rootToken, headers: { 'idempotency-key': 'create-2' }, payload: { email } });
    expect(elsewhere.statusCode).toBe(422);
  });

  it('a repeated password reset does not hand out the temporary password again, nor store it', async () => {
    const target = await t.adminWith([]);
    const reset = () =>
      t.request({ method: 'POST', url: '/user-mgmt/reset-user-password', token: t.rootToken, headers: { 'idempotency-key': 'reset-1' }, payload: { id: target.id } });
    const first = await reset();
    expect(first.statusCode).toBe(200);
    const { temporaryPassword } = first.json() as { temporaryPassword: string };
    const again = await reset();
    expectMessage(again, 409, /shown once/);
    expect(again.body).not.toContain(temporaryPassword);
    const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'reset-1'));
    expect(JSON.stringify(stored.response)).not.toContain(temporaryPassword);
    // The first temporary password is still the one that works.
    expect((await t.login(target.email, temporaryPassword)).statusCode).toBe(200);
  });

  it('keys are scoped to the admin who sent them', async () => {
    // The creator holds code 4 so that granting it is theirs to give.
    const creator = await t.adminWith([P.admin.create, 4]);
    const rootEmail = uniqueEmail('by-root');
    const theirEmail = uniqueEmail('by-creator');
    const mine = await create('shared-key', rootEmail);
    expect(mine.statusCode).toBe(201);
    const theirs = await create('shared-key', theirEmail, creator.token);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(body<Administrator>(theirs).email).toBe(theirEmail);
    expect(await accountsWith(theirEmail)).toBe(1);
    // Each admin's repeat gets their own stored response back.
    const theirRepeat = await create('shared-key', theirEmail, creator.token);
    expect(theirRepeat.headers['idempotent-replayed']).toBe('true');
    expect(theirRepeat.json()).toEqual(theirs.json());
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'shared-key'));
    expect(rows.map((r) => r.accountId).sort()).toEqual([creator.id, t.rootId].sort());
  });

  it('a repeated PATCH is not applied again and writes no second audit entry', async () => {
    const a = await t.adminWith([4]);
    const rename = (name: string, key?: string) =>
      t.request({ method: 'PATCH', url: `/api/administrators/${a.id}`, token: t.rootToken, headers: key ? { 'idempotency-key': key } : {}, payload: { name } });
    const first = await rename('Name From Key', 'patch-1');
    expect(first.statusCode).toBe(200);
    // Someone else renames in between; the repeat must not put the old name back.
    expect((await rename('Later Name')).statusCode).toBe(200);
    const audits = (await auditRowsFor(t.database.db, a.id)).length;
    const repeat = await rename('Name From Key', 'patch-1');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect((await accountRow(t.database.db, a.id)).name).toBe('Later Name');
    expect(await auditRowsFor(t.database.db, a.id)).toHaveLength(audits);
  });

  it('a stored failure is replayed as it was', async () => {
    const first = await create('dup-1', ROOT_EMAIL);
    expectMessage(first, 409);
    const again = await create('dup-1', ROOT_EMAIL);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('two simultaneous requests with one key create one account', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([create('race-1', email), create('race-1', email), create('race-1', email)]);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201 && !r.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await accountsWith(email)).toBe(1);
  });

  it('a repeated decision returns the stored response and decides once', async () => {
    const u = await insertUser(t.database.db, { role: 'rider', approvalStatus: 'pending' });
    const decide = (key: string) =>
      t.request({ method: 'PATCH', url: `/api/users/${u.id}/approval-action`, token: t.rootToken, headers: { 'idempotency-key': key }, payload: { action: 'approve', remark: 'Once' } });
    const first = await decide('decide-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await decide('decide-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await auditRowsFor(t.database.db, u.id)).toHaveLength(1);
    // The same decision under a new key is a new request, and the user is no longer pending.
    expectMessage(await decide('decide-2'), 409);
    const verify = () =>
      t.request({ method: 'POST', url: '/user-mgmt/action-rider-verification', token: t.rootToken, headers: { 'idempotency-key': 'verify-1' }, payload: { account_number: u.accountNumber, action: 'Approved' } });
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).headers['idempotent-replayed']).toBe('true');
    expect((await auditRowsFor(t.database.db, u.id)).map((r) => r.action)).toEqual(['user.approve', 'rider.verification-approved']);
  });

  it('a repeated multipart registration returns the stored response and creates one account', async () => {
    const fields = registration({ role: 'rider' });
    const form = multipart(fields, [{ field: 'identity_front', filename: 'id.jpg', content: JPEG }]);
    const register = (key: string, f = form) =>
      t.request({ method: 'POST', url: '/api/auth/register-new-user', token: t.rootToken, payload: f.payload, headers: { ...f.headers, 'idempotency-key': key } });
    const filesBefore = await countRows(t.database.db, files);
    const first = await register('register-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await register('register-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await accountsWith(fields.email)).toBe(1);
    expect(await countRows(t.database.db, files)).toBe(filesBefore + 1);
    expect(await auditRowsFor(t.database.db, body<User>(first).id)).toHaveLength(1);
    // Another form under the same key is refused, and nothing is made.
    const other = registration({ role: 'guest', name: 'A Different And Longer Name' });
    expectMessage(await register('register-1', multipart(other)), 422, /Idempotency-Key/);
    expect(await accountsWith(other.email)).toBe(0);
  });

  it('a claim still unanswered after five minutes (its server died) is taken over; a fresh one is a 409', async () => {
    const claim = (key: string, minutesAgo: number, requestHash = 'from-a-dead-server') =>
      t.database.db.insert(idempotencyKeys).values({ accountId: t.rootId, key, requestHash, createdAt: new Date(Date.now() - minutesAgo * 60_000) });
    const busy = uniqueEmail('in-flight');
    // The same request as the one below, still being answered by another server.
    const payload = { name: 'Once Only', email: busy, password: 'once-only-pass-1', permissions: [4] };
    await claim('abandoned-1', 6);
    await claim('in-flight-1', 1, createHash('sha256').update(`POST /api/administrators\n${JSON.stringify(payload)}`).digest('hex'));

    const email = uniqueEmail('abandoned');
    const taken = await create('abandoned-1', email);
    expect(taken.statusCode).toBe(201);
    expect(await accountsWith(email)).toBe(1);
    const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'abandoned-1'));
    expect(stored).toMatchObject({ status: 201 });
    expect(stored.requestHash).not.toBe('from-a-dead-server');
    expect((await create('abandoned-1', email)).headers['idempotent-replayed']).toBe('true');

    expectMessage(await create('in-flight-1', busy), 409, /already being processed/);
    expect(await accountsWith(busy)).toBe(0);
  });

  it('a claim whose server is gone is taken over at once, its committed effect answered and not made again; a live server\'s claim is a 409', async () => {
    const email = uniqueEmail('replayed');
    const payload = { name: 'Once Only', email, password: 'once-only-pass-1', permissions: [4] };
    // The first attempt, run here, records its transaction's result under the key; then its server "dies".
    const first = await create('dead-server-1', email);
    expect(first.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'dead-server-1'));
    expect(row.effects?.length).toBeGreaterThan(0);
    await t.database.db.update(idempotencyKeys).set({ status: null, response: null, claimedBy: '999999' }).where(eq(idempotencyKeys.key, 'dead-server-1'));
    const retried = await create('dead-server-1', email);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(body<Administrator>(retried).id).toBe(body<Administrator>(first).id);
    expect(await accountsWith(email)).toBe(1);

    // A claim of this very server, a minute old, is still being answered.
    const busy = uniqueEmail('live');
    await t.database.db.insert(idempotencyKeys).values({
      accountId: t.rootId, key: 'live-server-1', claimedBy: t.database.instance.id,
      requestHash: createHash('sha256').update(`POST /api/administrators\n${JSON.stringify({ ...payload, email: busy })}`).digest('hex'),
    });
    expectMessage(await create('live-server-1', busy), 409, /already being processed/);
    expect(await accountsWith(busy)).toBe(0);
  });

  it('rejects an over-long key and ignores keys on reads', async () => {
    expectMessage(await create('k'.repeat(201), uniqueEmail('long')), 400, /Idempotency-Key/);
    const before = Number((await t.database.db.select({ n: count() }).from(idempotencyKeys))[0].n);
    const read = await t.request({ method: 'GET', url: '/api/administrators/aggregation', token: t.rootToken, headers: { 'idempotency-key': 'read-1' } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['idempotent-replayed']).toBeUndefined();
    expect(Number((await t.database.db.select({ n: count() }).from(idempotencyKeys))[0].n)).toBe(before);
  });
});
