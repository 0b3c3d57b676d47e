import type { z } from 'zod';
import {
  STATUS_TRANSITIONS, isBlockingStatus, MAX_NIGHTS, NO_SHOW_BEFORE_ARRIVAL_CODE, nightsBetween, noShowAllowed,
  type newPayment, type newReservation, type Quote, type quoteRequest, type ReservationCalendar, type ReservationDetail, type ReservationList,
  type reservationPatch, type StayRef, type statusMove,
} from '@shared/contracts/reservations';
import { formatCalendarDate, toApiDate } from '@shared/dates';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor, Tx } from '@server/db/client';
import { lastChangeOf, writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { dayLockOf, isDayLockError } from '@server/core/day-lock';
import { changedFields, sameVersion } from '@server/core/edits';
import { conflict, fieldRefused, HttpError, notFound } from '@server/core/errors/http-errors';
import type { RefusalCode, RefusalDetail } from '@shared/refusals';
import { EXCLUSION_VIOLATION, pgCodeOf } from '@server/core/errors/pg-code';
import { getGlobalSetting } from '@server/core/global-settings';
import { asCalendarHoliday, holidaysApplyingTo } from '@server/core/holidays';
import { DecisionConflict, guardedChange } from '@server/core/guarded-change';
import { toDetail, toReservation, type ReservationFilter, type ReservationRecord } from './dto';
import { priceStay } from './quote';
import {
  calendarRows, historyOf, insertPayment, isOwnersStay, insertReservation, loadBookableUnit, loadReservation, paymentsOf, propertyState, recordStatus,
  reservationPage, sstRateOn, stayInTheWay, updateReservation, type BookableUnit,
} from './repo';

const ENTITY = 'reservations.reservation';

/** A 400 on one field, with the code of the rule that refused it (the app words it on the field). */
function invalidField(field: string, message: string, code: RefusalCode, details: Record<string, RefusalDetail> = {}): never {
  throw fieldRefused(field, message, code, details);
}

interface Nights {
  unitId: string;
  checkIn: string;
  checkOut: string;
}

/** "Unit A-01-01 is taken from 2026-03-02 to 2026-03-05 by R000012": what every overlap 409 says. */
export function overlapMessage(unitNumber: string, stay: StayRef): string {
  return `Unit ${unitNumber} is already taken from ${stay.checkIn} to ${stay.checkOut} (check-out) by ${stay.code} (${stay.status}); choose other dates or another unit`;
}

async function readRecord(db: Executor, id: string, lock = false): Promise<ReservationRecord> {
  const row = await loadReservation(db, id, lock);
  // One after another: inside a transaction these share its one connection.
  const payments = await paymentsOf(db, id);
  const history = await historyOf(db, id);
  return { row, payments, history };
}

async function bookableUnit(db: Executor, unitId: string): Promise<BookableUnit> {
  let unit: BookableUnit;
  try {
    unit = await loadBookableUnit(db, unitId);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) invalidField('unitId', 'No unit with this id', 'unknown_reference', { field: 'unitId', what: 'unit' });
    throw err;
  }
  if (unit.status === 'inactive') invalidField('unitId', `Unit ${unit.unitNumber} is inactive and takes no bookings`, 'unit_inactive', { unit: unit.unitNumber });
  return unit;
}

// ---------------------------------------------------------------- reads

export async function listReservations(db: Executor, q: ParsedList<ReservationFilter>, ownerScope: string | null): Promise<ReservationList> {
  const page = await reservationPage(db, q, ownerScope);
  return { totalCount: page.totalCount, reservations: page.rows.map((row) => toReservation(row, ownerScope)) };
}

/** An owner reads only a stay that is theirs by the ownership period; any other answers 404, as if it did not exist. */
export async function getReservation(db: Executor, id: string, ownerScope: string | null): Promise<ReservationDetail> {
  if (ownerScope && !(await isOwnersStay(db, id, ownerScope))) throw notFound('Reservation');
  const record = await readRecord(db, id);
  return toDetail(record, ownerScope);
}

export async function calendar(db: Executor, q: { propertyId: string; from: string; to: string }, ownerScope: string | null): Promise<ReservationCalendar> {
  const state = await propertyState(db, q.propertyId);
  if (state === undefined) throw notFound('Property');
  const { unitRows, stays } = await calendarRows(db, q.propertyId, q.from, q.to, ownerScope);
  if (ownerScope && !unitRows.length) throw notFound('Property');
  const byUnit = new Map(unitRows.map((u) => [u.id, { ...u, stays: [] as ReservationCalendar['units'][number]['stays'] }]));
  for (const { unitId, ...stay } of stays) byUnit.get(unitId)?.stays.push(stay);
  const holidays = await holidaysApplyingTo(db, state, q.from, q.to);
  return { propertyId: q.propertyId, from: q.from, to: q.to, units: [...byUnit.values()], holidays: holidays.map(asCalendarHoliday) };
}

async function quoteFor(db: Executor, unit: BookableUnit, input: z.output<typeof quoteRequest>): Promise<Omit<Quote, 'unavailableBecause'>> {
  return priceStay({
    nights: nightsBetween(input.checkIn, input.checkOut),
    nightlyRateSen: input.nightlyRateSen ?? unit.baseNightlyRateSen,
    cleaningFeeSen: unit.cleaningFeeSen,
    sstRateBp: await sstRateOn(db, input.checkIn),
    tourismTaxPerNightSen: await getGlobalSetting(db, 'tourismTaxPerRoomNightSen'),
    guestNationality: input.guestNationality ?? null,
    guestPermanentResident: input.guestPermanentResident,
    tourismTaxCollectedBy: input.tourismTaxCollectedBy,
  });
}

export async function quote(db: Executor, input: z.output<typeof quoteRequest>): Promise<Quote> {
  const unit = await bookableUnit(db, input.unitId);
  const priced = await quoteFor(db, unit, input);
  return { ...priced, unavailableBecause: await stayInTheWay(db, input, input.exceptId ?? null) };
}

// ---------------------------------------------------------------- create

/** A 409 naming the stay in the way, when the database refused the nights (two bookings raced); anything else unchanged. */
async function asOverlap(db: Executor, err: unknown, nights: Nights, exceptId: string | null, unitNumber: () => Promise<string>): Promise<unknown> {
  if (pgCodeOf(err) !== EXCLUSION_VIOLATION) return err;
  const stay = await stayInTheWay(db, nights, exceptId);
  if (!stay) return conflict('These nights were taken at the same moment and freed again; try again');
  return new HttpError(409, overlapMessage(await unitNumber(), stay), { stay });
}

/** The amounts a new stay gets: what the body says, the rest from the quote for a guest stay, zero for the others. */
async function amountsOf(db: Executor, unit: BookableUnit, input: z.output<typeof newReservation>) {
  const collectedBy = input.tourismTaxCollectedBy ?? 'operator';
  const priced =
    input.kind === 'guest'
      ? await quoteFor(db, unit, {
        ...input, guestNationality: input.guestNationality ?? null, guestPermanentResident: input.guestPermanentResident ?? false, tourismTaxCollectedBy: collectedBy,
      })
      : { roomRevenueSen: 0, cleaningFeeSen: 0, sstSen: 0, tourismTaxSen: 0 };
  return {
    roomRevenueSen: input.roomRevenueSen ?? priced.roomRevenueSen,
    cleaningFeeSen: input.cleaningFeeSen ?? priced.cleaningFeeSen,
    channelCommissionSen: input.channelCommissionSen ?? 0,
    sstSen: input.sstSen ?? priced.sstSen,
    tourismTaxSen: input.tourismTaxSen ?? priced.tourismTaxSen,
    tourismTaxCollectedBy: collectedBy,
  };
}

/**
 * A new stay. Its nights are checked under the transaction, and the exclusion constraint is the last word: of two
 * bookings racing for the same nights (two admins, two servers) exactly one is written, the other answers 409
 * `{ message, stay }` naming the stay in the way.
 */
export async function createReservation(db: Db, actor: AuditActor, input: z.output<typeof newReservation>): Promise<ReservationDetail> {
  const unit = await bookableUnit(db, input.unitId);
  const amounts = await amountsOf(db, unit, input);
  try {
    return await db.transaction(async (tx) => {
      if (isBlockingStatus(input.status)) {
        const stay = await stayInTheWay(tx, input, null);
        if (stay) throw new HttpError(409, overlapMessage(unit.unitNumber, stay), { stay });
      }
      const id = await insertReservation(tx, {
        unitId: unit.id,
        guestName: input.guestName ?? null,
        guestPhone: input.guestPhone ?? null,
        guestEmail: input.guestEmail ?? null,
        guestNationality: input.guestNationality ?? null,
        guestPermanentResident: input.guestPermanentResident ?? false,
        adults: input.adults ?? (input.kind === 'block' ? 0 : 1),
        children: input.children ?? 0,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        channel: input.channel,
        kind: input.kind,
        status: input.status,
        ...amounts,
        notes: input.notes ?? null,
        createdBy: actor.actorId,
      });
      await recordStatus(tx, { reservationId: id, fromStatus: null, toStatus: input.status, changedBy: actor.actorId });
      const after = toDetail(await readRecord(tx, id));
      await writeAudit(tx, actor, { action: 'reservation.create', entity: ENTITY, entityId: id, after });
      return after;
    });
  } catch (err) {
    throw await asOverlap(db, err, input, null, async () => unit.unitNumber);
  }
}

// ---------------------------------------------------------------- edit and status

const view = (record: ReservationRecord) => toDetail(record);

/** Re-reads the record after the database refused a change's nights, for the 409's `current` and `lastChange`. */
async function overlapConflict(db: Db, err: unknown, id: string, nightsOf: (row: ReservationRecord['row']) => Nights): Promise<unknown> {
  if (pgCodeOf(err) !== EXCLUSION_VIOLATION) return err;
  const current = await readRecord(db, id);
  const stay = await stayInTheWay(db, nightsOf(current.row), id);
  const message = stay ? overlapMessage(current.row.unitNumber, stay) : 'These nights were taken at the same moment and freed again; try again';
  return conflict(message, view(current), await lastChangeOf(db, ENTITY, id));
}

/** Inside a change: a blocking stay on the new nights is a 409 with the record as it is. */
async function assertNightsFree(tx: Tx, nights: Nights, selfId: string): Promise<void> {
  const stay = await stayInTheWay(tx, nights, selfId);
  if (stay) {
    const unit = await loadBookableUnit(tx, nights.unitId);
    throw new DecisionConflict(overlapMessage(unit.unitNumber, stay));
  }
}

/** Dates, unit, guest and amounts; new nights or a new unit are checked again, as on create. */
export async function editReservation(db: Db, actor: AuditActor, id: string, input: z.output<typeof reservationPatch>): Promise<ReservationDetail> {
  const target = (row: ReservationRecord['row']): Nights => ({
    unitId: input.unitId ?? row.unitId, checkIn: input.checkIn ?? row.checkIn, checkOut: input.checkOut ?? row.checkOut,
  });
  try {
    return await guardedChange<ReservationRecord, ReservationDetail>(db, actor, {
      action: 'reservation.edit',
      entity: ENTITY,
      lock: (tx) => readRecord(tx, id, true),
      idOf: (r) => r.row.id,
      view,
      applies: ({ row }) => {
        const { checkIn, checkOut } = target(row);
        const nights = nightsBetween(checkIn, checkOut);
        if (nights < 1) invalidField('checkOut', 'Check-out is at least one day after check-in', 'checkout_after_checkin');
        if (nights > MAX_NIGHTS) invalidField('checkOut', `A stay is at most ${MAX_NIGHTS} nights`, 'too_many_nights', { max: MAX_NIGHTS });
      },
      expected: ({ row }) => sameVersion(row.version, input.version),
      apply: async (tx, { row }) => {
        const patch = changedFields(input, row);
        if (!Object.keys(patch).length) return null;
        if (patch.unitId) await bookableUnit(tx, patch.unitId);
        if ((patch.unitId || patch.checkIn || patch.checkOut) && isBlockingStatus(row.status)) await assertNightsFree(tx, target(row), row.id);
        await updateReservation(tx, row.id, patch);
        return readRecord(tx, row.id);
      },
    });
  } catch (err) {
    throw await overlapConflict(db, err, id, target);
  }
}

/**
 * A status decision (DESIGN.md §4): `expected` is the status the admin saw. Only the moves of STATUS_TRANSITIONS are
 * allowed (another is a 409 saying what the stay is now); a move that makes an enquiry hold its nights checks them.
 */
export async function moveStatus(db: Db, actor: AuditActor, id: string, input: z.output<typeof statusMove>): Promise<ReservationDetail> {
  try {
    return await guardedChange<ReservationRecord, ReservationDetail>(db, actor, {
      action: `reservation.${input.to}`,
      entity: ENTITY,
      lock: (tx) => readRecord(tx, id, true),
      idOf: (r) => r.row.id,
      view,
      expected: ({ row }) => ({ now: row.status, saw: input.expected, what: 'status' }),
      apply: async (tx, { row }) => {
        if (row.status === input.to) return null;
        if (!STATUS_TRANSITIONS[row.status].includes(input.to)) {
          throw new DecisionConflict(`A stay that is ${row.status} cannot become ${input.to}`);
        }
        // Nobody failed to arrive before the arrival day (the Kuala Lumpur business date): the rule, not the button, refuses it.
        if (input.to === 'no_show' && !noShowAllowed(row.checkIn, toApiDate(new Date()))) {
          throw new HttpError(422, `A no-show can be recorded only from the arrival day, ${formatCalendarDate(row.checkIn, 'en-GB')}`, {
            code: NO_SHOW_BEFORE_ARRIVAL_CODE,
            arrival: row.checkIn,
          });
        }
        if (!isBlockingStatus(row.status) && isBlockingStatus(input.to)) await assertNightsFree(tx, row, row.id);
        await updateReservation(tx, row.id, { status: input.to });
        await recordStatus(tx, { reservationId: row.id, fromStatus: row.status, toStatus: input.to, remark: input.remark || null, changedBy: actor.actorId });
        return readRecord(tx, row.id);
      },
    });
  } catch (err) {
    throw await overlapConflict(db, err, id, (row) => row);
  }
}

// ---------------------------------------------------------------- payments

/**
 * Money received, appended to the stay (never edited: the table refuses it); the stay's version is left alone. A day
 * whose daily sales report is verified is closed: a payment paid on it is a 409 naming the report (core/day-lock).
 */
export async function addPayment(db: Db, actor: AuditActor, id: string, input: z.output<typeof newPayment>): Promise<ReservationDetail> {
  try {
    return await db.transaction(async (tx) => {
      const before = await readRecord(tx, id, true);
      const locked = await dayLockOf(tx, id, input.paidOn);
      if (locked) throw conflict(locked.message, toDetail(before), await lastChangeOf(tx, ENTITY, id), locked.refusal);
      const paymentId = await insertPayment(tx, {
        reservationId: id, method: input.method, amountSen: input.amountSen, paidOn: input.paidOn, reference: input.reference ?? null, createdBy: actor.actorId,
      });
      const after = toDetail(await readRecord(tx, id));
      await writeAudit(tx, actor, {
        action: 'reservation.payment',
        entity: ENTITY,
        entityId: id,
        before: { paidSen: before.row.paidSen },
        after: { paidSen: after.paidSen, paymentId, method: input.method, amountSen: input.amountSen, paidOn: input.paidOn },
      });
      return after;
    });
  } catch (err) {
    // The report was verified between the check and the insert: the database's trigger refused it.
    if (!isDayLockError(err)) throw err;
    const locked = await dayLockOf(db, id, input.paidOn);
    const message = locked?.message ?? 'That day\'s daily sales report is verified: no payment may be added on that date';
    throw conflict(message, toDetail(await readRecord(db, id)), await lastChangeOf(db, ENTITY, id), locked?.refusal);
  }
}
