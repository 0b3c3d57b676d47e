import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@shared/contracts/audit';
import type { UnitDetail, UnitList } from '@shared/contracts/listings';
import type { OwnerDetail, OwnerList, PortalAccessResponse } from '@shared/contracts/owners';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '@shared/errors';
import { P } from '@shared/permissions';
import { BACKENDS, createTestApp, listUrl, ROOT_EMAIL, ROOT_PASSWORD, type TestApp } from './helpers/test-app';
import { accountRow, auditRowsFor, body, expectFieldErrors, expectMessage, expectUnauthorized, sessionsOf } from './helpers/fixtures';
import { insertUser, uniquePhone } from './helpers/users';
import { createOwner, createUnit, ownerBody, ownerSession, today } from './helpers/portfolio';

const MISSING = '00000000-0000-4000-8000-000000000000';

/** Owners and the owner portal: the rules beyond the permission table's 401/403/success. */
describe.each(BACKENDS)('owners on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, key?: string, token = t.rootToken) =>
    t.request({ method, url, payload, token, headers: key ? { 'idempotency-key': key } : {} });
  const list = async (filter: object) => body<OwnerList>(await send('GET', listUrl('/api/owners/aggregation', { filter, pagination: { limit: 100 } })));

  it('creates an owner once under one Idempotency-Key, phone in E.164, and refuses a phone or email already used', async () => {
    const payload = ownerBody({ phone: '+60 12-345 6789'.replace('6789', String(Date.now()).slice(-4)) });
    const first = await send('POST', '/api/owners', payload, 'owner-create-1');
    const again = await send('POST', '/api/owners', payload, 'owner-create-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const owner = body<OwnerDetail>(first);
    expect(owner.phone).toMatch(/^\+6012345\d{4}$/);
    expect(owner).toMatchObject({ idType: 'ic', country: 'MY', hasPortal: false, active: true, unitCount: 0, units: [] });
    expect(body<OwnerDetail>(again).id).toBe(owner.id);
    expectMessage(await send('POST', '/api/owners', ownerBody({ phone: owner.phone })), 409, /phone/);
    expectMessage(await send('POST', '/api/owners', ownerBody({ email: owner.email })), 409, /email/);
    expect((await accountRow(t.database.db, owner.id)).kind).toBe('owner');
  });

  it('answers 400 naming the bad fields', async () => {
    expectFieldErrors(await send('POST', '/api/owners', ownerBody({ phone: '12345', bankName: 'Bank Nowhere', preferredLanguage: 'fr-FR' })), [
      'phone', 'bankName', 'preferredLanguage',
    ]);
    expectFieldErrors(await send('POST', '/api/owners', ownerBody({ idNumber: '12-34' })), ['idNumber']);
    expectFieldErrors(await send('POST', '/api/owners', ownerBody({ idType: 'passport', idNumber: 'A1' })), ['idNumber']);
    const owner = await createOwner(t);
    expectFieldErrors(await send('PATCH', `/api/owners/${owner.id}`, { idNumber: 'A12345678' }), ['idType']);
    expectMessage(await send('GET', listUrl('/api/owners/aggregation', { filter: { vip: true } })), 400, /vip/);
    expectMessage(await send('GET', `/api/owners/${MISSING}`), 404);
    // A platform user is not an owner.
    expectMessage(await send('GET', `/api/owners/${(await insertUser(t.database.db, { role: 'guest' })).id}`), 404);
  });

  it('finds owners by name, phone, IC with or without dashes and account number; filters by portal and active', async () => {
    const owner = await createOwner(t, { name: 'Siti Aminah binti Yusof', idNumber: '850101-14-5566'.replace('5566', String(Date.now()).slice(-4)) });
    const compactIc = owner.idNumber!.replace(/-/g, '');
    for (const search of ['aminah binti', owner.phone!.slice(3), compactIc.slice(0, 8), owner.idNumber!, owner.accountNumber]) {
      expect((await list({ search })).owners.map((o) => o.id), search).toContain(owner.id);
    }
    expect((await list({ hasPortal: true })).owners.map((o) => o.id)).not.toContain(owner.id);
    expect((await list({ hasPortal: false, active: true })).owners.map((o) => o.id)).toContain(owner.id);
  });

  it('edits against the version seen, keeps an audit trail, and deactivates only an owner without units', async () => {
    const owner = await createOwner(t);
    const edited = await send('PATCH', `/api/owners/${owner.id}`, { addressLine1: '3 Lorong Bunga', city: 'Shah Alam', version: 1 });
    expect(body<OwnerDetail>(edited)).toMatchObject({ addressLine1: '3 Lorong Bunga', city: 'Shah Alam', version: 2 });
    const stale = await send('PATCH', `/api/owners/${owner.id}`, { city: 'Klang', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(body<{ current: OwnerDetail }>(stale).current.version).toBe(2);
    const unit = await createUnit(t, { ownerId: owner.id });
    expectMessage(await send('PATCH', `/api/owners/${owner.id}`, { active: false }), 409, /owns 1 unit/);
    await send('POST', `/api/units/${unit.id}/owner`, { ownerId: null, from: today() });
    expect(body<OwnerDetail>(await send('PATCH', `/api/owners/${owner.id}`, { active: false })).active).toBe(false);
    expectMessage(await send('POST', `/api/owners/${owner.id}/portal-access`, { enabled: true }), 409, /deactivated/);
    const history = body<AuditList>(await send('GET', `/api/owners/${owner.id}/history`));
    expect(history.entries.map((e) => e.action)).toEqual(['owner.deactivate', 'owner.edit', 'owner.create']);
    expectFieldErrors(await send('POST', '/api/units', { roomTypeId: unit.roomTypeId, unitNumber: 'Z-1', ownerId: owner.id }), ['ownerId']);
  });

  it('portal access on answers a one-time temporary password; a repeat never hands it out again; off signs them out', async () => {
    const owner = await createOwner(t);
    const on = await send('POST', `/api/owners/${owner.id}/portal-access`, { enabled: true }, `portal-${owner.id}`);
    expect(on.statusCode, on.body).toBe(200);
    const answer = body<PortalAccessResponse>(on);
    expect(answer.temporaryPassword).toMatch(/^[A-Za-z2-9]{14}$/);
    const repeat = await send('POST', `/api/owners/${owner.id}/portal-access`, { enabled: true }, `portal-${owner.id}`);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.body).not.toContain(answer.temporaryPassword!);

    const login = await t.login(owner.email!, answer.temporaryPassword!);
    expect(login.statusCode).toBe(200);
    const token = body<{ token: string; admin: { isOwner: boolean; isAdmin: boolean; mustChangePassword: boolean } }>(login);
    expect(token.admin).toMatchObject({ isOwner: true, isAdmin: false, mustChangePassword: true });
    // Before the temporary password is replaced, nothing but the profile, the change and sign-out works.
    const blocked = await send('GET', '/api/units/aggregation', undefined, undefined, token.token);
    expect(blocked.statusCode).toBe(403);
    expect(body<{ code: string }>(blocked).code).toBe(PASSWORD_CHANGE_REQUIRED_CODE);
    expect((await send('GET', '/api/account/admin', undefined, undefined, token.token)).statusCode).toBe(200);

    const off = await send('POST', `/api/owners/${owner.id}/portal-access`, { enabled: false });
    expect(body<PortalAccessResponse>(off)).toMatchObject({ temporaryPassword: null, owner: { hasPortal: false } });
    expectUnauthorized(await send('GET', '/api/account/admin', undefined, undefined, token.token));
    expect((await t.login(owner.email!, answer.temporaryPassword!)).statusCode).toBe(401);
    expect((await sessionsOf(t.database.db, owner.id)).every((s) => s.revokedAt)).toBe(true);
    expect((await auditRowsFor(t.database.db, owner.id)).map((r) => r.action)).toEqual(['owner.create', 'owner.portal-on', 'owner.portal-off']);

    const noEmail = await createOwner(t, { email: null, phone: uniquePhone() });
    expectFieldErrors(await send('POST', `/api/owners/${noEmail.id}/portal-access`, { enabled: true }), ['email']);
  });

  it("signing in tells the portal the owner's saved language; an admin's sign-in names none", async () => {
    const owner = await createOwner(t, { preferredLanguage: 'zh-CN' });
    const on = body<PortalAccessResponse>(await send('POST', `/api/owners/${owner.id}/portal-access`, { enabled: true }, `portal-lang-${owner.id}`));
    const login = await t.login(owner.email!, on.temporaryPassword!);
    expect(login.statusCode, login.body).toBe(200);
    expect(body<{ admin: { language?: string } }>(login).admin.language).toBe('zh-CN');
    const admin = await t.login(ROOT_EMAIL, ROOT_PASSWORD);
    expect(body<{ admin: Record<string, unknown> }>(admin).admin).not.toHaveProperty('language');
  });

  it('scopes the portal to the owner: their units only, another owner\'s unit 404, every admin call 403', async () => {
    const [a, b] = [await createOwner(t), await createOwner(t)];
    const mine = await createUnit(t, { ownerId: a.id, ownedFrom: '2024-01-01' });
    const theirs = await createUnit(t, { ownerId: b.id });
    const formerlyMine = await createUnit(t, { ownerId: a.id, ownedFrom: '2024-01-01' });
    await send('POST', `/api/units/${formerlyMine.id}/owner`, { ownerId: b.id, from: '2025-01-01' });
    // A unit a used to own, bought by b: a sees neither it nor b's name on their own unit's history.
    await send('POST', `/api/units/${mine.id}/owner`, { ownerId: b.id, from: '2025-02-01' });
    await send('POST', `/api/units/${mine.id}/owner`, { ownerId: a.id, from: '2025-03-01' });
    const token = await ownerSession(t, a.id, a.email!);

    const units = body<UnitList>(await send('GET', listUrl('/api/units/aggregation', { pagination: { limit: 100 } }), undefined, undefined, token));
    // A unit they owned before is listed too (DESIGN.md §6: scope follows the ownership period), without its new owner.
    expect(units.units.map((u) => u.id).sort()).toEqual([mine.id, formerlyMine.id].sort());
    expect(units.units.find((u) => u.id === formerlyMine.id)).toMatchObject({ ownerId: null, ownerName: null });
    // A filter naming another owner still finds only their own.
    const spoofed = body<UnitList>(await send('GET', listUrl('/api/units/aggregation', { filter: { ownerId: b.id } }), undefined, undefined, token));
    expect(spoofed.totalCount).toBe(0);
    const record = body<UnitDetail>(await send('GET', `/api/units/${mine.id}`, undefined, undefined, token));
    expect(record.ownerships.map((o) => o.ownerId)).toEqual([a.id, a.id]);
    expectMessage(await send('GET', `/api/units/${theirs.id}`, undefined, undefined, token), 404);
    const former = body<UnitDetail>(await send('GET', `/api/units/${formerlyMine.id}`, undefined, undefined, token));
    expect(former.ownerships.map((o) => [o.ownerId, o.from, o.to])).toEqual([[a.id, '2024-01-01', '2025-01-01']]);
    expectMessage(await send('GET', `/api/units/${MISSING}`, undefined, undefined, token), 404);

    for (const [method, url, payload] of [
      ['GET', '/api/owners/aggregation'], ['GET', `/api/owners/${a.id}`], ['GET', '/api/properties/aggregation'], ['GET', '/api/listings/summary'],
      ['GET', '/api/companies/aggregation'], ['GET', '/api/service-packages/aggregation'], ['GET', '/api/users/aggregation'], ['GET', '/api/approvals'],
      ['GET', '/api/credit/accounts/aggregation'], ['PATCH', `/api/units/${mine.id}`, { status: 'inactive' }],
      ['POST', `/api/units/${mine.id}/owner`, { ownerId: null, from: today() }], ['POST', '/user-mgmt/reset-user-password', { id: b.id }],
    ] as const) {
      const res = await send(method, url, payload, undefined, token);
      expectMessage(res, 403, /permission/);
    }
    // Their own credit account, and no one else's.
    expect(body<{ accountId: string; balanceSen: number }>(await send('GET', `/api/credit/accounts/${a.id}`, undefined, undefined, token))).toMatchObject({ accountId: a.id, balanceSen: 0 });
    expectMessage(await send('GET', `/api/credit/accounts/${b.id}`, undefined, undefined, token), 404);
    expect(body<{ isOwner: boolean; permissions: number[] }>(await send('GET', '/api/account/admin', undefined, undefined, token))).toMatchObject({ isOwner: true, permissions: [] });
    expect(body<UnitDetail>(await send('GET', `/api/units/${mine.id}`)).ownerships).toHaveLength(3);
  });

  it('leaves an admin\'s access as it was: the units list still needs Listing view', async () => {
    const viewer = await t.adminWith([P.owner.view]);
    expectMessage(await send('GET', '/api/units/aggregation', undefined, undefined, viewer.token), 403);
    expect((await send('GET', '/api/owners/aggregation', undefined, undefined, viewer.token)).statusCode).toBe(200);
  });
});
