import { and, eq, gt, inArray, lte, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { NON_BLOCKING_STATUSES } from '@shared/contracts/reservations';
import { type Executor, type Tx } from '@server/db/client';
import { accounts, freeStayRequests, properties, reservations, roomTypes, units, type FreeStayRequestRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { containsAny } from '@server/core/text-search';
import { freeUnitsColumn, takenByColumn } from './availability';
import type { RequestFilter } from './dto';
import { updateVersioned } from '@server/core/versioned-update';

// Stays are written through the one nights check every area shares.
export { insertReservation, recordStatus, stayInTheWay, updateReservation } from '@server/core/stays';

const nameOf = (id: AnyColumn) => sql<string | null>`(select a.name from accounts a where a.id = ${id})`;

export type RequestRow = FreeStayRequestRow & {
  accountName: string;
  accountNumber: string;
  accountKind: 'admin' | 'owner' | 'user';
  propertyName: string;
  roomTypeName: string;
  unitNumber: string | null;
  requestedByName: string | null;
  decidedByName: string | null;
  reservationCode: string | null;
  /** JSON text, pending requests only (see `availabilityOf`). */
  takenBy: string | null;
  freeUnits: string | null;
};

/** A request as every read shows it: with its person, where, who asked and decided, and the stay it made. */
const fields = {
  request: freeStayRequests,
  accountName: accounts.name,
  accountNumber: accounts.accountNumber,
  accountKind: accounts.kind,
  propertyName: properties.name,
  roomTypeName: roomTypes.name,
  unitNumber: units.unitNumber,
  requestedByName: nameOf(freeStayRequests.requestedBy),
  decidedByName: nameOf(freeStayRequests.decidedBy),
  reservationCode: sql<string | null>`(select r.code from reservations r where r.id = ${freeStayRequests.reservationId})`,
  takenBy: takenByColumn(),
  freeUnits: freeUnitsColumn(),
};
const joins = [
  { table: accounts, on: eq(accounts.id, freeStayRequests.accountId), kind: 'inner' },
  { table: properties, on: eq(properties.id, freeStayRequests.propertyId), kind: 'inner' },
  { table: roomTypes, on: eq(roomTypes.id, freeStayRequests.roomTypeId), kind: 'inner' },
  { table: units, on: eq(units.id, freeStayRequests.unitId), kind: 'left' },
] as const;

type Selected = Omit<RequestRow, keyof FreeStayRequestRow> & { request: FreeStayRequestRow };
const flat = ({ request, ...rest }: Selected): RequestRow => ({ ...request, ...rest });

/** `accountScope`: only that account's requests (an owner in the portal). */
export async function requestPage(db: Executor, q: ListRequest<RequestFilter>, accountScope: string | null, alsoWhere: readonly SQL[] = []): Promise<ListPage<RequestRow>> {
  const page = await pagedList(
    db,
    {
      from: freeStayRequests,
      joins,
      // Inner joins along NOT NULL keys and a left join change no count: only a search, which reads them, needs them.
      countJoins: q.filter.search ? joins : [],
      select: fields,
      filters: {
        search: (s) => containsAny(s, freeStayRequests.code, accounts.name, accounts.accountNumber, units.unitNumber),
        status: (status) => eq(freeStayRequests.status, status),
        unitId: (id) => eq(freeStayRequests.unitId, id),
        accountId: (id) => eq(freeStayRequests.accountId, id),
        // A night on or after `from` (check-out is exclusive), a night on or before `to`.
        from: (from) => gt(freeStayRequests.checkOut, from),
        to: (to) => lte(freeStayRequests.checkIn, to),
      },
      sorts: { createdAt: freeStayRequests.createdAt, checkIn: freeStayRequests.checkIn },
      tieBreaker: { column: freeStayRequests.id, order: 'with-first-sort' },
    },
    q,
    [...(accountScope ? [eq(freeStayRequests.accountId, accountScope)] : []), ...alsoWhere],
  );
  return { totalCount: page.totalCount, rows: page.rows.map((row) => flat(row as Selected)) };
}

/** `lock` takes the request's row lock only, so decisions on one request queue behind each other. */
export async function loadRequest(db: Executor, id: string, lock = false): Promise<RequestRow> {
  let query = db
    .select(fields)
    .from(freeStayRequests)
    .innerJoin(accounts, eq(accounts.id, freeStayRequests.accountId))
    .innerJoin(properties, eq(properties.id, freeStayRequests.propertyId))
    .innerJoin(roomTypes, eq(roomTypes.id, freeStayRequests.roomTypeId))
    .leftJoin(units, eq(units.id, freeStayRequests.unitId))
    .where(eq(freeStayRequests.id, id))
    .$dynamic();
  if (lock) query = query.for('update', { of: freeStayRequests });
  const [row] = await query;
  if (!row) throw notFound('Free-stay request');
  return flat(row);
}

export async function insertRequest(tx: Tx, values: typeof freeStayRequests.$inferInsert): Promise<string> {
  const [row] = await tx.insert(freeStayRequests).values(values).returning({ id: freeStayRequests.id });
  return row.id;
}

export async function updateRequest(tx: Tx, id: string, patch: Partial<typeof freeStayRequests.$inferInsert>): Promise<void> {
  await updateVersioned(tx, freeStayRequests, id, patch);
}


/** Who a free stay may be for: an owner or a platform user that is active, not banned and not erased. */
export async function loadBeneficiary(db: Executor, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.id, id), inArray(accounts.kind, ['owner', 'user']), eq(accounts.active, true), eq(accounts.banned, false), sql`${accounts.deletedAt} IS NULL`));
  return row ?? null;
}

export interface TargetUnit {
  id: string;
  unitNumber: string;
  status: 'active' | 'inactive' | 'maintenance';
  propertyId: string;
  roomTypeId: string;
  ownerId: string | null;
}

export async function loadUnit(db: Executor, id: string): Promise<TargetUnit | null> {
  const [row] = await db
    .select({ id: units.id, unitNumber: units.unitNumber, status: units.status, propertyId: units.propertyId, roomTypeId: units.roomTypeId, ownerId: units.ownerId })
    .from(units)
    .where(eq(units.id, id));
  return row ?? null;
}

export async function loadRoomType(db: Executor, id: string): Promise<{ id: string; propertyId: string } | null> {
  const [row] = await db.select({ id: roomTypes.id, propertyId: roomTypes.propertyId }).from(roomTypes).where(eq(roomTypes.id, id));
  return row ?? null;
}

/** Active units of the room type with no blocking stay on any night of [checkIn, checkOut). */
export async function freeUnitsOf(db: Executor, roomTypeId: string, checkIn: string, checkOut: string): Promise<number> {
  const taken = db
    .select({ unitId: reservations.unitId })
    .from(reservations)
    .where(and(gt(reservations.checkOut, checkIn), sql`${reservations.checkIn} < ${checkOut}`, notInArray(reservations.status, [...NON_BLOCKING_STATUSES])));
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(units)
    .where(and(eq(units.roomTypeId, roomTypeId), eq(units.status, 'active'), notInArray(units.id, taken)));
  return row.n;
}

/** The stay an approval made, locked: a cancel moves it to cancelled. */
export async function lockStay(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: reservations.id, code: reservations.code, status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('update');
  return row;
}
