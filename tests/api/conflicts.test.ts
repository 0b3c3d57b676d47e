import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictBody, type ConflictBody } from '@shared/contracts/common';
import { approvalAction } from '@shared/contracts/users';
import { P } from '@shared/permissions';
import { idempotencyKeys } from '@server/db/schema';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { accountRow, auditRowsFor, body, expectMessage } from './helpers/fixtures';
import { insertContactChange, insertUser, tag, type ContactChangeSubmission, type User, type UserSeed } from './helpers/users';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Two admins decide on the same record; the one who comes second gets a 409 that says what the
 * record is now and who decided what, and when — what the offline outbox shows as a conflict.
 */
describe.each(BACKENDS)('409 conflicts name the last change on %s', (backend) => {
  let t: TestApp;
  let a: { id: string; token: string; name: string };
  let b: { id: string; token: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const admin = async () => {
      const made = await t.adminWith([P.user.view, P.user.approve, P.user.edit]);
      return { ...made, name: (await accountRow(t.database.db, made.id)).name };
    };
    a = await admin();
    b = await admin();
  });
  afterAll(async () => t?.close());

  const as = (who: { token: string }, method: 'PATCH' | 'POST', url: string, payload: object, headers: Record<string, string> = {}) =>
    t.request({ method, url, token: who.token, payload, headers });
  const read = async (id: string) => body<User>(await t.request({ method: 'GET', url: `/api/users/${id}`, token: t.rootToken }));
  const user = (seed: UserSeed = {}) => insertUser(t.database.db, seed);

  /** A 409 in exactly the shared contract's shape; nothing more was written for the record. */
  async function expectConflict<T>(res: LightMyRequestResponse, entityId: string, auditsBefore: number) {
    expectMessage(res, 409);
    const parsed = conflictBody.safeParse(res.json());
    expect(parsed.success, res.body).toBe(true);
    expect(Object.keys(res.json() as object).sort()).toEqual(['current', 'lastChange', 'message', 'refusal']);
    expect(await auditRowsFor(t.database.db, entityId)).toHaveLength(auditsBefore);
    return res.json() as ConflictBody & { current: T };
  }

  /** The record's latest audit row, as lastChange should repeat it. */
  async function latestAudit(entityId: string) {
    const rows = await auditRowsFor(t.database.db, entityId);
    return rows[rows.length - 1];
  }

  describe('approval-action', () => {
    it('A rejects, then B approves expecting pending: 409 with the rejection, by A, and when', async () => {
      const { id } = await user({ approvalStatus: 'pending' });
      const first = await as(a, 'PATCH', `/api/users/${id}/approval-action`, { action: 'reject', remark: 'Blurry documents', expected: 'pending' });
      expect(first.statusCode, first.body).toBe(200);

      const res = await as(b, 'PATCH', `/api/users/${id}/approval-action`, { action: 'approve', remark: 'Looks fine', expected: 'pending' });
      const conflict = await expectConflict<User>(res, id, 1);
      expect(conflict.current.approvalStatus).toBe('rejected');
      expect(conflict.current).toEqual(await read(id));
      expect(conflict.lastChange).toEqual({ action: 'user.reject', actorName: a.name, at: expect.stringMatching(ISO) });
      expect(conflict.lastChange!.at).toBe((await latestAudit(id)).at.toISOString());
      expect(Math.abs(Date.parse(conflict.lastChange!.at) - Date.now())).toBeLessThan(60_000);
      // Why, in the rule's terms: the state it is in now, and who decided it.
      expect(conflict.refusal).toEqual({
        code: 'moved_on',
        details: { field: 'approvalStatus', now: 'rejected', by: a.name, at: conflict.lastChange!.at },
      });
    });

    it('without expected, a decision on a user no longer pending is the same kind of 409', async () => {
      const { id } = await user({ approvalStatus: 'pending' });
      expect((await as(a, 'PATCH', `/api/users/${id}/approval-action`, { action: 'approve' })).statusCode).toBe(200);
      const conflict = await expectConflict<User>(await as(b, 'PATCH', `/api/users/${id}/approval-action`, { action: 'reject' }), id, 1);
      expect(conflict.current.approvalStatus).toBe('approved');
      expect(conflict.lastChange).toMatchObject({ action: 'user.approve', actorName: a.name });
    });

    it('lastChange is the latest entry for the record, whatever it was', async () => {
      const { id } = await user({ approvalStatus: 'pending' });
      expect((await as(a, 'PATCH', `/api/users/${id}/approval-action`, { action: 'reject', remark: 'No' })).statusCode).toBe(200);
      expect((await as(b, 'PATCH', `/api/users/${id}/url`, { url: 'https://example.com/profile' })).statusCode).toBe(200);
      const conflict = await expectConflict<User>(await as(a, 'PATCH', `/api/users/${id}/approval-action`, { action: 'approve', expected: 'pending' }), id, 2);
      expect(conflict.lastChange).toMatchObject({ action: 'user.url', actorName: b.name });
      // The one who decided first is who rejected, not whoever edited the record last.
      expect(conflict.refusal?.details).toMatchObject({ now: 'rejected', by: a.name });
    });

    it('is null when nothing about the record was ever recorded', async () => {
      const { id } = await user({ approvalStatus: 'rejected' });
      const conflict = await expectConflict<User>(await as(b, 'PATCH', `/api/users/${id}/approval-action`, { action: 'approve', expected: 'pending' }), id, 0);
      expect(conflict.current.approvalStatus).toBe('rejected');
      expect(conflict.lastChange).toBeNull();
      expect(conflict.refusal?.details).toMatchObject({ now: 'rejected', by: null, at: null });
    });

    it('a replayed conflict under the same Idempotency-Key is the stored one, lastChange and all', async () => {
      const { id } = await user({ approvalStatus: 'pending' });
      expect((await as(a, 'PATCH', `/api/users/${id}/approval-action`, { action: 'reject', remark: 'No' })).statusCode).toBe(200);
      const headers = { 'idempotency-key': `conflict-${tag()}` };
      const payload = { action: 'approve', expected: 'pending' };
      const first = await as(b, 'PATCH', `/api/users/${id}/approval-action`, payload, headers);
      const conflict = await expectConflict<User>(first, id, 1);
      const again = await as(b, 'PATCH', `/api/users/${id}/approval-action`, payload, headers);
      expect(again.statusCode).toBe(409);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(conflict);
    });

    it('a request still being processed under its key stays a plain 409 message, not a conflict', async () => {
      const { id } = await user({ approvalStatus: 'pending' });
      const url = `/api/users/${id}/approval-action`;
      const payload = { action: 'approve', expected: 'pending' } as const;
      const key = `busy-${tag()}`;
      const requestHash = createHash('sha256').update(`PATCH ${url}\n${JSON.stringify(approvalAction.parse(payload))}`).digest('hex');
      await t.database.db.insert(idempotencyKeys).values({ accountId: b.id, key, requestHash });
      const res = await as(b, 'PATCH', url, payload, { 'idempotency-key': key });
      expectMessage(res, 409, /already being processed/);
      expect(res.json()).not.toHaveProperty('current');
      expect((await read(id)).approvalStatus).toBe('pending');
    });
  });

  describe('ban', () => {
    it('A bans, then B bans expecting not banned: 409 with the ban, by A', async () => {
      const { id } = await user();
      expect((await as(a, 'PATCH', `/api/users/${id}/ban`, { ban: true, remark: 'Fake bookings', expected: false })).statusCode).toBe(200);
      const res = await as(b, 'PATCH', `/api/users/${id}/ban`, { ban: true, remark: 'Spam', expected: false });
      const conflict = await expectConflict<User>(res, id, 1);
      expect(conflict.current).toMatchObject({ banned: true, banRemark: 'Fake bookings' });
      expect(conflict.lastChange).toEqual({ action: 'user.ban', actorName: a.name, at: (await latestAudit(id)).at.toISOString() });
    });

    it('the older /user-mgmt/ban-user answers the same conflict', async () => {
      const u = await user();
      expect((await as(a, 'POST', '/user-mgmt/ban-user', { account_number: u.accountNumber, ban: true, remark: 'Chargebacks' })).statusCode).toBe(200);
      const res = await as(b, 'POST', '/user-mgmt/ban-user', { account_number: u.accountNumber, ban: false, expected: false });
      const conflict = await expectConflict<User>(res, u.id, 1);
      expect(conflict.current.banned).toBe(true);
      expect(conflict.lastChange).toMatchObject({ action: 'user.ban', actorName: a.name, at: expect.stringMatching(ISO) });
    });

    it('VIP decisions too', async () => {
      const u = await user();
      expect((await as(a, 'POST', '/user-mgmt/set-vip-status', { account_number: u.accountNumber, is_vip: true, expected: false })).statusCode).toBe(200);
      const res = await as(b, 'POST', '/user-mgmt/set-vip-status', { account_number: u.accountNumber, is_vip: true, expected: false });
      const conflict = await expectConflict<User>(res, u.id, 1);
      expect(conflict.lastChange).toMatchObject({ action: 'user.vip', actorName: a.name });
    });
  });

  describe('contact-change decision', () => {
    const decide = (who: { token: string }, id: string, payload: object) => as(who, 'PATCH', `/api/change-contact-submissions/${id}`, payload);

    it('A approves, then B rejects expecting pending: 409 with the approval, by A', async () => {
      const u = await user({ email: `${tag('old')}@stayops.test` });
      const submission = await insertContactChange(t.database.db, u.id, 'email', `${tag('new')}@stayops.test`);
      expect((await decide(a, submission, { action: 'approve', expected: 'pending' })).statusCode).toBe(200);
      const res = await decide(b, submission, { action: 'reject', remark: 'Not them', expected: 'pending' });
      const conflict = await expectConflict<ContactChangeSubmission>(res, submission, 1);
      expect(conflict.current).toMatchObject({ id: submission, status: 'approved', decidedBy: a.id });
      expect(conflict.lastChange).toEqual({ action: 'contact-change.approve', actorName: a.name, at: (await latestAudit(submission)).at.toISOString() });
    });

    it('a new email another account took meanwhile is a 409 with the submission untouched', async () => {
      const taken = `${tag('taken')}@stayops.test`;
      const u = await user();
      const submission = await insertContactChange(t.database.db, u.id, 'email', taken);
      await user({ email: taken });
      const conflict = await expectConflict<ContactChangeSubmission>(await decide(b, submission, { action: 'approve', expected: 'pending' }), submission, 0);
      expect(conflict.current.status).toBe('pending');
      expect(conflict.lastChange).toBeNull();
    });
  });

  describe('rider verification', () => {
    const verify = (who: { token: string }, payload: object) => as(who, 'POST', '/user-mgmt/action-rider-verification', payload);

    it('A approves, then B rejects expecting pending: 409 with the verification, by A', async () => {
      const r = await user({ role: 'rider' });
      expect((await verify(a, { account_number: r.accountNumber, action: 'Approved', remarks: 'ID matches', expected: 'pending' })).statusCode).toBe(200);
      const res = await verify(b, { account_number: r.accountNumber, action: 'Rejected', remarks: 'Blurry', expected: 'pending' });
      const conflict = await expectConflict<User>(res, r.id, 1);
      expect(conflict.current.verificationStatus).toBe('approved');
      expect(conflict.lastChange).toEqual({ action: 'rider.verification-approved', actorName: a.name, at: (await latestAudit(r.id)).at.toISOString() });
    });
  });

  it('the OpenAPI document declares the 409 body of each decision', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const [path, method] of [
      ['/api/users/{id}/approval-action', 'patch'],
      ['/api/users/{id}/ban', 'patch'],
      ['/api/change-contact-submissions/{id}', 'patch'],
      ['/user-mgmt/action-rider-verification', 'post'],
      ['/user-mgmt/ban-user', 'post'],
    ]) {
      const declared = JSON.stringify(doc.paths[path]?.[method]?.responses?.['409'] ?? null);
      expect(declared, `${method} ${path}`).toContain('lastChange');
      expect(declared, `${method} ${path}`).toContain('actorName');
    }
  });
});
