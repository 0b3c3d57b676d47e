import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditAccountDetail, CreditEntry, CreditEntryList, CreditHolderList, CreditRequest, CreditRequestList } from '@shared/contracts/credit';
import { ALL_PERMISSION_CODES, P } from '@shared/permissions';
import { rowsOf } from '@server/db/client';
import { auditLog, creditAccounts, creditEntries, creditRequests } from '@server/db/schema';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectMessage, expectUnauthorized } from './helpers/fixtures';
import { insertUser } from './helpers/users';
import { createOwner, ownerSession } from './helpers/portfolio';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST';

interface Conflict<T> {
  message: string;
  current: T;
  lastChange: { action: string; actorName: string | null; at: string } | null;
}

/** A statement the database itself refuses, for the reason given (the driver's error is wrapped by the query builder). */
async function expectRefused(statement: Promise<unknown>, reason: RegExp): Promise<void> {
  const error = await statement.then(
    () => null,
    (err: unknown) => err as Error & { cause?: Error },
  );
  expect(error, 'the database accepted it').not.toBeNull();
  expect(`${error?.message} ${error?.cause?.message ?? ''}`).toMatch(reason);
}

describe.each(BACKENDS)('credit on %s', (backend) => {
  let t: TestApp;
  /** Two admins holding every credit code: each may approve what the other made. */
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };

  const call = (method: Method, url: string, token: string | null, payload?: object, key?: string) =>
    t.request({ method, url, token, payload, headers: key ? { 'idempotency-key': key } : {} });

  async function holder(): Promise<string> {
    return (await insertUser(t.database.db, { role: 'guest' })).id;
  }
  async function makeRequest(token: string, accountId: string, kind: 'top_up' | 'deduction', amountSen: number): Promise<CreditRequest> {
    const res = await call('POST', '/api/credit/requests', token, { accountId, kind, amountSen, reason: `${kind} of ${amountSen}` });
    expect(res.statusCode, res.body).toBe(201);
    return body<CreditRequest>(res);
  }
  const decide = (token: string, id: string, action: 'approve' | 'reject', expected?: string, key?: string) =>
    call('POST', `/api/credit/requests/${id}/decision`, token, { action, remark: `${action}d`, ...(expected ? { expected } : {}) }, key);
  /** A holder topped up by an approved request: returns the request as approved. */
  async function topUp(accountId: string, amountSen: number): Promise<CreditRequest> {
    const made = await makeRequest(alice.token, accountId, 'top_up', amountSen);
    const res = await decide(bob.token, made.id, 'approve', 'pending');
    expect(res.statusCode, res.body).toBe(200);
    return body<CreditRequest>(res);
  }
  async function balance(accountId: string): Promise<number> {
    return body<CreditAccountDetail>(await call('GET', `/api/credit/accounts/${accountId}`, t.rootToken)).balanceSen;
  }
  /** Balance column and the sum of the ledger, read straight from the database. */
  async function stored(accountId: string): Promise<{ column: number; sum: number }> {
    const [row] = rowsOf<{ column: string | null; sum: string | null }>(
      await t.database.db.execute(
        sql`select (select balance_sen from credit_accounts where account_id = ${accountId}) as "column", (select sum(amount_sen) from credit_entries where account_id = ${accountId}) as "sum"`,
      ),
    );
    return { column: Number(row.column ?? 0), sum: Number(row.sum ?? 0) };
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    const codes = [P.credit.view, P.credit.create, P.credit.edit, P.credit.approve];
    alice = await t.adminWith(codes);
    bob = await t.adminWith(codes);
  });
  afterAll(async () => t?.close());

  describe('every call', () => {
    let accountId: string;
    let pending: CreditRequest;
    let entryId: string;
    const calls = (): { method: Method; url: string; payload?: object; code: number }[] => [
      { method: 'GET', url: '/api/credit/accounts/aggregation', code: P.credit.view },
      { method: 'GET', url: `/api/credit/accounts/${accountId}`, code: P.credit.view },
      { method: 'GET', url: '/api/credit/entries/aggregation', code: P.credit.view },
      { method: 'GET', url: '/api/credit/requests/aggregation', code: P.credit.view },
      { method: 'GET', url: `/api/credit/requests/${pending.id}`, code: P.credit.view },
      { method: 'POST', url: '/api/credit/requests', payload: { accountId, kind: 'top_up', amountSen: 100, reason: 'x' }, code: P.credit.create },
      { method: 'POST', url: `/api/credit/requests/${pending.id}/cancel`, payload: {}, code: P.credit.create },
      { method: 'POST', url: `/api/credit/requests/${pending.id}/decision`, payload: { action: 'approve' }, code: P.credit.approve },
      { method: 'POST', url: `/api/credit/entries/${entryId}/reverse`, payload: { reason: 'mistake' }, code: P.credit.approve },
    ];

    beforeAll(async () => {
      accountId = await holder();
      entryId = (await topUp(accountId, 5_000)).entryId!;
      pending = await makeRequest(alice.token, accountId, 'deduction', 100);
    });

    it('answers 401 signed out and 403 without the call\'s code, changing nothing', async () => {
      const before = await stored(accountId);
      const requests = (await t.database.db.select().from(creditRequests)).length;
      for (const c of calls()) {
        expectUnauthorized(await call(c.method, c.url, null, c.payload));
        const { token } = await t.adminWith(ALL_PERMISSION_CODES.filter((code) => code !== c.code));
        expectMessage(await call(c.method, c.url, token, c.payload), 403, /permission/i);
      }
      expect(await stored(accountId)).toEqual(before);
      expect((await t.database.db.select().from(creditRequests)).length).toBe(requests);
      expect(body<CreditRequest>(await call('GET', `/api/credit/requests/${pending.id}`, t.rootToken)).status).toBe('pending');
    });

    it('answers 400 naming what is wrong, and 404 for what does not exist', async () => {
      const bad: [Method, string, object | undefined][] = [
        ['GET', listUrl('/api/credit/accounts/aggregation', { filter: { balance: 1 } }), undefined],
        ['GET', '/api/credit/accounts/not-a-uuid', undefined],
        ['GET', listUrl('/api/credit/entries/aggregation', { filter: { kind: 'gift' } }), undefined],
        ['GET', listUrl('/api/credit/entries/aggregation', { filter: { from: '2026-13-01' } }), undefined],
        ['GET', listUrl('/api/credit/requests/aggregation', { filter: { mine: 'yes' } }), undefined],
        ['GET', listUrl('/api/credit/requests/aggregation', { sort: { reason: 'asc' } }), undefined],
        ['POST', '/api/credit/requests', { accountId, kind: 'top_up', amountSen: 0, reason: 'x' }],
        ['POST', '/api/credit/requests', { accountId, kind: 'top_up', amountSen: 10.5, reason: 'x' }],
        ['POST', '/api/credit/requests', { accountId, kind: 'top_up', amountSen: 2_000_000_000, reason: 'x' }],
        ['POST', '/api/credit/requests', { accountId, kind: 'gift', amountSen: 10, reason: 'x' }],
        ['POST', '/api/credit/requests', { accountId, kind: 'top_up', amountSen: 10, reason: '  ' }],
        ['POST', '/api/credit/requests', { accountId: 'nope', kind: 'top_up', amountSen: 10, reason: 'x' }],
        ['POST', `/api/credit/requests/${pending.id}/decision`, { action: 'maybe' }],
        ['POST', `/api/credit/requests/${pending.id}/decision`, { action: 'approve', expected: 'lost' }],
        ['POST', `/api/credit/requests/${pending.id}/cancel`, { expected: 'gone' }],
        ['POST', `/api/credit/entries/${entryId}/reverse`, {}],
        ['POST', '/api/credit/entries/not-a-uuid/reverse', { reason: 'x' }],
      ];
      for (const [method, url, payload] of bad) expectMessage(await call(method, url, t.rootToken, payload), 400);
      expectMessage(await call('GET', `/api/credit/accounts/${MISSING_ID}`, t.rootToken), 404);
      expectMessage(await call('GET', `/api/credit/accounts/${alice.id}`, t.rootToken), 404);
      expectMessage(await call('GET', `/api/credit/requests/${MISSING_ID}`, t.rootToken), 404);
      expectMessage(await call('POST', '/api/credit/requests', t.rootToken, { accountId: MISSING_ID, kind: 'top_up', amountSen: 10, reason: 'x' }), 404);
      expectMessage(await call('POST', '/api/credit/requests', t.rootToken, { accountId: bob.id, kind: 'top_up', amountSen: 10, reason: 'x' }), 404);
      expectMessage(await call('POST', `/api/credit/requests/${MISSING_ID}/decision`, bob.token, { action: 'approve' }), 404);
      expectMessage(await call('POST', `/api/credit/requests/${MISSING_ID}/cancel`, bob.token, {}), 404);
      expectMessage(await call('POST', `/api/credit/entries/${MISSING_ID}/reverse`, bob.token, { reason: 'x' }), 404);
      expect(body<CreditRequest>(await call('GET', `/api/credit/requests/${pending.id}`, t.rootToken)).status).toBe('pending');
    });

    it('does each state change once for a repeated Idempotency-Key', async () => {
      const key = randomUUID();
      const payload = { accountId, kind: 'top_up', amountSen: 700, reason: 'repeat me' };
      const first = await call('POST', '/api/credit/requests', alice.token, payload, key);
      const again = await call('POST', '/api/credit/requests', alice.token, payload, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      const made = body<CreditRequest>(first);
      expect(body<CreditRequest>(again).id).toBe(made.id);
      expect(await t.database.db.select().from(creditRequests).where(eq(creditRequests.reason, 'repeat me'))).toHaveLength(1);

      const before = await balance(accountId);
      const decisionKey = randomUUID();
      const approved = await decide(bob.token, made.id, 'approve', 'pending', decisionKey);
      const approvedAgain = await decide(bob.token, made.id, 'approve', 'pending', decisionKey);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approvedAgain.body).toBe(approved.body);
      expect(await balance(accountId)).toBe(before + 700);

      const reverseKey = randomUUID();
      const entry = body<CreditRequest>(approved).entryId!;
      const reversed = await call('POST', `/api/credit/entries/${entry}/reverse`, bob.token, { reason: 'typo' }, reverseKey);
      const reversedAgain = await call('POST', `/api/credit/entries/${entry}/reverse`, bob.token, { reason: 'typo' }, reverseKey);
      expect(reversed.statusCode, reversed.body).toBe(201);
      expect(reversedAgain.body).toBe(reversed.body);
      expect(await balance(accountId)).toBe(before);

      const toCancel = await makeRequest(alice.token, accountId, 'deduction', 5);
      const cancelKey = randomUUID();
      const cancelled = await call('POST', `/api/credit/requests/${toCancel.id}/cancel`, alice.token, { expected: 'pending' }, cancelKey);
      const cancelledAgain = await call('POST', `/api/credit/requests/${toCancel.id}/cancel`, alice.token, { expected: 'pending' }, cancelKey);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelledAgain.body).toBe(cancelled.body);
      expect(await stored(accountId)).toEqual({ column: before, sum: before });
    });
  });

  it('lists holders with balances and search, a holder\'s recent entries, and filters entries and requests', async () => {
    const a = await insertUser(t.database.db, { role: 'owner', name: `Credit Holder ${randomUUID().slice(0, 8)}` });
    await topUp(a.id, 1_234);
    const found = body<CreditHolderList>(await call('GET', listUrl('/api/credit/accounts/aggregation', { filter: { search: a.accountNumber } }), t.rootToken));
    expect(found.accounts).toEqual([expect.objectContaining({ accountId: a.id, accountNumber: a.accountNumber, role: 'owner', balanceSen: 1_234 })]);
    const none = await holder();
    expect(body<CreditHolderList>(await call('GET', listUrl('/api/credit/accounts/aggregation', { pagination: { limit: 100 } }), t.rootToken)).accounts.map((h) => h.accountId)).not.toContain(alice.id);
    expect(await balance(none)).toBe(0);

    const deduction = await makeRequest(alice.token, a.id, 'deduction', 234);
    expect(deduction.balanceSen).toBe(1_234);
    expect((await decide(bob.token, deduction.id, 'approve')).statusCode).toBe(200);
    const detail = body<CreditAccountDetail>(await call('GET', `/api/credit/accounts/${a.id}`, t.rootToken));
    expect(detail.balanceSen).toBe(1_000);
    expect(detail.recentEntries.map((e) => [e.kind, e.amountSen])).toEqual(expect.arrayContaining([['top_up', 1_234], ['deduction', -234]]));
    expect(detail.recentEntries[0].createdByName).toBeTruthy();

    const list = async (filter: object) => body<CreditEntryList>(await call('GET', listUrl('/api/credit/entries/aggregation', { filter }), t.rootToken));
    expect((await list({ accountId: a.id })).totalCount).toBe(2);
    expect((await list({ accountId: a.id, kind: 'deduction' })).entries.map((e) => e.amountSen)).toEqual([-234]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await list({ accountId: a.id, from: today, to: today })).totalCount).toBe(2);
    expect((await list({ accountId: a.id, to: '2020-01-01' })).totalCount).toBe(0);

    const mine = await makeRequest(bob.token, a.id, 'top_up', 1);
    const requests = async (filter: object, token = bob.token) =>
      body<CreditRequestList>(await call('GET', listUrl('/api/credit/requests/aggregation', { filter: { accountId: a.id, ...filter } }), token));
    expect((await requests({ mine: true })).requests.map((r) => r.id)).toEqual([mine.id]);
    expect((await requests({ status: 'pending' })).requests.map((r) => r.id)).toEqual([mine.id]);
    expect((await requests({ status: 'approved' })).totalCount).toBe(2);
    expect((await requests({})).requests[0]).toMatchObject({ id: mine.id, makerName: expect.any(String), holderAccountNumber: a.accountNumber });
  });

  it('shows an owner in the portal their own entries only: a filter naming another account answers 404', async () => {
    const [a, b] = [await createOwner(t), await createOwner(t)];
    await topUp(a.id, 500);
    await topUp(a.id, 700);
    await topUp(b.id, 900);
    const token = await ownerSession(t, a.id, a.email!);
    const list = (filter: object, pagination?: object) => call('GET', listUrl('/api/credit/entries/aggregation', { filter, pagination }), token);
    const own = body<CreditEntryList>(await list({}));
    expect(own.totalCount).toBe(2);
    expect(own.entries.map((e) => [e.accountId, e.amountSen])).toEqual([[a.id, 700], [a.id, 500]]);
    expect(body<CreditEntryList>(await list({ accountId: a.id }, { limit: 1, currentPage: 2 })).entries.map((e) => e.amountSen)).toEqual([500]);
    expectMessage(await list({ accountId: b.id }), 404);
    // The rest of the credit calls stay admin calls.
    expectMessage(await call('GET', listUrl('/api/credit/entries/export.csv', { filter: { accountId: a.id } }), token), 403);
    expectMessage(await call('GET', listUrl('/api/credit/requests/aggregation', {}), token), 403);
    // An admin's view is unchanged: every account.
    expect(body<CreditEntryList>(await call('GET', listUrl('/api/credit/entries/aggregation', { filter: { accountId: b.id } }), t.rootToken)).totalCount).toBe(1);
  });

  it('never lets the maker decide their own request: the server answers 403 and the database refuses it too', async () => {
    const accountId = await holder();
    const made = await makeRequest(alice.token, accountId, 'top_up', 500);
    expectMessage(await decide(alice.token, made.id, 'approve', 'pending'), 403, /another admin/);
    expectMessage(await decide(alice.token, made.id, 'reject', 'pending'), 403);
    expect(body<CreditRequest>(await call('GET', `/api/credit/requests/${made.id}`, t.rootToken)).status).toBe('pending');
    await expectRefused(
      t.database.db.update(creditRequests).set({ status: 'approved', decidedBy: alice.id }).where(eq(creditRequests.id, made.id)),
      /credit_requests_maker_not_checker/,
    );
    expect(await stored(accountId)).toEqual({ column: 0, sum: 0 });
  });

  it('lets only the maker cancel, only while pending', async () => {
    const accountId = await holder();
    const made = await makeRequest(alice.token, accountId, 'top_up', 500);
    expectMessage(await call('POST', `/api/credit/requests/${made.id}/cancel`, bob.token, {}), 403, /made/);
    const cancelled = await call('POST', `/api/credit/requests/${made.id}/cancel`, alice.token, { expected: 'pending' });
    expect(body<CreditRequest>(cancelled)).toMatchObject({ status: 'cancelled', decidedBy: null });
    const late = await decide(bob.token, made.id, 'approve', 'pending');
    expect(late.statusCode).toBe(409);
    expect(body<Conflict<CreditRequest>>(late)).toMatchObject({ current: { status: 'cancelled' }, lastChange: { action: 'credit.cancel' } });
    expect((await call('POST', `/api/credit/requests/${made.id}/cancel`, alice.token, {})).statusCode).toBe(409);
  });

  it('answers 409 with the request as it is now when another admin decided first, and audits each change', async () => {
    const carol = await t.adminWith([P.credit.view, P.credit.approve]);
    const accountId = await holder();
    const made = await makeRequest(alice.token, accountId, 'top_up', 900);
    expect((await decide(bob.token, made.id, 'reject', 'pending')).statusCode).toBe(200);
    const late = await decide(carol.token, made.id, 'approve', 'pending');
    expect(late.statusCode).toBe(409);
    const b = body<Conflict<CreditRequest>>(late);
    expect(b.current).toMatchObject({ id: made.id, status: 'rejected', decidedBy: bob.id });
    expect(b.lastChange?.action).toBe('credit.reject');
    expect(await balance(accountId)).toBe(0);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, made.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['credit.reject', 'credit.request']);
  });

  it('answers each decision with the request exactly as reading it afterwards shows it', async () => {
    const accountId = await holder();
    const read = async (id: string) => body<CreditRequest>(await call('GET', `/api/credit/requests/${id}`, t.rootToken));
    const approved = await decide(bob.token, (await makeRequest(alice.token, accountId, 'top_up', 1_250)).id, 'approve', 'pending');
    expect(body<CreditRequest>(approved)).toMatchObject({ status: 'approved', balanceSen: 1_250, decidedBy: bob.id, decidedByName: expect.any(String) });
    expect(body<CreditRequest>(approved)).toEqual(await read(body<CreditRequest>(approved).id));
    const deducted = await decide(bob.token, (await makeRequest(alice.token, accountId, 'deduction', 250)).id, 'approve', 'pending');
    expect(body<CreditRequest>(deducted).balanceSen).toBe(1_000);
    expect(body<CreditRequest>(deducted)).toEqual(await read(body<CreditRequest>(deducted).id));
    const rejected = await decide(bob.token, (await makeRequest(alice.token, accountId, 'top_up', 75)).id, 'reject', 'pending');
    expect(body<CreditRequest>(rejected)).toEqual(await read(body<CreditRequest>(rejected).id));
    const cancelled = await call('POST', `/api/credit/requests/${(await makeRequest(alice.token, accountId, 'top_up', 60)).id}/cancel`, alice.token, {});
    expect(body<CreditRequest>(cancelled)).toEqual(await read(body<CreditRequest>(cancelled).id));
  });

  it('refuses UPDATE and DELETE on ledger entries in the database itself', async () => {
    const accountId = await holder();
    const { entryId } = await topUp(accountId, 300);
    const db = t.database.db;
    await expectRefused(db.update(creditEntries).set({ amountSen: 3_000 }).where(eq(creditEntries.id, entryId!)), /append-only: UPDATE/);
    await expectRefused(db.delete(creditEntries).where(eq(creditEntries.id, entryId!)), /append-only: DELETE/);
    await expectRefused(db.execute(sql`update credit_entries set reason = 'edited'`), /append-only/);
    await expectRefused(db.update(creditAccounts).set({ balanceSen: -1 }).where(eq(creditAccounts.accountId, accountId)), /credit_accounts_balance_not_negative/);
    expect(await stored(accountId)).toEqual({ column: 300, sum: 300 });
  });

  it('approves 20 concurrent deductions only as far as the balance goes, never below zero', async () => {
    const accountId = await holder();
    await topUp(accountId, 1_000);
    const requests = await Promise.all(Array.from({ length: 20 }, () => makeRequest(alice.token, accountId, 'deduction', 150)));
    const answers = await Promise.all(requests.map((r) => decide(bob.token, r.id, 'approve', 'pending')));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(6);
    expect(refused).toHaveLength(14);
    for (const r of refused) {
      const b = body<Conflict<CreditRequest>>(r);
      expect(b.message).toMatch(/balance/);
      expect(b.current.balanceSen).toBe(100);
      expect(b.current.status).toBe('pending');
    }
    expect(await stored(accountId)).toEqual({ column: 100, sum: 100 });
  });

  it('reverses an entry once, never a reversal, and not below zero', async () => {
    const accountId = await holder();
    const first = await topUp(accountId, 1_000);
    const second = await topUp(accountId, 400);
    const reverse = (entryId: string, token = bob.token) => call('POST', `/api/credit/entries/${entryId}/reverse`, token, { reason: 'entered twice' });

    const res = await reverse(second.entryId!);
    expect(res.statusCode, res.body).toBe(201);
    const reversal = body<CreditEntry>(res);
    expect(reversal).toMatchObject({ kind: 'reversal', amountSen: -400, reversesEntryId: second.entryId, reason: 'entered twice' });
    expect(await balance(accountId)).toBe(1_000);

    const twice = await reverse(second.entryId!);
    expect(twice.statusCode).toBe(409);
    expect(body<Conflict<CreditEntry>>(twice).current).toMatchObject({ id: second.entryId, reversedByEntryId: reversal.id });
    expectMessage(await reverse(reversal.id), 409, /reversal cannot/);

    const spend = await makeRequest(alice.token, accountId, 'deduction', 800);
    const spent = body<CreditRequest>(await decide(bob.token, spend.id, 'approve'));
    const tooLate = await reverse(first.entryId!);
    expect(tooLate.statusCode).toBe(409);
    expect(body<Conflict<{ balanceSen: number }>>(tooLate).current.balanceSen).toBe(200);

    expect((await reverse(spent.entryId!)).statusCode).toBe(201);
    expect(await stored(accountId)).toEqual({ column: 1_000, sum: 1_000 });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, second.entryId!));
    expect(audits.map((a) => a.action)).toEqual(['credit.reverse']);
  });
});
