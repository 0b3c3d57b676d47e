import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { ReservationDetail, StayRef } from '@shared/contracts/reservations';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { openPostgres, rowsOf, type Database } from '@server/db/client';
import { createTestApp, testConfig, type TestApp } from './helpers/test-app';
import { createUnit } from './helpers/portfolio';

/**
 * Races only PostgreSQL can run (PGlite is one connection: nothing waits on anything): bookings that wait on a
 * transaction holding their nights, and a deadlock, must end in a 201 or a 409 naming the stay, never a 5xx.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('transactions retried on a deadlock (PostgreSQL)', () => {
  let t: TestApp;
  let holder: pg.Client;
  // The test app's pool holds 4 connections; 5 bookings waiting at once need a server with more.
  let wide: { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const database = await openPostgres(t.databaseUrl!, 10);
    wide = { database, app: await buildApp({ database, config: testConfig() }) };
    await wide.app.ready();
    holder = new pg.Client({ connectionString: t.databaseUrl! });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await wide?.app.close();
    await wide?.database.close();
    await t?.close();
  });

  const stay = (unitId: string, checkIn: string, checkOut: string, guestName: string) => ({
    unitId, checkIn, checkOut, guestName, guestPhone: '+60123456789', guestNationality: 'MY', adults: 2,
  });
  const book = (payload: object) => wide.app.inject({ method: 'POST', url: '/api/reservations', payload, headers: { authorization: t.rootToken } });
  const holderInsert = (unitId: string, checkIn: string, checkOut: string) =>
    holder.query(`insert into reservations (unit_id, check_in, check_out, channel, kind, status) values ($1, $2, $3, 'other', 'block', 'confirmed')`, [unitId, checkIn, checkOut]);

  /** Backends of this database waiting on a lock: asked outside the holder's transaction, which sees one snapshot of the statistics. */
  async function waiting(): Promise<number> {
    const res = await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    return rowsOf<{ n: number }>(res)[0].n;
  }
  async function untilWaiting(n: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await waiting()) < n) {
      if (Date.now() > deadline) throw new Error(`fewer than ${n} requests waiting`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('5 bookings waiting on a transaction holding their nights, which rolls back: one is made, the 4 others are 409s naming it, none a 5xx', async () => {
    const unit = await createUnit(t);
    await holder.query('begin');
    await holderInsert(unit.id, '2026-09-01', '2026-09-05');
    const racing = Promise.all(Array.from({ length: 5 }, (_, i) => book(stay(unit.id, '2026-09-01', '2026-09-05', `Racer ${i}`))));
    await untilWaiting(5);
    await new Promise((r) => setTimeout(r, 300));
    await holder.query('rollback');
    const results = await racing;
    const summary = results.map((r) => `${r.statusCode} ${r.body.slice(0, 100)}`).join('\n');
    expect(results.filter((r) => r.statusCode >= 500), summary).toEqual([]);
    const made = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(made.length, summary).toBe(1);
    expect(refused.length, summary).toBe(4);
    const winner = made[0].json() as ReservationDetail;
    for (const res of refused) {
      expect((res.json() as { stay: StayRef }).stay.code).toBe(winner.code);
      expect((res.json() as { message: string }).message).toContain(winner.code);
    }
    const count = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from reservations where unit_id = ${unit.id}`));
    expect(count[0].n).toBe(1);
  });

  it('a booking chosen as the victim of a deadlock is run again and made once the other transaction is gone (201, not 500)', async () => {
    const unit = await createUnit(t);
    // The holder takes the later nights; the booking (both ranges) then waits on it; the holder reaching for the
    // earlier nights the booking has written closes the circle, and PostgreSQL aborts the booking, which waited first.
    await holder.query('begin');
    await holderInsert(unit.id, '2026-10-03', '2026-10-05');
    const booking = book(stay(unit.id, '2026-10-01', '2026-10-05', 'Victim'));
    await untilWaiting(1);
    // On a starved machine PostgreSQL may pick the holder instead; the booking must be made all the same.
    await holderInsert(unit.id, '2026-10-01', '2026-10-03').catch((err: { code?: string }) => {
      if (err.code !== '40P01') throw err;
    });
    await holder.query('rollback');
    const res = await booking;
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as ReservationDetail).guestName).toBe('Victim');
  });

  it('two transactions locking the same rows in opposite order both commit: the deadlock\'s victim is run again', async () => {
    const [a, b] = [await createUnit(t), await createUnit(t)];
    const db = wide.database.db;
    let runs = 0;
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothLocked = new Promise<void>((resolve) => (release = resolve));
    const lockInOrder = (first: string, second: string) =>
      db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`select id from units where id = ${first} for update`);
        if (++arrived === 2) release();
        await bothLocked;
        await tx.execute(sql`select id from units where id = ${second} for update`);
        return first;
      });
    const results = await Promise.allSettled([lockInOrder(a.id, b.id), lockInOrder(b.id, a.id)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(runs).toBe(3);
  });
});
