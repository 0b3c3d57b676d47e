import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditRequest, CreditRequestList } from '@shared/contracts/credit';
import { seedDemoCredit } from '@server/cli/seed-credit';
import { seedDemo } from '@server/cli/seed-demo';
import { seedDemoUsers } from '@server/cli/seed-users';
import { CREDIT_MAKER_EMAIL, DEMO_CREDIT } from '@server/cli/demo-credit';
import { findAccountByEmail } from '@server/core/accounts/account-store';
import { rowsOf } from '@server/db/client';
import { creditEntries, creditRequests } from '@server/db/schema';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body } from './helpers/fixtures';

describe.each(BACKENDS)('the demo credit on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.database.db);
    await seedDemoUsers(t.database.db);
  });
  afterAll(async () => t?.close());

  it('gives the demo holders a ledger with top-ups, deductions and a reversal, and about 10 requests waiting for an approver', async () => {
    expect(await seedDemoCredit(t.database.db)).toEqual({ created: DEMO_CREDIT.length, alreadyThere: 0, missing: 0 });
    const db = t.database.db;
    const kinds = await db.select({ kind: creditEntries.kind, n: sql<number>`count(*)`.mapWith(Number) }).from(creditEntries).groupBy(creditEntries.kind);
    expect(Object.fromEntries(kinds.map((k) => [k.kind, k.n]))).toEqual({ top_up: expect.any(Number), deduction: expect.any(Number), reversal: 1 });
    expect(kinds.find((k) => k.kind === 'top_up')!.n).toBeGreaterThanOrEqual(5);
    expect(kinds.find((k) => k.kind === 'deduction')!.n).toBeGreaterThanOrEqual(3);

    // Every balance is the sum of its entries, and none is below zero.
    const mismatched = rowsOf(await db.execute(sql`
      select a.account_id from credit_accounts a
      where a.balance_sen <> (select coalesce(sum(e.amount_sen), 0) from credit_entries e where e.account_id = a.account_id) or a.balance_sen < 0`));
    expect(mismatched).toEqual([]);

    // The pending requests were made by a demo admin, not the first admin, who may therefore approve them.
    const maker = await findAccountByEmail(db, CREDIT_MAKER_EMAIL);
    const pending = await db.select().from(creditRequests).where(eq(creditRequests.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(8);
    expect(pending.length).toBeLessThanOrEqual(12);
    expect(new Set(pending.map((r) => r.makerId))).toEqual(new Set([maker!.id]));
    expect(maker!.id).not.toBe(t.rootId);

    const listed = body<CreditRequestList>(await t.request({ method: 'GET', url: listUrl('/api/credit/requests/aggregation', { filter: { status: 'pending' }, pagination: { limit: 100 } }), token: t.rootToken }));
    expect(listed.totalCount).toBe(pending.length);
    const results = [];
    for (const request of listed.requests) {
      const res = await t.request({ method: 'POST', url: `/api/credit/requests/${request.id}/decision`, token: t.rootToken, payload: { action: 'approve', expected: 'pending' } });
      results.push(res.statusCode === 200 ? body<CreditRequest>(res).status : res.statusCode);
    }
    // Each one is a decision the first admin can take: the deductions are covered by the balances.
    expect(results.every((r) => r === 'approved')).toBe(true);
  });

  it('adds nothing when run again', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(creditRequests))[0].n;
    const before = await count();
    expect(await seedDemoCredit(t.database.db)).toEqual({ created: 0, alreadyThere: DEMO_CREDIT.length, missing: 0 });
    expect(await count()).toBe(before);
  });
});
