import { asc, count, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema';
import { BACKENDS, createTestApp, listUrl, ROOT_EMAIL, type TestApp } from './helpers/test-app';
import { allKeys, auditRowsFor, body, expectMessage, type Administrator, type AuditList, type LoginResponse } from './helpers/fixtures';

const SECRET_KEYS = ['password', 'passwordHash', 'password_hash', 'temporaryPassword', 'newPassword', 'currentPassword', 'token'];

describe.each(BACKENDS)('audit trail on %s', (backend) => {
  let t: TestApp;
  let targetId = '';
  const secrets: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const auditTotal = async () => Number((await t.database.db.select({ n: count() }).from(auditLog))[0].n);

  /** Runs a call and checks it wrote exactly one audit row about the target with these properties. */
  async function oneEntry(
    call: () => Promise<LightMyRequestResponse>,
    expected: { status: number; action: string; actorId: () => string; hasBefore: boolean; viaOutbox?: boolean },
  ) {
    const total = await auditTotal();
    const res = await call();
    expect(res.statusCode, res.body).toBe(expected.status);
    expect(await auditTotal()).toBe(total + 1);
    const rows = await auditRowsFor(t.database.db, targetId);
    const row = rows[rows.length - 1];
    expect(row).toMatchObject({ action: expected.action, entity: 'administrators.account', entityId: targetId, actorId: expected.actorId(), viaOutbox: expected.viaOutbox ?? false });
    expect(row.at).toBeInstanceOf(Date);
    expect(row.before === null).toBe(!expected.hasBefore);
    return { res, row };
  }

  const root = () => t.rootId;
  const target = () => targetId;

  it('the first admin’s creation is on record, made by nobody', async () => {
    const rows = await t.database.db.select().from(auditLog).where(isNull(auditLog.actorId)).orderBy(asc(auditLog.id));
    expect(rows[0]).toMatchObject({ action: 'administrator.create', entity: 'administrators.account', entityId: t.rootId });
  });

  it('create writes one entry with the new record as after', async () => {
    secrets.push('audited-create-pass-1');
    const total = await auditTotal();
    const res = await t.request({
      method: 'POST',
      url: '/api/administrators',
      token: t.rootToken,
      payload: { name: 'Audit Target', email: 'audit.target@stayops.test', password: secrets[0], permissions: [4] },
    });
    expect(res.statusCode).toBe(201);
    targetId = body<Administrator>(res).id;
    expect(await auditTotal()).toBe(total + 1);
    const rows = await auditRowsFor(t.database.db, targetId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'administrator.create', entity: 'administrators.account', actorId: t.rootId, before: null, viaOutbox: false });
    expect(rows[0].after).toMatchObject({ id: targetId, email: 'audit.target@stayops.test', permissions: [4], active: true });
  });

  it('update, deactivate and activate each write one entry with before and after', async () => {
    const p = (payload: object, headers: Record<string, string> = {}) => () =>
      t.request({ method: 'PATCH', url: `/api/administrators/${targetId}`, token: t.rootToken, payload, headers });
    const renamed = await oneEntry(p({ name: 'Audit Renamed' }), { status: 200, action: 'administrator.update', actorId: root, hasBefore: true });
    expect(renamed.row.before).toMatchObject({ name: 'Audit Target' });
    expect(renamed.row.after).toMatchObject({ name: 'Audit Renamed' });
    const off = await oneEntry(p({ active: false }, { 'x-stayops-outbox': '1' }), { status: 200, action: 'administrator.deactivate', actorId: root, hasBefore: true, viaOutbox: true });
    expect(off.row.before).toMatchObject({ active: true });
    expect(off.row.after).toMatchObject({ active: false });
    await oneEntry(p({ active: true }), { status: 200, action: 'administrator.activate', actorId: root, hasBefore: true });
  });

  it('a permission change writes one entry with the old and new codes', async () => {
    const { row } = await oneEntry(
      () => t.request({ method: 'POST', url: '/user-mgmt/change-admin-permission', token: t.rootToken, payload: { id: targetId, permissions: [8, 4] } }),
      { status: 200, action: 'administrator.permissions', actorId: root, hasBefore: true },
    );
    expect(row.before).toMatchObject({ permissions: [4] });
    expect(row.after).toMatchObject({ permissions: [4, 8] });
  });

  it('a password reset writes one entry, without the temporary password', async () => {
    const { res, row } = await oneEntry(
      () => t.request({ method: 'POST', url: '/user-mgmt/reset-user-password', token: t.rootToken, payload: { id: targetId } }),
      { status: 200, action: 'administrator.reset-password', actorId: root, hasBefore: true },
    );
    secrets.push(body<{ temporaryPassword: string }>(res).temporaryPassword);
    expect(row.before).toEqual({ mustChangePassword: false });
    expect(row.after).toEqual({ mustChangePassword: true });
  });

  it('the admin’s own password change and logout are recorded as theirs, with the outbox flag', async () => {
    const login = body<LoginResponse>(await t.login('audit.target@stayops.test', secrets[1]));
    secrets.push('audited-own-pass-2', login.token);
    await oneEntry(
      () => t.request({ method: 'POST', url: '/api/auth/change-password', token: login.token, payload: { currentPassword: secrets[1], newPassword: secrets[2] }, headers: { 'x-stayops-outbox': '1' } }),
      { status: 200, action: 'account.change-password', actorId: target, hasBefore: false, viaOutbox: true },
    );
    await oneEntry(
      () => t.request({ method: 'POST', url: '/api/auth/logout', token: login.token, headers: { 'x-stayops-outbox': '1' } }),
      { status: 200, action: 'account.logout', actorId: target, hasBefore: false, viaOutbox: true },
    );
  });

  it('failed calls write nothing', async () => {
    const total = await auditTotal();
    const calls = [
      { method: 'POST' as const, url: '/api/administrators', payload: { name: 'Dup', email: ROOT_EMAIL, password: 'long-enough-pass' } },
      { method: 'POST' as const, url: '/api/administrators', payload: { name: '', email: 'bad' } },
      { method: 'PATCH' as const, url: `/api/administrators/${t.rootId}`, payload: { active: false } },
      { method: 'PATCH' as const, url: '/api/administrators/00000000-0000-4000-8000-000000000000', payload: { name: 'x' } },
      { method: 'POST' as const, url: '/user-mgmt/change-admin-permission', payload: { id: targetId, permissions: [999] } },
    ];
    for (const c of calls) expect((await t.request({ ...c, token: t.rootToken })).statusCode).toBeGreaterThanOrEqual(400);
    expect(await auditTotal()).toBe(total);
  });

  it('no entry holds a password, a hash or a token', async () => {
    const rows = await t.database.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    for (const r of rows) {
      const snapshot = JSON.stringify([r.before, r.after]);
      expect(allKeys([r.before, r.after]).filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
      expect(snapshot).not.toContain('scrypt$');
      for (const s of secrets) expect(snapshot).not.toContain(s);
    }
  });

  it('GET /api/audit filtered by entityId lists the record’s history newest first', async () => {
    const res = await t.request({ method: 'GET', url: listUrl('/api/audit', { filter: { entityId: targetId }, pagination: { limit: 100 } }), token: t.rootToken });
    expect(res.statusCode).toBe(200);
    const l = body<AuditList>(res);
    const actions = [
      'administrator.create',
      'administrator.update',
      'administrator.deactivate',
      'administrator.activate',
      'administrator.permissions',
      'administrator.reset-password',
      'account.change-password',
      'account.logout',
    ];
    expect(l.totalCount).toBe(actions.length);
    expect(l.entries.map((e) => e.action)).toEqual([...actions].reverse());
    const ids = l.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = l.entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(l.entries.map((e) => e.viaOutbox)).toEqual([true, true, false, false, false, true, false, false]);
    expect(l.entries[l.entries.length - 1]).toMatchObject({ actorId: t.rootId, actorName: 'Root Admin', entity: 'administrators.account', entityId: targetId, before: null });
    expect(l.entries[0]).toMatchObject({ actorId: targetId, actorName: 'Audit Renamed' });

    const oldest = body<AuditList>(await t.request({ method: 'GET', url: listUrl('/api/audit', { filter: { entityId: targetId }, sort: { at: 'asc' } }), token: t.rootToken }));
    expect(oldest.entries.map((e) => e.action)).toEqual(actions);
    const byAction = body<AuditList>(
      await t.request({ method: 'GET', url: listUrl('/api/audit', { filter: { entityId: targetId, action: 'administrator.update' } }), token: t.rootToken }),
    );
    expect(byAction.entries.map((e) => e.action)).toEqual(['administrator.update']);
    const byActor = body<AuditList>(await t.request({ method: 'GET', url: listUrl('/api/audit', { filter: { actorId: targetId } }), token: t.rootToken }));
    expect(byActor.entries.map((e) => e.action)).toEqual(['account.logout', 'account.change-password']);
    expectMessage(await t.request({ method: 'GET', url: listUrl('/api/audit', { filter: { who: 'x' } }), token: t.rootToken }), 400, /who/);
  });
});
