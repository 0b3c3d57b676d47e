import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { NON_BLOCKING_STATUSES, RESERVATION_COUNT_LIMIT, TO_CHECK_IN_STATUSES } from '@shared/contracts/reservations';
import type { Executor } from '@server/db/client';
import {
  accounts, properties, reservationPayments, reservations, reservationStatusChanges, roomTypes, sstRates, units, type ReservationRow,
} from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { ownedDuring, ownedOn, ownPeriodOf } from '@server/core/permissions/owner-scope';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { containsAny, likePattern } from '@server/core/text-search';
import type { ReservationFilter } from './dto';

// Shared with the iCal import (modules/integration), which writes stays through the same nights check.
export { insertReservation, recordStatus, stayInTheWay, updateReservation } from '@server/core/stays';

/** The row's own `property_id` is filled by the database; the unit's, read through the join, is never null. */
export type ReservationListRow = Omit<ReservationRow, 'propertyId'> & {
  unitNumber: string;
  propertyId: string;
  propertyName: string;
  roomTypeId: string;
  roomTypeName: string;
  paidSen: number;
};

const fields = {
  reservation: reservations,
  unitNumber: units.unitNumber,
  propertyId: units.propertyId,
  propertyName: properties.name,
  roomTypeId: units.roomTypeId,
  roomTypeName: roomTypes.name,
  paidSen: sql<number>`(select coalesce(sum(p.amount_sen), 0) from reservation_payments p where p.reservation_id = ${sql.raw('"reservations"."id"')})`.mapWith(Number),
};
type Selected = Omit<ReservationListRow, keyof ReservationRow> & { propertyId: string; reservation: ReservationRow };
const flat = ({ reservation, ...rest }: Selected): ReservationListRow => ({ ...reservation, ...rest });
const unitJoin = { table: units, on: eq(units.id, reservations.unitId), kind: 'inner' } as const;
// Each along a NOT NULL foreign key: exactly one unit, property and room type per stay.
const joins = [
  unitJoin,
  { table: properties, on: eq(properties.id, units.propertyId), kind: 'inner' },
  { table: roomTypes, on: eq(roomTypes.id, units.roomTypeId), kind: 'inner' },
] as const;

/** The statuses that hold nights, as SQL: the same rule as the exclusion constraint's WHERE. */
const blocking = () => notInArray(reservations.status, [...NON_BLOCKING_STATUSES]);
/**
 * Blocking stays with a night in [from, to] (both included; check-out is exclusive), written as the exclusion constraint's own range and WHERE so that its GiST
 * index answers per unit (only the stays in the window). Bounded by check-in alone, a unit's index range held every
 * stay before `to`: years of past stays read and dropped (21 ms against 6 ms for a 200-unit property at a million).
 */
const blockingNightsBetween = (from: string, to: string): SQL[] => [
  blocking(),
  sql`daterange(${reservations.checkIn}, ${reservations.checkOut}, '[)') && daterange(${from}::date, ${to}::date + 1, '[)')`,
];

/** deskRank (shared/contracts/reservations) in SQL: to check in, then in the house, then checked out, then the rest. */
const deskOrder = sql`(case when ${reservations.status} in ('reserved', 'confirmed') then 0 when ${reservations.status} = 'checked_in' then 1 when ${reservations.status} = 'checked_out' then 2 else 3 end)`;

/** An owner's stays: those whose check-in falls in one of their ownership periods of the unit (core/permissions/owner-scope.ts). */
const ownersStays = (owner: string) => ownPeriodOf(owner, reservations.unitId, reservations.checkIn);

/** `ownerScope`: only stays that are that owner's by the ownership period (the portal). */
export async function reservationPage(db: Executor, q: ListRequest<ReservationFilter>, ownerScope: string | null): Promise<ListPage<ReservationListRow>> {
  const page = await pagedList(
    db,
    {
      from: reservations,
      joins: ownerScope ? [ownersStays(ownerScope), ...joins] : joins,
      // The filters read the stay's own columns, so the total needs no join (a property's 87,000 stays at a million
      // are counted from one index); the owner scope is the join to the owner's period holding the check-in.
      countJoins: ownerScope ? [ownersStays(ownerScope)] : [],
      countLimit: RESERVATION_COUNT_LIMIT,
      select: fields,
      filters: {
        // An owner does not see the guest's contacts, so cannot search by them either.
        search: (s) => (ownerScope ? containsAny(s, reservations.code, reservations.guestName) : sql`${reservations.searchText} LIKE ${likePattern(s)}`),
        propertyId: (id) => eq(reservations.propertyId, id),
        unitId: (id) => eq(reservations.unitId, id),
        status: (status) => eq(reservations.status, status),
        kind: (kind) => eq(reservations.kind, kind),
        channel: (channel) => eq(reservations.channel, channel),
        from: (from) => gt(reservations.checkOut, from),
        to: (to) => lte(reservations.checkIn, to),
        arrivingOn: (day) => and(eq(reservations.checkIn, day), blocking())!,
        departingOn: (day) => and(eq(reservations.checkOut, day), blocking())!,
        inHouseOn: (day) => and(lte(reservations.checkIn, day), gt(reservations.checkOut, day), blocking())!,
        toCheckInOn: (day) => and(eq(reservations.checkIn, day), inArray(reservations.status, [...TO_CHECK_IN_STATUSES]))!,
      },
      sorts: { checkIn: reservations.checkIn, checkOut: reservations.checkOut, createdAt: reservations.createdAt, code: reservations.code, deskOrder },
      tieBreaker: { column: reservations.id, order: 'asc' },
    },
    q,
  );
  return { totalCount: page.totalCount, rows: page.rows.map(flat) };
}

export async function loadReservation(db: Executor, id: string, lock = false): Promise<ReservationListRow> {
  const query = db
    .select(fields)
    .from(reservations)
    .innerJoin(units, eq(units.id, reservations.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .innerJoin(roomTypes, eq(roomTypes.id, units.roomTypeId))
    .where(eq(reservations.id, id));
  const [row] = lock ? await query.for('update', { of: reservations }) : await query;
  if (!row) throw notFound('Reservation');
  return flat(row);
}

/** The stay exists and is the owner's by the ownership period: one index probe each side. */
export async function isOwnersStay(db: Executor, id: string, owner: string): Promise<boolean> {
  const [row] = await db.select({ id: reservations.id }).from(reservations).where(and(eq(reservations.id, id), ownedOn(owner, reservations.unitId, reservations.checkIn)));
  return Boolean(row);
}

export async function paymentsOf(db: Executor, reservationId: string) {
  return db
    .select({ payment: reservationPayments, createdByName: accounts.name })
    .from(reservationPayments)
    .leftJoin(accounts, eq(accounts.id, reservationPayments.createdBy))
    .where(eq(reservationPayments.reservationId, reservationId))
    .orderBy(asc(reservationPayments.createdAt), asc(reservationPayments.id));
}

export async function historyOf(db: Executor, reservationId: string) {
  return db
    .select({ change: reservationStatusChanges, changedByName: accounts.name })
    .from(reservationStatusChanges)
    .leftJoin(accounts, eq(accounts.id, reservationStatusChanges.changedBy))
    .where(eq(reservationStatusChanges.reservationId, reservationId))
    .orderBy(asc(reservationStatusChanges.changedAt), asc(reservationStatusChanges.id));
}

export async function insertPayment(db: Executor, values: typeof reservationPayments.$inferInsert): Promise<string> {
  const [row] = await db.insert(reservationPayments).values(values).returning({ id: reservationPayments.id });
  return row.id;
}

export interface BookableUnit {
  id: string;
  unitNumber: string;
  status: 'active' | 'inactive' | 'maintenance';
  propertyId: string;
  ownerId: string | null;
  baseNightlyRateSen: number;
  cleaningFeeSen: number;
}

export async function loadBookableUnit(db: Executor, id: string): Promise<BookableUnit> {
  const [row] = await db
    .select({
      id: units.id, unitNumber: units.unitNumber, status: units.status, propertyId: units.propertyId, ownerId: units.ownerId,
      baseNightlyRateSen: roomTypes.baseNightlyRateSen, cleaningFeeSen: roomTypes.cleaningFeeSen,
    })
    .from(units)
    .innerJoin(roomTypes, eq(roomTypes.id, units.roomTypeId))
    .where(eq(units.id, id));
  if (!row) throw notFound('Unit');
  return row;
}

/** The SST rate (basis points) in force on a day: the latest row that took effect on or before it. */
export async function sstRateOn(db: Executor, day: string): Promise<number> {
  const [row] = await db.select({ rateBp: sstRates.rateBp }).from(sstRates).where(lte(sstRates.effectiveFrom, day)).orderBy(desc(sstRates.effectiveFrom)).limit(1);
  return row?.rateBp ?? 0;
}

/** The property's state (ISO 3166-2, `MY-10`), or undefined when there is no such property. */
export async function propertyState(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ state: properties.state }).from(properties).where(eq(properties.id, id));
  return row ? row.state : undefined;
}

/**
 * The property's units and their blocking stays with a night in [from, to], by unit number and check-in. For an owner:
 * the units they held on a day of the window, and only their own stays on them (a stay of the owner before or after
 * leaves its nights blank, as if nobody had booked them: whose they were is not this owner's to know).
 */
export async function calendarRows(db: Executor, propertyId: string, from: string, to: string, ownerScope: string | null) {
  const unitRows = await db
    .select({ id: units.id, unitNumber: units.unitNumber, roomTypeId: units.roomTypeId, roomTypeName: roomTypes.name, status: units.status })
    .from(units)
    .innerJoin(roomTypes, eq(roomTypes.id, units.roomTypeId))
    .where(and(eq(units.propertyId, propertyId), ownerScope ? ownedDuring(ownerScope, units.id, from, to) : undefined))
    .orderBy(asc(units.unitNumber));
  let scoped = db
    .select({
      unitId: reservations.unitId, id: reservations.id, code: reservations.code, checkIn: reservations.checkIn, checkOut: reservations.checkOut,
      status: reservations.status, kind: reservations.kind, channel: reservations.channel, guestName: reservations.guestName,
    })
    .from(reservations)
    .innerJoin(units, eq(units.id, reservations.unitId))
    .$dynamic();
  if (ownerScope) {
    const own = ownersStays(ownerScope);
    scoped = scoped.innerJoin(own.table, own.on);
  }
  const stays = await scoped.where(and(eq(units.propertyId, propertyId), ...blockingNightsBetween(from, to))).orderBy(asc(reservations.checkIn));
  return { unitRows, stays };
}
