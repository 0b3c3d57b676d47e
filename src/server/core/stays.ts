import { and, asc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import { NON_BLOCKING_STATUSES, type StayRef } from '@shared/contracts/reservations';
import type { Executor } from '@server/db/client';
import { reservations, reservationStatusChanges } from '@server/db/schema';
import { updateVersioned } from './versioned-update';

/**
 * Writing stays, shared by every area that makes them (reservations, the iCal import, later enquiries and free
 * stays): each goes through the same nights check, and the database's exclusion constraint has the last word.
 */
const blocking = () => notInArray(reservations.status, [...NON_BLOCKING_STATUSES]);

/** The blocking stay already holding a night of [checkIn, checkOut) on the unit, other than `exceptId`. */
export async function stayInTheWay(db: Executor, target: { unitId: string; checkIn: string; checkOut: string }, exceptId: string | null): Promise<StayRef | null> {
  const [row] = await db
    .select({ id: reservations.id, code: reservations.code, checkIn: reservations.checkIn, checkOut: reservations.checkOut, status: reservations.status, kind: reservations.kind })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, target.unitId),
        lt(reservations.checkIn, target.checkOut),
        gt(reservations.checkOut, target.checkIn),
        blocking(),
        exceptId ? sql`${reservations.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(asc(reservations.checkIn))
    .limit(1);
  return row ?? null;
}

export async function insertReservation(db: Executor, values: typeof reservations.$inferInsert): Promise<string> {
  const [row] = await db.insert(reservations).values(values).returning({ id: reservations.id });
  return row.id;
}

export async function updateReservation(db: Executor, id: string, patch: Partial<typeof reservations.$inferInsert>): Promise<void> {
  await updateVersioned(db, reservations, id, patch);
}

export async function recordStatus(db: Executor, values: typeof reservationStatusChanges.$inferInsert): Promise<void> {
  await db.insert(reservationStatusChanges).values(values);
}

