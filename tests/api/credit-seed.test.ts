import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditRequest, CreditRequestList } from '@shared/contracts/credit';
import { seedDemoCredit } from '@server/cli/seed-credit';
import { seedDemo } from '@server/cli/seed-demo';
import { seedDemoUsers } from '@server/cli/seed-users';
import { CREDIT_CHECKER_EMAIL, CREDIT_MAKER_EMAILS } from '@server/cli/demo-credit';
import { DEMO_CREDIT_HOLDERS } from '@server/cli/demo-holders';
import { findAccountByEmail } from '@server/core/accounts/account-store';
import { rowsOf } from '@server/db/client';
import { creditRequests } from '@server/db/schema';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body } from './helpers/fixtures';

const DAY = 86_400_000;

describe.each(BACKENDS)('the demo credit on %s', (backend) => {
  let t: TestApp;
  const query = async <T>(statement: ReturnType<typeof sql>): Promise<T[]> => rowsOf<T>(await t.database.db.execute(statement));
  const counts = async () =>
    (await query<{ requests: string; entries: string; holders: string; users: string }>(sql`
      select (select count(*) from credit_requests) as requests, (select count(*) from credit_entries) as entries,
             (select count(*) from credit_accounts) as holders, (select count(*) from accounts) as users`))[0];

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.database.db);
    await seedDemoUsers(t.database.db);
  });
  afterAll(async () => t?.close());

  // The seed takes about 4 s; on a 2-core machine under heavy load from other work this test took up to 32 s.
  it('gives 200 holders a year of top-ups, deductions and reversals, every balance the sum of its entries and never below zero', { timeout: 120_000 }, async () => {
    const started = Date.now();
    expect(await seedDemoCredit(t.database.db)).toEqual({ created: DEMO_CREDIT_HOLDERS, alreadyThere: 0, missing: 0 });

    const [holders] = await query<{ n: string; older: string; first: Date; last: Date }>(sql`
      select count(*) as n, count(*) filter (where first < now() - interval '300 days') as older, min(first) as first, max(last) as last
      from (select account_id, min(created_at) as first, max(created_at) as last from credit_entries group by account_id) h`);
    expect(Number(holders.n)).toBe(DEMO_CREDIT_HOLDERS);
    // A year: the oldest entry is about a year back, most holders started that long ago, and postings run up to this week.
    expect(started - new Date(holders.first).getTime()).toBeGreaterThan(330 * DAY);
    expect(started - new Date(holders.first).getTime()).toBeLessThan(366 * DAY);
    expect(Number(holders.older)).toBeGreaterThanOrEqual(DEMO_CREDIT_HOLDERS - 10);
    expect(started - new Date(holders.last).getTime()).toBeLessThan(14 * DAY);

    const kinds = Object.fromEntries(
      (await query<{ kind: string; n: string }>(sql`select kind, count(*) as n from credit_entries group by kind`)).map((k) => [k.kind, Number(k.n)]),
    );
    expect(kinds.top_up).toBeGreaterThan(1_000);
    expect(kinds.deduction).toBeGreaterThan(1_000);
    expect(kinds.reversal).toBeGreaterThan(50);

    // Every balance is the sum of its entries, none is below zero, and none ever was: the running sum
    // in the order the entries were posted stays at or above zero for every holder.
    const wrong = await query(sql`
      select a.account_id from credit_accounts a
      where a.balance_sen < 0 or a.balance_sen <> (select coalesce(sum(e.amount_sen), 0) from credit_entries e where e.account_id = a.account_id)`);
    expect(wrong).toEqual([]);
    const dipped = await query(sql`
      select account_id from (
        select account_id, sum(amount_sen) over (partition by account_id order by created_at, id) as running from credit_entries) r
      where running < 0`);
    expect(dipped).toEqual([]);

    // Approved requests posted one entry each; a reversal names an entry of the same holder, of the opposite amount.
    const [links] = await query<{ approved_without: string; entries_per_request: string; bad_reversals: string; self_decided: string }>(sql`
      select
        (select count(*) from credit_requests r where r.status = 'approved' and not exists (select 1 from credit_entries e where e.id = r.entry_id and e.request_id = r.id)) as approved_without,
        (select count(*) from (select request_id from credit_entries where request_id is not null group by request_id having count(*) <> 1) x) as entries_per_request,
        (select count(*) from credit_entries v join credit_entries o on o.id = v.reverses_entry_id where v.account_id <> o.account_id or v.amount_sen <> -o.amount_sen) as bad_reversals,
        (select count(*) from credit_requests where decided_by = maker_id) as self_decided`);
    // Counts come back as numbers from PGlite and as strings from PostgreSQL.
    expect(Object.fromEntries(Object.entries(links).map(([k, v]) => [k, Number(v)]))).toEqual({ approved_without: 0, entries_per_request: 0, bad_reversals: 0, self_decided: 0 });
  });

  it('leaves 30 requests waiting, made by three demo admins who may ask but not approve, for the checker or the first admin', async () => {
    const db = t.database.db;
    const makers = await Promise.all(CREDIT_MAKER_EMAILS.map(async (email) => (await findAccountByEmail(db, email))!));
    const checker = (await findAccountByEmail(db, CREDIT_CHECKER_EMAIL))!;
    for (const maker of makers) expect(maker.permissions.sort()).not.toContain(67);
    expect(checker.permissions).toContain(67);

    const pending = await db.select().from(creditRequests).where(eq(creditRequests.status, 'pending'));
    expect(pending).toHaveLength(30);
    const madeBy = new Set(pending.map((r) => r.makerId));
    expect(madeBy.size).toBeGreaterThanOrEqual(3);
    expect([...madeBy].every((id) => makers.some((m) => m.id === id))).toBe(true);
    expect(madeBy.has(t.rootId)).toBe(false);

    const listed = body<CreditRequestList>(await t.request({ method: 'GET', url: listUrl('/api/credit/requests/aggregation', { filter: { status: 'pending' }, pagination: { limit: 100 } }), token: t.rootToken }));
    expect(listed.totalCount).toBe(30);
    const results = [];
    for (const request of listed.requests) {
      const res = await t.request({ method: 'POST', url: `/api/credit/requests/${request.id}/decision`, token: t.rootToken, payload: { action: 'approve', expected: 'pending' } });
      results.push(res.statusCode === 200 ? body<CreditRequest>(res).status : `${res.statusCode} ${res.body}`);
    }
    // Each one is a decision the first admin can take, in any order: the deductions are covered by the balances.
    expect(results.filter((r) => r !== 'approved')).toEqual([]);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    expect(await seedDemoUsers(t.database.db)).toMatchObject({ created: 0 });
    expect(await seedDemoCredit(t.database.db)).toEqual({ created: 0, alreadyThere: DEMO_CREDIT_HOLDERS, missing: 0 });
    expect(await counts()).toEqual(before);
  });
});
