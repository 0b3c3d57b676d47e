import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StatementJob } from '@shared/contracts/owner-statements';
import { rowsOf, type Db } from '@server/db/client';
import type { TestApp } from './test-app';

/** Owner accounts straight in the database (no portal, no IC): as many as a run at scale needs. */
export async function insertOwners(db: Db, count: number, label = 'Statement Owner'): Promise<string[]> {
  const run = randomUUID().slice(0, 8);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO accounts (account_number, kind, name)
      SELECT ${`OS${run}-`} || n, 'owner', ${label} || ' ' || n FROM generate_series(1, ${count}::int) n
      RETURNING id::text AS id`),
  );
  return rows.map((r) => r.id);
}

/** Units of one room type, numbered `<prefix>-0001`…, straight in the database. */
export async function insertUnits(db: Db, roomTypeId: string, propertyId: string, count: number, prefix: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO units (property_id, room_type_id, unit_number)
      SELECT ${propertyId}::uuid, ${roomTypeId}::uuid, ${prefix} || '-' || lpad(n::text, 4, '0') FROM generate_series(1, ${count}::int) n
      ORDER BY n
      RETURNING id::text AS id`),
  );
  return rows.map((r) => r.id);
}

export async function own(db: Db, unitId: string, ownerId: string, from: string, to: string | null = null): Promise<void> {
  await db.execute(sql`INSERT INTO unit_ownerships (unit_id, owner_id, from_date, to_date) VALUES (${unitId}, ${ownerId}, ${from}, ${to})`);
}

export async function onPackage(db: Db, unitId: string, packageId: string, fromMonth: string): Promise<void> {
  await db.execute(sql`INSERT INTO unit_packages (unit_id, package_id, from_month) VALUES (${unitId}, ${packageId}, ${fromMonth})`);
}

export interface StayInput {
  unitId: string;
  checkIn: string;
  checkOut: string;
  revenueSen: number;
  cleaningSen?: number;
  commissionSen?: number;
  channel?: string;
  status?: string;
}

export async function insertStay(db: Db, s: StayInput): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO reservations (unit_id, check_in, check_out, channel, kind, status, room_revenue_sen, cleaning_fee_sen, channel_commission_sen, guest_name)
      VALUES (${s.unitId}, ${s.checkIn}, ${s.checkOut}, ${s.channel ?? 'direct'}, 'guest', ${s.status ?? 'confirmed'}, ${s.revenueSen}, ${s.cleaningSen ?? 0}, ${s.commissionSen ?? 0}, 'Statement Guest')
      RETURNING id::text AS id`),
  );
  return row.id;
}

/** An approved billable expense, recorded by one admin and approved by another. */
export async function insertBillableExpense(
  db: Db,
  e: { propertyId: string; unitId: string | null; date: string; amountSen: number; sstSen?: number; recordedBy: string; approvedBy: string },
): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO expenses (expense_date, category, property_id, unit_id, payee, amount_sen, sst_sen, billable, status, recorded_by, approved_by, approved_at)
      VALUES (${e.date}, 'repairs', ${e.propertyId}, ${e.unitId}, 'Ah Seng Plumbing', ${e.amountSen}, ${e.sstSen ?? 0}, true, 'approved', ${e.recordedBy}, ${e.approvedBy}, now())
      RETURNING id::text AS id`),
  );
  return row.id;
}

/** Starts a month's run and answers its job, finished (the call answers once the run is done). */
export async function generate(t: TestApp, token: string, payload: object, key?: string): Promise<StatementJob> {
  const res = await t.request({ method: 'POST', url: '/api/owner-statements/generate', token, payload, headers: key ? { 'idempotency-key': key } : {} });
  expect(res.statusCode, res.body).toBe(201);
  const job = res.json() as StatementJob;
  expect(job.status).toBe('done');
  return job;
}
