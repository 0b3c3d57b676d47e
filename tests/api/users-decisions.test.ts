import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { accounts } from '@server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '@shared/permissions';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { auditRowsFor, body, expectFieldErrors, expectMessage, expectNoLeak, type AuditList } from './helpers/fixtures';
import { insertSession, insertUser, sessionRow, type User, type UserSeed } from './helpers/users';

describe.each(BACKENDS)('user decisions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const patch = (id: string, what: string, payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'PATCH', url: `/api/users/${id}/${what}`, token: t.rootToken, payload, headers });
  const read = async (id: string) => body<User>(await t.request({ method: 'GET', url: `/api/users/${id}`, token: t.rootToken }));
  const audits = (id: string) => auditRowsFor(t.database.db, id);
  const user = (seed: UserSeed = {}) => insertUser(t.database.db, seed);

  /** A 409 whose `current` is the record exactly as GET /api/users/:id shows it now; nothing written. */
  async function expectMovedOn(res: Awaited<ReturnType<typeof patch>>, id: string, auditsBefore: number) {
    expectMessage(res, 409);
    expect(body<{ current: User }>(res).current).toEqual(await read(id));
    expect(await audits(id)).toHaveLength(auditsBefore);
  }

  describe('approval-action', () => {
    it('approves a pending user, with one audit row holding before and after', async () => {
      const { id } = await user({ approvalStatus: 'pending' });
      const res = await patch(id, 'approval-action', { action: 'approve', remark: 'Documents in order' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<User>(res)).toMatchObject({ id, approvalStatus: 'approved', approvalRemark: 'Documents in order' });
      expect(await read(id)).toEqual(body<User>(res));
      const rows = await audits(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'user.approve', entity: 'users.account', entityId: id, actorId: t.rootId, viaOutbox: false });
      expect(rows[0].before).toMatchObject({ approvalStatus: 'pending' });
      expect(rows[0].after).toMatchObject({ approvalStatus: 'approved' });
    });

    it('rejects a pending user; the remark may be left out', async () => {
      const { id } = await user({ approvalStatus: 'pending' });
      const res = await patch(id, 'approval-action', { action: 'reject' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<User>(res)).toMatchObject({ approvalStatus: 'rejected', approvalRemark: null });
      expect((await audits(id)).map((r) => r.action)).toEqual(['user.reject']);
    });

    it('is a 409 with the current user once the decision is no longer pending', async () => {
      const { id } = await user({ approvalStatus: 'pending' });
      expect((await patch(id, 'approval-action', { action: 'approve' })).statusCode).toBe(200);
      for (const action of ['approve', 'reject']) {
        const res = await patch(id, 'approval-action', { action, remark: 'late' });
        await expectMovedOn(res, id, 1);
        expect(body<{ current: User }>(res).current.approvalStatus).toBe('approved');
      }
      const rejected = await user({ approvalStatus: 'rejected' });
      await expectMovedOn(await patch(rejected.id, 'approval-action', { action: 'approve' }), rejected.id, 0);
    });

    it('is a 409 when the state the admin saw is not the state now', async () => {
      const { id } = await user({ approvalStatus: 'pending' });
      const res = await patch(id, 'approval-action', { action: 'approve', expected: 'rejected' });
      await expectMovedOn(res, id, 0);
      expect(body<{ current: User }>(res).current.approvalStatus).toBe('pending');
      expect((await patch(id, 'approval-action', { action: 'approve', expected: 'pending' })).statusCode).toBe(200);
    });

    it('refuses a bad action, a bad id, an unknown user and an administrator', async () => {
      const { id } = await user({ approvalStatus: 'pending' });
      expectFieldErrors(await patch(id, 'approval-action', { action: 'maybe' }), ['action']);
      expectFieldErrors(await patch(id, 'approval-action', { remark: 'no action' }), ['action']);
      expectFieldErrors(await patch(id, 'approval-action', { action: 'approve', expected: 'later' }), ['expected']);
      expectFieldErrors(await patch(id, 'approval-action', { action: 'approve', remark: 'x'.repeat(501) }), ['remark']);
      expectMessage(await patch('not-a-uuid', 'approval-action', { action: 'approve' }), 400, /id/);
      expectMessage(await patch(randomUUID(), 'approval-action', { action: 'approve' }), 404);
      expectMessage(await patch(t.rootId, 'approval-action', { action: 'approve' }), 403, /Administrators/);
      expect((await read(id)).approvalStatus).toBe('pending');
      expect(await audits(id)).toHaveLength(0);
    });
  });

  describe('url', () => {
    it('sets an http(s) link, audited', async () => {
      const { id } = await user();
      for (const url of ['https://example.com/profile?id=1', 'http://example.org']) {
        const res = await patch(id, 'url', { url });
        expect(res.statusCode, res.body).toBe(200);
        expect(body<User>(res).url).toBe(url);
      }
      const rows = await audits(id);
      expect(rows.map((r) => r.action)).toEqual(['user.url', 'user.url']);
      expect(rows[1].before).toMatchObject({ url: 'https://example.com/profile?id=1' });
      expect(rows[1].after).toMatchObject({ url: 'http://example.org' });
    });

    it('refuses anything but an http(s) URL, naming url', async () => {
      const { id } = await user();
      for (const url of ['javascript:alert(1)', 'ftp://example.com/file', 'not a url', '', 'data:text/html,hi', 'x'.repeat(2001)]) {
        const res = await patch(id, 'url', { url });
        expectFieldErrors(res, ['url']);
        expectNoLeak(res);
      }
      expectFieldErrors(await patch(id, 'url', {}), ['url']);
      expect((await read(id)).url).toBeNull();
      expect(await audits(id)).toHaveLength(0);
    });
  });

  describe('ban', () => {
    it('needs a remark to ban', async () => {
      const { id } = await user();
      expectFieldErrors(await patch(id, 'ban', { ban: true }), ['remark']);
      expectFieldErrors(await patch(id, 'ban', { ban: true, remark: '   ' }), ['remark']);
      expectFieldErrors(await patch(id, 'ban', { ban: 'yes', remark: 'Fraud' }), ['ban']);
      expect((await read(id)).banned).toBe(false);
      expect(await audits(id)).toHaveLength(0);
    });

    it('bans with a remark and revokes every session of that user, and only theirs', async () => {
      const { id } = await user();
      const other = await user();
      const sessions = [await insertSession(t.database.db, id), await insertSession(t.database.db, id)];
      const untouched = await insertSession(t.database.db, other.id);
      const res = await patch(id, 'ban', { ban: true, remark: 'Chargeback fraud' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<User>(res)).toMatchObject({ banned: true, banRemark: 'Chargeback fraud' });
      for (const hash of sessions) {
        const row = await sessionRow(t.database.db, hash);
        expect(row.revokedAt).toBeInstanceOf(Date);
        expect(row.revokedReason).toMatch(/ban/);
      }
      expect((await sessionRow(t.database.db, untouched)).revokedAt).toBeNull();
      const rows = await audits(id);
      expect(rows.map((r) => r.action)).toEqual(['user.ban']);
      expect(rows[0]).toMatchObject({ entity: 'users.account', before: expect.objectContaining({ banned: false }), after: expect.objectContaining({ banned: true }) });
    });

    it('banning a banned user is a 200 no-op with no new audit row; unban needs no remark', async () => {
      const { id } = await user();
      expect((await patch(id, 'ban', { ban: true, remark: 'Spam' })).statusCode).toBe(200);
      const again = await patch(id, 'ban', { ban: true, remark: 'Spam again' });
      expect(again.statusCode).toBe(200);
      expect(body<User>(again)).toMatchObject({ banned: true, banRemark: 'Spam' });
      expect(await audits(id)).toHaveLength(1);

      const unban = await patch(id, 'ban', { ban: false });
      expect(unban.statusCode, unban.body).toBe(200);
      expect(body<User>(unban).banned).toBe(false);
      expect((await patch(id, 'ban', { ban: false })).statusCode).toBe(200);
      expect((await audits(id)).map((r) => r.action)).toEqual(['user.ban', 'user.unban']);
    });

    it('an unban remark is kept apart from the ban remark, which stays; a new ban clears the unban remark', async () => {
      const { id } = await user();
      expect((await patch(id, 'ban', { ban: true, remark: 'Fake listings' })).statusCode).toBe(200);
      const unban = await patch(id, 'ban', { ban: false, remark: 'Appeal accepted' });
      expect(unban.statusCode, unban.body).toBe(200);
      expect(body<User>(unban)).toMatchObject({ banned: false, banRemark: 'Fake listings', unbanRemark: 'Appeal accepted' });
      expect(await read(id)).toMatchObject({ banRemark: 'Fake listings', unbanRemark: 'Appeal accepted' });
      const [, unbanned] = await audits(id);
      expect(unbanned.after).toMatchObject({ banRemark: 'Fake listings', unbanRemark: 'Appeal accepted' });
      const again = await patch(id, 'ban', { ban: true, remark: 'Again' });
      expect(body<User>(again)).toMatchObject({ banned: true, banRemark: 'Again', unbanRemark: null });
    });

    it('migration 0006 copies an older unban remark (written over ban_remark) into unban_remark, leaving banned users and ban_remark alone', async () => {
      const sqlText = readFileSync(new URL('../../src/server/db/migrations/0006_unban_remark_audit_client.sql', import.meta.url), 'utf8');
      const backfill = sqlText.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'));
      expect(backfill).toBeDefined();
      const unbanned = await user({ banned: false });
      const banned = await user({ banned: true });
      const untouched = await user({ banned: false });
      await t.database.db.update(accounts).set({ banRemark: 'Appeal accepted', unbanRemark: null }).where(eq(accounts.id, unbanned.id));
      await t.database.db.update(accounts).set({ banRemark: 'Fraud', unbanRemark: null }).where(eq(accounts.id, banned.id));
      await t.database.db.execute(sql.raw(backfill!));
      expect(await read(unbanned.id)).toMatchObject({ banRemark: 'Appeal accepted', unbanRemark: 'Appeal accepted' });
      expect(await read(banned.id)).toMatchObject({ banRemark: 'Fraud', unbanRemark: null });
      expect(await read(untouched.id)).toMatchObject({ banRemark: null, unbanRemark: null });
    });

    it('is a 409 when the ban state moved on since the admin looked', async () => {
      const { id } = await user({ banned: true });
      const res = await patch(id, 'ban', { ban: true, remark: 'Again', expected: false });
      await expectMovedOn(res, id, 0);
      expect(body<{ current: User }>(res).current.banned).toBe(true);
      expectMessage(await patch(randomUUID(), 'ban', { ban: false }), 404);
    });
  });

  it('the history of decisions is readable at /api/users/:id/history with only code 4, newest first', async () => {
    const { id } = await user({ approvalStatus: 'pending' });
    await patch(id, 'approval-action', { action: 'approve', remark: 'ok' });
    await patch(id, 'url', { url: 'https://stayops.example/u' });
    await patch(id, 'ban', { ban: true, remark: 'Abuse' });
    const viewer = await t.adminWith([P.user.view]);
    const res = await t.request({ method: 'GET', url: `/api/users/${id}/history`, token: viewer.token });
    expect(res.statusCode, res.body).toBe(200);
    const b = body<AuditList>(res);
    expect(b.totalCount).toBe(3);
    expect(b.entries.map((e) => e.action)).toEqual(['user.ban', 'user.url', 'user.approve']);
    expect(b.entries.every((e) => e.entity === 'users.account' && e.entityId === id && e.actorName === 'Root Admin')).toBe(true);
    expect(b.entries[2].before).toMatchObject({ approvalStatus: 'pending' });
    // …while the whole audit stays closed to them.
    expectMessage(await t.request({ method: 'GET', url: '/api/audit', token: viewer.token }), 403);
    expectMessage(await t.request({ method: 'GET', url: `/api/users/${randomUUID()}/history`, token: viewer.token }), 404);
  });

  it('a decision replayed from the offline queue is marked viaOutbox', async () => {
    const { id } = await user({ approvalStatus: 'pending' });
    const res = await patch(id, 'approval-action', { action: 'approve' }, { 'x-stayops-outbox': '1' });
    expect(res.statusCode).toBe(200);
    await patch(id, 'url', { url: 'https://example.com' });
    expect((await audits(id)).map((r) => [r.action, r.viaOutbox])).toEqual([
      ['user.approve', true],
      ['user.url', false],
    ]);
  });

  it('records the app’s claim of how it queued a decision, and drops claims that do not parse', async () => {
    const queuedAt = '2026-11-20T08:15:00.000Z';
    const offline = await user({ approvalStatus: 'pending' });
    const sent = await patch(offline.id, 'approval-action', { action: 'approve' }, {
      'x-stayops-outbox': '1',
      'x-stayops-queued-at': queuedAt,
      'x-stayops-queued-offline': '1',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const online = await user({ approvalStatus: 'pending' });
    await patch(online.id, 'approval-action', { action: 'approve' }, { 'x-stayops-outbox': '1', 'x-stayops-queued-at': '2026-11-20T16:15:00+08:00', 'x-stayops-queued-offline': '0' });
    const plain = await user({ approvalStatus: 'pending' });
    await patch(plain.id, 'approval-action', { action: 'approve' });
    expect((await audits(offline.id))[0]).toMatchObject({ viaOutbox: true, client: { queuedAt, queuedOffline: true } });
    expect((await audits(online.id))[0]).toMatchObject({ viaOutbox: true, client: { queuedAt, queuedOffline: false } });
    expect((await audits(plain.id))[0].client).toBeNull();

    // The history shows the claim as it was recorded.
    const history = body<AuditList>(await t.request({ method: 'GET', url: `/api/users/${offline.id}/history`, token: t.rootToken }));
    expect(history.entries[0].client).toEqual({ queuedAt, queuedOffline: true });

    const bad: Record<string, string>[] = [
      { 'x-stayops-queued-at': 'yesterday', 'x-stayops-queued-offline': 'yes' },
      { 'x-stayops-queued-at': '2099-01-01T00:00:00Z', 'x-stayops-queued-offline': 'true' },
      { 'x-stayops-queued-at': '1999-12-31T23:59:59Z', 'x-stayops-queued-offline': '' },
      { 'x-stayops-queued-at': '2026-13-45T99:99:99Z', 'x-stayops-queued-offline': '1'.repeat(5000) },
      { 'x-stayops-queued-at': `2026-11-20T08:15:00Z${'0'.repeat(100)}` },
    ];
    for (const headers of bad) {
      const target = await user({ approvalStatus: 'pending' });
      const res = await patch(target.id, 'approval-action', { action: 'approve' }, { 'x-stayops-outbox': '1', ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect((await audits(target.id))[0].client, JSON.stringify(headers)).toBeNull();
    }
    // Half a claim is kept as half.
    const half = await user({ approvalStatus: 'pending' });
    await patch(half.id, 'approval-action', { action: 'approve' }, { 'x-stayops-queued-at': 'garbage', 'x-stayops-queued-offline': '1' });
    expect((await audits(half.id))[0].client).toEqual({ queuedAt: null, queuedOffline: true });
  });
});
