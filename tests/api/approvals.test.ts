import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApprovalItem, ApprovalList } from '@shared/contracts/approvals';
import { P } from '@shared/permissions';
import { creditRequests } from '@server/db/schema';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body, expectUnauthorized } from './helpers/fixtures';
import { insertContactChange, insertUser } from './helpers/users';

const DAY_MS = 86_400_000;

describe.each(BACKENDS)('approvals inbox on %s', (backend) => {
  let t: TestApp;
  let userApprover: { id: string; token: string };
  let creditApprover: { id: string; token: string };
  let noCodes: { id: string; token: string };
  /** Each test's records sit ahead of everything made before, so "newest first" puts them on top. */
  let ahead = 10;

  const inbox = async (token: string, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/approvals${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return body<ApprovalList>(res);
  };
  const future = () => new Date(Date.now() + (ahead += 1) * DAY_MS);
  const idsOf = (list: ApprovalList) => list.items.map((i) => i.id);

  async function creditRequest(makerId: string, createdAt = future()): Promise<string> {
    const holder = await insertUser(t.database.db, { role: 'guest' });
    const [row] = await t.database.db
      .insert(creditRequests)
      .values({ accountId: holder.id, kind: 'top_up', amountSen: 1_000, reason: 'inbox test', makerId, createdAt })
      .returning({ id: creditRequests.id });
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    userApprover = await t.adminWith([P.user.view, P.user.approve]);
    creditApprover = await t.adminWith([P.credit.view, P.credit.approve]);
    noCodes = await t.adminWith([]);
  });
  afterAll(async () => t?.close());

  it('is 401 signed out', async () => {
    expectUnauthorized(await t.request({ method: 'GET', url: '/api/approvals' }));
    expectUnauthorized(await t.request({ method: 'GET', url: '/api/approvals', token: 'not-a-token' }));
  });

  it('shows each admin only the kinds whose deciding code they hold', async () => {
    const user = await insertUser(t.database.db, { approvalStatus: 'pending', createdAt: future() });
    const request = await creditRequest(t.rootId);

    const users = await inbox(userApprover.token, '?limit=100');
    expect(Object.keys(users.counts).sort()).toEqual(['contact-change', 'rider', 'user']);
    expect(users.items.every((i) => i.kind !== 'credit-request')).toBe(true);
    expect(idsOf(users)).toContain(`user:${user.id}`);

    const credit = await inbox(creditApprover.token, '?limit=100');
    expect(Object.keys(credit.counts)).toEqual(['credit-request']);
    expect(credit.items.every((i) => i.kind === 'credit-request')).toBe(true);
    expect(idsOf(credit)).toContain(`credit-request:${request}`);

    expect(await inbox(noCodes.token)).toEqual({ counts: {}, totalCount: 0, items: [] });
  });

  it('counts match the items, kind by kind', async () => {
    await insertUser(t.database.db, { role: 'rider', createdAt: future() });
    const list = await inbox(t.rootToken, '?limit=100');
    expect(list.totalCount).toBeLessThan(100);
    expect(list.items).toHaveLength(list.totalCount);
    expect(Object.values(list.counts).reduce((a, b) => a + b, 0)).toBe(list.totalCount);
    for (const [kind, n] of Object.entries(list.counts)) expect(list.items.filter((i) => i.kind === kind), kind).toHaveLength(n);
  });

  it('counts no contact change of an owner, which the queue leaves out (Owner business)', async () => {
    const before = await inbox(t.rootToken, '?kind=contact-change&limit=100');
    const owner = await insertUser(t.database.db, { role: 'owner' });
    const change = await insertContactChange(t.database.db, owner.id, 'phone', '+60130002222', { createdAt: future() });
    const after = await inbox(t.rootToken, '?kind=contact-change&limit=100');
    expect(idsOf(after)).not.toContain(`contact-change:${change}`);
    expect(after.counts['contact-change']).toBe(before.counts['contact-change']);
    expect(after.items).toHaveLength(after.totalCount);
  });

  it('lists newest first across kinds', async () => {
    const rider = await insertUser(t.database.db, { role: 'rider', createdAt: future() });
    const owner = await insertUser(t.database.db, { approvalStatus: 'approved' });
    const change = await insertContactChange(t.database.db, owner.id, 'phone', '+60130001111', { createdAt: future() });
    const user = await insertUser(t.database.db, { approvalStatus: 'pending', createdAt: future() });
    const request = await creditRequest(creditApprover.id);

    const list = await inbox(t.rootToken, '?limit=4');
    expect(idsOf(list)).toEqual([`credit-request:${request}`, `user:${user.id}`, `contact-change:${change}`, `rider:${rider.id}`]);
    const all = await inbox(t.rootToken, '?limit=100');
    const times = all.items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const contact = all.items.find((i) => i.id === `contact-change:${change}`) as Extract<ApprovalItem, { kind: 'contact-change' }>;
    expect(contact.record).toMatchObject({ id: change, field: 'phone', newValue: '+60130001111', status: 'pending' });
  });

  it('reads in full only the records its page shows: one read for the keys of every kind, then the page', async () => {
    // Issue 24: the page of one read every kind's newest records in full (each with its documents or quota figures)
    // and a count beside them, sixteen statements for five kinds, and kept one record of all it read.
    await insertUser(t.database.db, { approvalStatus: 'pending', createdAt: future() });
    const request = await creditRequest(creditApprover.id);
    const statements = backend === 'pglite' ? vi.spyOn(PGlite.prototype, 'query') : vi.spyOn(pg.Pool.prototype, 'query');
    try {
      const list = await inbox(t.rootToken, '?limit=1');
      expect(idsOf(list)).toEqual([`credit-request:${request}`]);
      expect(list.items[0].record).toMatchObject({ id: request, status: 'pending', amountSen: 1_000 });
      // The session, one statement for every kind's keys and counts (a read per kind cost four more statements on
      // PGlite's one connection, issue 24), and the one credit request in full.
      expect(Object.keys(list.counts).sort()).toEqual(['bank-change', 'contact-change', 'credit-request', 'dsr', 'expense', 'free-stay', 'owner-statement', 'rider', 'user']);
      expect(statements.mock.calls.length).toBe(1 + 1 + 1);
    } finally {
      statements.mockRestore();
    }
  });

  it('pages continue where the last one stopped', async () => {
    const first = await inbox(t.rootToken, '?limit=3&page=1');
    const second = await inbox(t.rootToken, '?limit=3&page=2');
    const both = await inbox(t.rootToken, '?limit=6');
    expect([...idsOf(first), ...idsOf(second)]).toEqual(idsOf(both));
  });

  it("never offers the maker their own credit request", async () => {
    const own = await creditRequest(creditApprover.id);
    const others = await creditRequest(t.rootId);
    const mine = await inbox(creditApprover.token, '?limit=100');
    expect(idsOf(mine)).not.toContain(`credit-request:${own}`);
    expect(idsOf(mine)).toContain(`credit-request:${others}`);
    expect(mine.counts['credit-request']).toBe(mine.items.length);
    expect(idsOf(await inbox(t.rootToken, '?limit=100'))).toContain(`credit-request:${own}`);
  });

  it('drops an item once it is decided', async () => {
    const user = await insertUser(t.database.db, { approvalStatus: 'pending', createdAt: future() });
    const before = await inbox(userApprover.token, '?limit=100');
    expect(idsOf(before)).toContain(`user:${user.id}`);
    const decided = await t.request({ method: 'PATCH', url: `/api/users/${user.id}/approval-action`, token: userApprover.token, payload: { action: 'approve', remark: '', expected: 'pending' } });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = await inbox(userApprover.token, '?limit=100');
    expect(idsOf(after)).not.toContain(`user:${user.id}`);
    expect(after.counts.user).toBe((before.counts.user ?? 0) - 1);
  });

  it('filters by kind, still counting every kind', async () => {
    await insertUser(t.database.db, { role: 'rider', createdAt: future() });
    const all = await inbox(t.rootToken, '?limit=100');
    const riders = await inbox(t.rootToken, '?kind=rider&limit=100');
    expect(riders.items.length).toBeGreaterThan(0);
    expect(riders.items.every((i) => i.kind === 'rider')).toBe(true);
    expect(riders.totalCount).toBe(all.counts.rider);
    expect(riders.counts).toEqual(all.counts);
  });

  it('is 400 on a bad query', async () => {
    for (const query of ['?kind=nope', '?limit=0', '?limit=101', '?limit=many', '?page=0', '?page=-1', '?page=11&limit=100', '?sort=oldest']) {
      const res = await t.request({ method: 'GET', url: `/api/approvals${query}`, token: t.rootToken });
      expect(res.statusCode, query).toBe(400);
      expect(typeof (res.json() as { message: unknown }).message, query).toBe('string');
    }
  });
});
