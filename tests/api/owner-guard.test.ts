import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalAccessResponse } from '@shared/contracts/owners';
import { P } from '@shared/permissions';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { accountRow, body, expectMessage } from './helpers/fixtures';
import { insertContactChange, multipart, registration, type UserList } from './helpers/users';
import { createOwner } from './helpers/portfolio';

const EVERY_USER_CODE = [P.user.view, P.user.create, P.user.edit, P.user.approve];

type Call = [method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, multipartFields?: Record<string, string>];

/**
 * Issue 24 item 2: an owner's details, bank, email and password are Owner business (20–23). Every users,
 * accounts and administrators route that names an account refuses an owner, however many User codes the
 * caller holds, and the owner's row does not move.
 */
describe.each(BACKENDS)('owner accounts on the users routes, %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  function send(token: string, [method, url, payload, fields]: Call) {
    if (fields) {
      const form = multipart(fields);
      return t.request({ method, url, token, payload: form.payload, headers: form.headers });
    }
    return t.request({ method, url, token, payload });
  }

  function callsOn(owner: { id: string; accountNumber: string }, contactChangeId: string): Call[] {
    const n = owner.accountNumber;
    return [
      ['GET', `/api/users/${owner.id}`],
      ['GET', `/api/users/${owner.id}/history`],
      ['PATCH', `/api/users/${owner.id}/approval-action`, { action: 'approve' }],
      ['PATCH', `/api/users/${owner.id}/url`, { url: 'https://evil.example' }],
      ['PATCH', `/api/users/${owner.id}/ban`, { ban: true, remark: 'taken over' }],
      ['PATCH', `/api/account/${owner.id}`, undefined, { email: 'thief@evil.example', bankName: 'Maybank', bankAccountNumber: '99999999' }],
      ['DELETE', `/api/account/${owner.id}`],
      ['POST', '/user-mgmt/ban-user', { account_number: n, ban: true, remark: 'taken over' }],
      ['POST', '/user-mgmt/set-vip-status', { account_number: n, is_vip: true }],
      ['POST', '/user-mgmt/agent/change-agent-type', { account_number: n, agent_type: 'corporate' }],
      ['POST', '/user-mgmt/agent/change-agent-commission', { account_number: n, commission_rate: 5 }],
      ['GET', `/user-mgmt/get-rider-details?account_number=${n}`],
      ['POST', '/user-mgmt/action-rider-verification', { account_number: n, action: 'approved' }],
      ['GET', `/user-mgmt/rider-attendance?account_number=${n}&start_date=2026-01-01&end_date=2026-01-31`],
      ['POST', '/user-mgmt/edit-rider-details', undefined, { account_number: n, email: 'thief@evil.example', bankName: 'Maybank', bankAccountNumber: '99999999' }],
      ['POST', '/user-mgmt/reset-user-password', { id: owner.id }],
      ['PATCH', `/api/change-contact-submissions/${contactChangeId}`, { action: 'approve' }],
    ];
  }

  it('refuses an owner on every users and accounts route to an admin holding every User code, naming Owners; the owner is unchanged', async () => {
    const owner = await createOwner(t);
    await t.request({ method: 'POST', url: `/api/owners/${owner.id}/portal-access`, payload: { enabled: true }, token: t.rootToken });
    const contactChangeId = await insertContactChange(t.database.db, owner.id, 'email', 'thief2@evil.example');
    const before = await accountRow(t.database.db, owner.id);
    const usersAdmin = await t.adminWith(EVERY_USER_CODE);
    for (const call of callsOn(owner, contactChangeId)) {
      expectMessage(await send(usersAdmin.token, call), 403, /owner.*Owners/);
      // Holding the Owner codes too does not make the users routes owner routes.
      expectMessage(await send(t.rootToken, call), 403, /owner.*Owners/);
    }
    expect(await accountRow(t.database.db, owner.id)).toEqual(before);

    // Nor do the lists, the contact-change queue or the inbox show an owner to user management.
    const lists = ['/api/users/aggregation', '/api/users/dormant', '/user-mgmt/get-user-list', '/user-mgmt/pending-verify-user'];
    for (const url of lists) {
      const found = body<UserList>(await t.request({ method: 'GET', url: listUrl(url, { filter: { search: owner.name }, pagination: { limit: 100 } }), token: usersAdmin.token }));
      expect(found.users.map((u) => u.id), url).not.toContain(owner.id);
    }
    const changes = body<{ submissions: { id: string }[] }>(await t.request({ method: 'GET', url: listUrl('/api/change-contact-submissions', { pagination: { limit: 100 } }), token: usersAdmin.token }));
    expect(changes.submissions.map((s) => s.id)).not.toContain(contactChangeId);
  });

  it('refuses to register or turn a user into an owner through user management', async () => {
    const form = multipart(registration({ role: 'owner' }));
    const res = await t.request({ method: 'POST', url: '/api/auth/register-new-user', token: t.rootToken, payload: form.payload, headers: form.headers });
    expectMessage(res, 400, /Owners/);
  });

  it('refuses an owner on the administrators routes and an admin on the users routes, by name', async () => {
    const owner = await createOwner(t);
    const admin = await t.adminWith([P.user.view]);
    expectMessage(await t.request({ method: 'GET', url: `/api/administrators/${owner.id}`, token: t.rootToken }), 403, /owner.*Owners/);
    expectMessage(await t.request({ method: 'PATCH', url: `/api/administrators/${owner.id}`, payload: { name: 'X' }, token: t.rootToken }), 403, /Owners/);
    expectMessage(await t.request({ method: 'GET', url: `/api/users/${admin.id}`, token: t.rootToken }), 403, /Administrators/);
  });

  it('leaves an owner\'s password to Owners: portal access (22) issues a new temporary password', async () => {
    const owner = await createOwner(t);
    const ownersAdmin = await t.adminWith([P.owner.view, P.owner.edit]);
    const on = await t.request({ method: 'POST', url: `/api/owners/${owner.id}/portal-access`, payload: { enabled: true }, token: ownersAdmin.token });
    expect(on.statusCode, on.body).toBe(200);
    expect(body<PortalAccessResponse>(on).temporaryPassword).toBeTruthy();
    const edited = await t.request({ method: 'PATCH', url: `/api/owners/${owner.id}`, payload: { email: `new-${owner.email}`, version: 2 }, token: ownersAdmin.token });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
