import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OwnerDashboardFigures } from '@shared/contracts/dashboard';
import { addDays, addMonths, toApiDate } from '@shared/dates';
import { rowsOf } from '@server/db/client';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body, expectMessage, insertBareAdmins, uniqueEmail } from './helpers/fixtures';
import { createOwner, createRoomType, createUnit, ownerSession } from './helpers/portfolio';

interface Stay {
  unit: 'u1' | 'u2' | 'other';
  checkIn: string;
  checkOut: string;
  kind: 'guest' | 'owner_stay' | 'block';
  status: 'confirmed' | 'checked_out' | 'cancelled';
  guestName: string;
}

/** The days of a month, `YYYY-MM-DD`. */
function daysOf(month: string): string[] {
  const days: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * The owner portal's dashboard (issue 29): owner A holds u1 since the first of last month and u2 since the first of
 * this one; owner B holds another unit; owner C holds none. Each sees only their own figures.
 */
describe.each(BACKENDS)("the owner's dashboard on %s", (backend) => {
  let t: TestApp;
  const today = toApiDate(new Date());
  const month = today.slice(0, 7);
  const lastMonth = addMonths(month, -1);
  const stays: Stay[] = [
    { unit: 'u1', checkIn: `${lastMonth}-03`, checkOut: `${lastMonth}-06`, kind: 'guest', status: 'checked_out', guestName: 'Past Guest' },
    { unit: 'u1', checkIn: today, checkOut: addDays(today, 2), kind: 'guest', status: 'confirmed', guestName: '  Mei Ling Tan ' },
    { unit: 'u1', checkIn: addDays(today, 3), checkOut: addDays(today, 5), kind: 'owner_stay', status: 'confirmed', guestName: 'Owner Family' },
    { unit: 'u2', checkIn: addDays(today, 1), checkOut: addDays(today, 4), kind: 'guest', status: 'confirmed', guestName: 'Ahmad bin Ali' },
    // Neither an arrival nor a filled night.
    { unit: 'u2', checkIn: addDays(today, 6), checkOut: addDays(today, 7), kind: 'guest', status: 'cancelled', guestName: 'Cancelled Guest' },
    { unit: 'u2', checkIn: addDays(today, 8), checkOut: addDays(today, 9), kind: 'block', status: 'confirmed', guestName: 'Blocked' },
    // Owner B's: never on A's dashboard.
    { unit: 'other', checkIn: today, checkOut: addDays(today, 1), kind: 'guest', status: 'confirmed', guestName: 'Other Guest' },
  ];
  const units: Record<Stay['unit'], string> = { u1: '', u2: '', other: '' };
  const tokens = { a: '', b: '', c: '' };
  const owners = { a: '', b: '', c: '' };
  const statementIds: Record<string, string> = {};

  let checker = '';

  /** A statement as the statements area leaves it: a draft whose one line is its payout, approved by another admin, then sent. */
  async function statement(ownerId: string, m: string, status: 'sent' | 'draft', payoutSen: number, supersedes?: { id: string; revision: number }): Promise<string> {
    const db = t.database.db;
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`
        INSERT INTO owner_statements (owner_id, month, revision, supersedes_id, revision_reason, generated_by, revenue_sen, commission_sen, management_fee_sen,
          cleaning_sen, expenses_sen, installments_sen, adjustments_sen, carried_in_sen, payout_sen)
        VALUES (${ownerId}, ${m}, ${supersedes ? supersedes.revision + 1 : 1}, ${supersedes?.id ?? null}, ${supersedes ? 'A late cleaning fee' : null}, ${t.rootId}, 0, 0, 0, 0, 0, 0, ${payoutSen}, 0, ${payoutSen})
        RETURNING id`),
    );
    await db.execute(sql`INSERT INTO owner_statement_lines (statement_id, position, kind, amount_sen) VALUES (${row.id}, 1, 'adjustment', ${payoutSen})`);
    if (status === 'sent') {
      await db.execute(sql`UPDATE owner_statements SET status = 'approved', approved_by = ${checker}, approved_at = now() WHERE id = ${row.id}`);
      await db.execute(sql`UPDATE owner_statements SET status = 'sent', sent_by = ${checker}, sent_at = now() WHERE id = ${row.id}`);
    }
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    [checker] = await insertBareAdmins(t.database.db, [{ name: 'Statement Checker', email: uniqueEmail('checker'), permissions: [] }]);
    const [a, b, c] = [await createOwner(t), await createOwner(t), await createOwner(t)];
    Object.assign(owners, { a: a.id, b: b.id, c: c.id });
    const roomType = await createRoomType(t);
    units.u1 = (await createUnit(t, { roomTypeId: roomType.id, ownerId: a.id, ownedFrom: `${lastMonth}-01` })).id;
    units.u2 = (await createUnit(t, { roomTypeId: roomType.id, ownerId: a.id, ownedFrom: `${month}-01` })).id;
    units.other = (await createUnit(t, { roomTypeId: roomType.id, ownerId: b.id, ownedFrom: `${lastMonth}-01` })).id;
    for (const s of stays) {
      await t.database.db.execute(sql`
        INSERT INTO reservations (unit_id, check_in, check_out, channel, kind, status, room_revenue_sen, guest_name)
        VALUES (${units[s.unit]}, ${s.checkIn}, ${s.checkOut}, 'direct', ${s.kind}, ${s.status}, 10000, ${s.guestName})`);
    }
    // A: last month sent (the latest they may read), the month before sent, this month only a draft (not theirs yet).
    statementIds.aLast = await statement(a.id, lastMonth, 'sent', 123_456);
    statementIds.aBefore = await statement(a.id, addMonths(month, -2), 'sent', 50_000);
    statementIds.aDraft = await statement(a.id, month, 'draft', 999_999);
    statementIds.b = await statement(b.id, month, 'sent', 777_700);
    await t.database.db.execute(sql`INSERT INTO credit_accounts (account_id, balance_sen) VALUES (${a.id}, 25050), (${b.id}, 880000)`);
    tokens.a = await ownerSession(t, a.id, a.email!);
    tokens.b = await ownerSession(t, b.id, b.email!);
    tokens.c = await ownerSession(t, c.id, c.email!);
  });
  afterAll(async () => t?.close());

  const read = (token: string | null) => t.request({ method: 'GET', url: '/api/dashboard/owner', token });

  /** Nights of the owner's non-cancelled, non-block stays that fall in the month. */
  const filled = (own: Stay['unit'][], m: string) =>
    daysOf(m).reduce((n, d) => n + stays.filter((s) => own.includes(s.unit) && s.kind !== 'block' && s.status !== 'cancelled' && s.checkIn <= d && d < s.checkOut).length, 0);

  it('is 401 without a session, and refused to an administrator (an admin has no units of their own)', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expectMessage(await read(t.rootToken), 403, /owner/i);
  });

  it("gives an owner their own units' occupancy, next arrivals by first name, latest sent statement and credit", async () => {
    const res = await read(tokens.a);
    expect(res.statusCode, res.body).toBe(200);
    const figures = body<OwnerDashboardFigures>(res);
    expect(figures.today).toBe(today);
    expect(Date.now() - Date.parse(figures.asOf)).toBeLessThan(60_000);
    expect(figures.unitCount).toBe(2);
    expect(figures.occupancy).toEqual({
      // u2 is theirs from the first of this month only: last month holds u1's nights alone.
      thisMonth: { month, occupiedNights: filled(['u1', 'u2'], month), availableNights: 2 * daysOf(month).length },
      lastMonth: { month: lastMonth, occupiedNights: filled(['u1', 'u2'], lastMonth), availableNights: daysOf(lastMonth).length },
    });
    expect(figures.occupancy.lastMonth.occupiedNights).toBeGreaterThanOrEqual(3);
    expect(figures.nextStays.map((s) => [s.unitId, s.checkIn, s.kind, s.guestFirstName])).toEqual([
      [units.u1, today, 'guest', 'Mei'],
      [units.u2, addDays(today, 1), 'guest', 'Ahmad'],
      [units.u1, addDays(today, 3), 'owner_stay', 'Owner'],
    ]);
    expect(JSON.stringify(figures)).not.toMatch(/Other Guest|Tan|bin Ali/);
    expect(figures.latestStatement).toEqual({ id: statementIds.aLast, month: lastMonth, revision: 1, status: 'sent', payoutSen: 123_456 });
    expect(figures.credit).toEqual({ balanceSen: 25_050 });
  });

  it("never shows one owner another's: B sees only B's unit, stay, statement and credit", async () => {
    const figures = body<OwnerDashboardFigures>(await read(tokens.b));
    expect(figures.unitCount).toBe(1);
    expect(figures.nextStays.map((s) => [s.unitId, s.guestFirstName])).toEqual([[units.other, 'Other']]);
    expect(figures.occupancy.lastMonth).toEqual({ month: lastMonth, occupiedNights: 0, availableNights: daysOf(lastMonth).length });
    expect(figures.latestStatement).toMatchObject({ id: statementIds.b, month, payoutSen: 777_700 });
    expect(figures.credit.balanceSen).toBe(880_000);
  });

  it('gives an owner with no units and no statement an empty dashboard, not an error', async () => {
    const figures = body<OwnerDashboardFigures>(await read(tokens.c));
    expect(figures).toMatchObject({
      unitCount: 0,
      occupancy: { thisMonth: { occupiedNights: 0, availableNights: 0 }, lastMonth: { occupiedNights: 0, availableNights: 0 } },
      nextStays: [],
      latestStatement: null,
      credit: { balanceSen: 0 },
    });
  });

  it('shows a statement being revised as the one the owner was sent, until the revision is sent too', async () => {
    const db = t.database.db;
    await db.execute(sql`UPDATE owner_statements SET status = 'superseded' WHERE id = ${statementIds.aLast}`);
    const revised = await statement(owners.a, lastMonth, 'draft', 120_000, { id: statementIds.aLast, revision: 1 });
    expect(body<OwnerDashboardFigures>(await read(tokens.a)).latestStatement).toMatchObject({ id: statementIds.aLast, status: 'superseded', payoutSen: 123_456 });
    await db.execute(sql`UPDATE owner_statements SET status = 'approved', approved_by = ${checker}, approved_at = now() WHERE id = ${revised}`);
    await db.execute(sql`UPDATE owner_statements SET status = 'sent', sent_by = ${checker}, sent_at = now() WHERE id = ${revised}`);
    expect(body<OwnerDashboardFigures>(await read(tokens.a)).latestStatement).toEqual({ id: revised, month: lastMonth, revision: 2, status: 'sent', payoutSen: 120_000 });
  });
});
