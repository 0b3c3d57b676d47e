import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@server/db/client';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { seedDemoReservations } from '@server/cli/seed-reservations';
import { seedDemoFreeStays } from '@server/cli/seed-free-stay';
import type { FreeStayRequestList } from '@shared/contracts/free-stay';
import { firstFullNight } from '@app/features/free-stay/request-display';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { FS } from './helpers/free-stay';
import { insertUser } from './helpers/users';

describe.each(BACKENDS)('demo free stays on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('seeds 60 requests in every state and quota overrides once; approved ones hold a stay and exactly their places', async () => {
    const now = new Date('2026-11-26T03:00:00Z');
    await seedDemoPortfolio(t.database.db, 24);
    await insertUser(t.database.db, { role: 'guest', isVip: true });
    await seedDemoReservations(t.database.db, { now });
    const first = await seedDemoFreeStays(t.database.db, { now });
    expect(first.requests).toBe(60);
    expect(first.overrides).toBeGreaterThan(5);
    expect(await seedDemoFreeStays(t.database.db, { now })).toEqual({ requests: 0, overrides: 0 });

    const byStatus = rowsOf<{ status: string; n: number }>(await t.database.db.execute(sql`select status, count(*)::int as n from free_stay_requests group by status`));
    const counts = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
    for (const status of ['pending', 'approved', 'rejected', 'cancelled']) expect(counts[status], status).toBeGreaterThan(0);
    expect(counts.approved).toBeGreaterThanOrEqual(10);

    const [checks] = rowsOf<{ staysWrong: number; ledgerWrong: number; overrun: number; closed: number; portal: number; users: number; owners: number; roomTypeOnly: number }>(
      await t.database.db.execute(sql`
      with nights as (
        select d::date as date, count(*)::int as n
        from free_stay_requests r, generate_series(r.check_in::timestamp, (r.check_out - 1)::timestamp, interval '1 day') d
        where r.status = 'approved' group by 1)
      select
        (select count(*) from free_stay_requests r left join reservations s on s.id = r.reservation_id
          where r.status = 'approved' and (s.status is distinct from 'confirmed' or s.kind <> 'free_stay' or s.check_in <> r.check_in or s.unit_id <> r.unit_id))::int as "staysWrong",
        (select count(*) from free_stay_days f full join nights n on n.date = f.date where coalesce(f.used, 0) <> coalesce(n.n, 0))::int as "ledgerWrong",
        (select count(*) from free_stay_days where used > coalesce(quota, 5))::int as overrun,
        (select count(*) from free_stay_days where quota = 0)::int as closed,
        (select count(*) from free_stay_requests where from_portal)::int as portal,
        (select count(*) from free_stay_requests r join accounts a on a.id = r.account_id where a.kind = 'user')::int as users,
        (select count(*) from free_stay_requests r join accounts a on a.id = r.account_id join units u on u.id = r.unit_id where a.kind = 'owner' and u.owner_id = a.id)::int as owners,
        (select count(*) from free_stay_requests where unit_id is null)::int as "roomTypeOnly"`),
    );
    expect(checks).toMatchObject({ staysWrong: 0, ledgerWrong: 0, overrun: 0 });
    expect(checks.closed).toBeGreaterThan(0);
    expect(checks.portal).toBeGreaterThan(0);
    expect(checks.users).toBeGreaterThan(0);
    expect(checks.owners).toBeGreaterThan(20);
    expect(checks.roomTypeOnly).toBeGreaterThan(0);

    // Issue 25: most waiting requests can be approved as asked (their unit free, every night with a place), and a
    // couple sit on a booked unit on purpose, each card saying so and offering a free unit.
    const answer = await t.request({ method: 'GET', url: listUrl(`${FS}/aggregation`, { filter: { status: 'pending' }, pagination: { limit: 100, currentPage: 1 } }), token: t.rootToken });
    const pending = (answer.json() as FreeStayRequestList).requests;
    expect(pending.length).toBe(counts.pending);
    const onUnits = pending.filter((r) => r.unitId);
    const taken = onUnits.filter((r) => r.availability?.takenBy);
    const approvable = onUnits.filter((r) => !r.availability?.takenBy && !firstFullNight(r.quotaNights));
    expect(onUnits.length).toBeGreaterThan(10);
    expect(approvable.length / onUnits.length).toBeGreaterThanOrEqual(0.8);
    expect(taken.length).toBeGreaterThanOrEqual(1);
    expect(taken.length).toBeLessThanOrEqual(3);
    for (const r of taken) expect(r.availability?.freeUnits, r.code).not.toBeNull();
    // A room-type request has a free unit to pick.
    for (const r of pending.filter((p) => !p.unitId)) expect(r.availability?.freeUnits?.length, r.code).toBeGreaterThan(0);
  });
});
