import type { z } from 'zod';
import type {
  FreeStayCheck, FreeStayRequest, FreeStayRequestList, FreeStayStatus, QuotaDay, QuotaDays, freeStayCancel, freeStayCheckRequest, freeStayDecision,
  newFreeStayRequest, quotaChange,
} from '@shared/contracts/free-stay';
import type { StayRef } from '@shared/contracts/reservations';
import type { ParsedList } from '@shared/list-params';
import { addDays, formatCalendarDate, toApiDate } from '@shared/dates';
import type { Db, Executor, Tx } from '@server/db/client';
import { lastChangeOf, lastDecisionOf, writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { conflict, fieldRefused, HttpError, notFound } from '@server/core/errors/http-errors';
import { EXCLUSION_VIOLATION, pgCodeOf } from '@server/core/errors/pg-code';
import { getGlobalSetting } from '@server/core/global-settings';
import { DecisionConflict, guardedChange, movedOnRefusal, type Decider } from '@server/core/guarded-change';
import { refusal, type Refusal, type RefusalCode, type RefusalDetail } from '@shared/refusals';
import type { RequestFilter } from './dto';
import { withFigures, withFiguresOne } from './figures';
import { asCalendarHoliday, holidaysBetween } from '@server/core/holidays';
import { holidayFullMessage, holidayFullNight, holidayFullRefusal } from './holiday-quota';
import { datesBetween, defaultQuota, lockDay, nightsOf, readDays, releaseNights, takeNights, writeQuota } from './quota';
import {
  freeUnitsOf, insertRequest, insertReservation, loadBeneficiary, loadRequest, loadRoomType, loadUnit, lockStay, recordStatus, requestPage, stayInTheWay,
  updateRequest, updateReservation, type RequestRow, type TargetUnit,
} from './repo';

const ENTITY = 'free-stay.request';

/** A 400 on one field, with the code of the rule that refused it (the app words it on the field). */
function invalidField(field: string, message: string, code: RefusalCode, details: Record<string, RefusalDetail> = {}): never {
  throw fieldRefused(field, message, code, details);
}

/** The admin asking, or the owner in the portal (then only for themselves, on their own units). */
export interface Asker {
  actor: AuditActor;
  owner: string | null;
}

// ---------------------------------------------------------------- reads

export async function listRequests(db: Executor, q: ParsedList<RequestFilter>, owner: string | null): Promise<FreeStayRequestList> {
  const page = await requestPage(db, q, owner);
  return { totalCount: page.totalCount, requests: await withFigures(db, page.rows, owner !== null) };
}

/** An owner reads only their own requests; any other answers 404, as if it did not exist. */
async function ownRequest(db: Executor, id: string, owner: string | null, lock = false): Promise<RequestRow> {
  const row = await loadRequest(db, id, lock);
  if (owner && row.accountId !== owner) throw notFound('Free-stay request');
  return row;
}

export async function getRequest(db: Executor, id: string, owner: string | null): Promise<FreeStayRequest> {
  return withFiguresOne(db, await ownRequest(db, id, owner), owner !== null);
}

export async function quotas(db: Executor, range: { from: string; to: string }): Promise<QuotaDays> {
  const dates = datesBetween(range.from, range.to);
  const days = await readDays(db, dates);
  const holidays = await holidaysBetween(db, range.from, range.to);
  return { defaultQuota: await defaultQuota(db), days: dates.map((date) => days.get(date) as QuotaDay), holidays: holidays.map(asCalendarHoliday) };
}

interface Target {
  propertyId: string;
  roomTypeId: string;
  unit: TargetUnit | null;
}

/** The unit (an owner's own only) or the room type a request names; a wrong one is a 400 on its field. */
async function targetOf(db: Executor, input: { unitId?: string; roomTypeId?: string }, owner: string | null): Promise<Target> {
  if (input.unitId) {
    const unit = await loadUnit(db, input.unitId);
    // Another owner's unit reads as missing: an owner learns nothing of units that are not theirs.
    if (!unit || (owner && unit.ownerId !== owner)) invalidField('unitId', 'No unit with this id', 'unknown_reference', { field: 'unitId', what: 'unit' });
    if (input.roomTypeId && unit.roomTypeId !== input.roomTypeId) invalidField('unitId', `Unit ${unit.unitNumber} is not of this room type`, 'unit_other_room_type', { unit: unit.unitNumber, roomType: null });
    if (unit.status === 'inactive') invalidField('unitId', `Unit ${unit.unitNumber} is inactive and takes no bookings`, 'unit_inactive', { unit: unit.unitNumber });
    return { propertyId: unit.propertyId, roomTypeId: unit.roomTypeId, unit };
  }
  if (owner) invalidField('unitId', 'Please choose one of your units', 'choose_own_unit');
  const roomType = input.roomTypeId ? await loadRoomType(db, input.roomTypeId) : null;
  if (!roomType) invalidField('roomTypeId', 'No room type with this id', 'unknown_reference', { field: 'roomTypeId', what: 'room_type' });
  return { propertyId: roomType.propertyId, roomTypeId: roomType.id, unit: null };
}

/** The company's rules for a request: the longest stay, and the first check-in allowed today (Kuala Lumpur). */
async function rulesOf(db: Executor): Promise<{ maxNights: number; earliestCheckIn: string; leadDays: number }> {
  const maxNights = await getGlobalSetting(db, 'freeStayMaxNights');
  const leadDays = await getGlobalSetting(db, 'freeStayLeadDays');
  return { maxNights, leadDays, earliestCheckIn: addDays(toApiDate(new Date()), leadDays) };
}

export async function check(db: Executor, input: z.output<typeof freeStayCheckRequest>, owner: string | null): Promise<FreeStayCheck> {
  const target = await targetOf(db, input, owner);
  const nights = nightsOf(input.checkIn, input.checkOut);
  const days = await readDays(db, nights);
  const quotaNights = nights.map((date) => days.get(date) as QuotaDay);
  const rules = await rulesOf(db);
  const holidayFull = await holidayFullNight(db, target.propertyId, nights);
  const fullNights = [quotaNights.find((d) => d.used >= d.quota)?.date, holidayFull?.night].filter((d): d is string => d !== undefined).sort();
  return {
    nights: quotaNights,
    fullNight: fullNights[0] ?? null,
    stayInTheWay: target.unit ? await stayInTheWay(db, { unitId: target.unit.id, checkIn: input.checkIn, checkOut: input.checkOut }, null) : null,
    freeUnits: target.unit ? null : await freeUnitsOf(db, target.roomTypeId, input.checkIn, input.checkOut),
    maxNights: rules.maxNights,
    tooLong: nights.length > rules.maxNights,
    tooSoon: input.checkIn < rules.earliestCheckIn,
  };
}

// ---------------------------------------------------------------- create

export async function createRequest(db: Db, asker: Asker, input: z.output<typeof newFreeStayRequest>): Promise<FreeStayRequest> {
  const accountId = asker.owner ?? input.accountId;
  if (!(await loadBeneficiary(db, accountId))) invalidField('accountId', 'No active owner or user with this id', 'unknown_reference', { field: 'accountId', what: 'account' });
  const target = await targetOf(db, input, asker.owner);
  const rules = await rulesOf(db);
  if (nightsOf(input.checkIn, input.checkOut).length > rules.maxNights) invalidField('checkOut', `A free stay is at most ${rules.maxNights} nights`, 'too_many_nights', { max: rules.maxNights });
  if (input.checkIn < rules.earliestCheckIn) {
    invalidField('checkIn', `A free stay is asked for at least ${rules.leadDays} day(s) ahead: check-in on ${rules.earliestCheckIn} or later`, 'too_soon', {
      days: rules.leadDays,
      earliest: rules.earliestCheckIn,
    });
  }
  return db.transaction(async (tx) => {
    const id = await insertRequest(tx, {
      accountId,
      propertyId: target.propertyId,
      roomTypeId: target.roomTypeId,
      unitId: target.unit?.id ?? null,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      adults: input.adults,
      children: input.children,
      reason: input.reason,
      requestedBy: asker.actor.actorId,
      fromPortal: asker.owner !== null,
    });
    const after = await withFiguresOne(tx, await loadRequest(tx, id), asker.owner !== null);
    await writeAudit(tx, asker.actor, { action: 'free-stay.request', entity: ENTITY, entityId: id, after });
    return after;
  });
}

// ---------------------------------------------------------------- decisions

/** A request under its row lock, with the figures it is shown with (answers, conflicts and the audit). */
interface Locked {
  row: RequestRow;
  view: FreeStayRequest;
}

async function read(tx: Tx, id: string, owner: string | null, lock = false): Promise<Locked> {
  const row = await ownRequest(tx, id, owner, lock);
  return { row, view: await withFiguresOne(tx, row, owner !== null) };
}

/** "Unit A-01-01 is taken from 2026-12-10 to 2026-12-13 by R000123 (confirmed)": what a taken unit's 409 says. */
function takenMessage(unitNumber: string, stay: StayRef): string {
  return `Unit ${unitNumber} is already taken from ${stay.checkIn} to ${stay.checkOut} (check-out) by ${stay.code} (${stay.status})`;
}

/** The same, as the app words it: the unit, the stay in the way, its dates and status. */
function takenRefusal(unitNumber: string, stay: StayRef): Refusal {
  return refusal('unit_taken', { unit: unitNumber, stay: stay.code, from: stay.checkIn, to: stay.checkOut, stayStatus: stay.status });
}

/**
 * Who decided a request: its approver or rejecter, or whoever cancelled it; never its requester (a pending
 * request was decided by nobody).
 */
async function deciderOf(tx: Tx, { row }: Locked): Promise<Decider | null> {
  if (row.status === 'pending') return null;
  if (row.decidedBy && row.status !== 'cancelled') return { name: row.decidedByName, at: row.decidedAt ? row.decidedAt.toISOString() : null };
  return lastDecisionOf(tx, ENTITY, row.id, ['free-stay.approve', 'free-stay.reject', 'free-stay.cancel']);
}

/**
 * The unit an approval books: the one the approver names (for a room-type request, or another unit of the room type
 * when the request's own is taken), else the request's own.
 */
async function unitToBook(tx: Tx, row: RequestRow, unitId: string | undefined): Promise<TargetUnit> {
  const id = unitId ?? row.unitId;
  if (!id) invalidField('unitId', 'This request names a room type: please choose the unit', 'choose_unit');
  const unit = await loadUnit(tx, id);
  if (!unit) invalidField('unitId', 'No unit with this id', 'unknown_reference', { field: 'unitId', what: 'unit' });
  if (unit.roomTypeId !== row.roomTypeId) invalidField('unitId', `Unit ${unit.unitNumber} is not a ${row.roomTypeName}`, 'unit_other_room_type', { unit: unit.unitNumber, roomType: row.roomTypeName });
  if (unit.status === 'inactive') invalidField('unitId', `Unit ${unit.unitNumber} is inactive and takes no bookings`, 'unit_inactive', { unit: unit.unitNumber });
  return unit;
}

/**
 * Approval, all in this one transaction: every night's place is taken under the dates' locks (a full night refuses
 * the whole request), the unit is checked free, and the free_stay stay is written (the exclusion constraint has
 * the last word on the unit).
 */
async function approve(tx: Tx, actor: AuditActor, row: RequestRow, unitId: string | undefined): Promise<Partial<RequestRow>> {
  const unit = await unitToBook(tx, row, unitId);
  const full = await takeNights(tx, nightsOf(row.checkIn, row.checkOut));
  if (full) {
    throw new DecisionConflict(
      `No free-stay place left on ${formatCalendarDate(full.date)} (${full.used} of ${full.quota} used)`,
      refusal('night_full', { night: full.date, used: full.used, quota: full.quota }),
    );
  }
  // Under the nights' locks just taken: another approval of these nights waits for this one.
  const holidayFull = await holidayFullNight(tx, unit.propertyId, nightsOf(row.checkIn, row.checkOut));
  if (holidayFull) throw new DecisionConflict(holidayFullMessage(holidayFull), holidayFullRefusal(holidayFull));
  const nights = { unitId: unit.id, checkIn: row.checkIn, checkOut: row.checkOut };
  const stay = await stayInTheWay(tx, nights, null);
  if (stay) throw new DecisionConflict(takenMessage(unit.unitNumber, stay), takenRefusal(unit.unitNumber, stay));
  const reservationId = await insertReservation(tx, {
    ...nights,
    guestName: row.accountName,
    adults: row.adults,
    children: row.children,
    channel: 'direct',
    kind: 'free_stay',
    status: 'confirmed',
    notes: `Free stay ${row.code}: ${row.reason}`,
    createdBy: actor.actorId,
  });
  await recordStatus(tx, { reservationId, fromStatus: null, toStatus: 'confirmed', remark: `Free stay ${row.code} approved`, changedBy: actor.actorId });
  await writeAudit(tx, actor, { action: 'reservation.create', entity: 'reservations.reservation', entityId: reservationId, after: { ...nights, kind: 'free_stay', status: 'confirmed', freeStayRequestId: row.id } });
  return { unitId: unit.id, reservationId };
}

/** A 409 naming the stay in the way, when the database refused the nights (a booking raced the approval). */
async function asTaken(db: Db, err: unknown, id: string, unitId: string | undefined): Promise<unknown> {
  if (pgCodeOf(err) !== EXCLUSION_VIOLATION) return err;
  const row = await loadRequest(db, id);
  const unitOf = row.unitId ?? unitId;
  const unit = unitOf ? await loadUnit(db, unitOf) : null;
  const stay = unit ? await stayInTheWay(db, { unitId: unit.id, checkIn: row.checkIn, checkOut: row.checkOut }, null) : null;
  const message = unit && stay ? takenMessage(unit.unitNumber, stay) : 'These nights were taken at the same moment; try again';
  const why = unit && stay ? takenRefusal(unit.unitNumber, stay) : refusal('nights_raced');
  return conflict(message, await withFiguresOne(db, row), await lastChangeOf(db, ENTITY, id), why);
}

function notPending(row: RequestRow): DecisionConflict {
  return new DecisionConflict(`This free-stay request is no longer pending: it was already ${row.status}`, movedOnRefusal('status', row.status));
}

export async function decide(db: Db, actor: AuditActor, id: string, input: z.output<typeof freeStayDecision>): Promise<FreeStayRequest> {
  try {
    return await guardedChange<Locked, FreeStayRequest>(db, actor, {
      action: `free-stay.${input.action}`,
      entity: ENTITY,
      lock: (tx) => read(tx, id, null, true),
      idOf: (r) => r.row.id,
      view: (r) => r.view,
      expected: ({ row }) => ({ now: row.status, saw: input.expected, what: 'status' }),
      decider: deciderOf,
      apply: async (tx, { row }) => {
        if (row.status !== 'pending') throw notPending(row);
        const decided = { decidedBy: actor.actorId, decidedAt: new Date(), remark: input.remark || null };
        const booked = input.action === 'approve' ? await approve(tx, actor, row, input.unitId) : {};
        await updateRequest(tx, row.id, { ...decided, ...booked, status: input.action === 'approve' ? 'approved' : 'rejected' });
        return read(tx, row.id, null);
      },
    });
  } catch (err) {
    throw await asTaken(db, err, id, input.unitId);
  }
}

/**
 * Gives the nights back and cancels the stay an approval made (unless the desk already cancelled it). The dates are
 * locked before the stay, in the order an approval takes them (request, dates, stay), so the two never deadlock.
 */
async function unbook(tx: Tx, actor: AuditActor, row: RequestRow, remark: string): Promise<void> {
  await releaseNights(tx, nightsOf(row.checkIn, row.checkOut));
  const stay = row.reservationId ? await lockStay(tx, row.reservationId) : undefined;
  if (stay && stay.status !== 'cancelled') {
    if (stay.status !== 'confirmed' && stay.status !== 'reserved') {
      throw new DecisionConflict(
        `The stay ${stay.code} is already ${stay.status.replace('_', ' ')}: it can no longer be cancelled`,
        refusal('stay_locked', { stay: stay.code, stayStatus: stay.status }),
      );
    }
    await updateReservation(tx, stay.id, { status: 'cancelled' });
    await recordStatus(tx, { reservationId: stay.id, fromStatus: stay.status, toStatus: 'cancelled', remark: remark || `Free stay ${row.code} cancelled`, changedBy: actor.actorId });
    await writeAudit(tx, actor, { action: 'reservation.cancelled', entity: 'reservations.reservation', entityId: stay.id, before: { status: stay.status }, after: { status: 'cancelled' } });
  }
}

/** Pending or approved → cancelled; an owner cancels only their own pending request. */
export function cancel(db: Db, asker: Asker, id: string, input: z.output<typeof freeStayCancel>): Promise<FreeStayRequest> {
  return guardedChange<Locked, FreeStayRequest>(db, asker.actor, {
    action: 'free-stay.cancel',
    entity: ENTITY,
    lock: (tx) => read(tx, id, asker.owner, true),
    idOf: (r) => r.row.id,
    view: (r) => r.view,
    expected: ({ row }) => ({ now: row.status, saw: input.expected as FreeStayStatus | undefined, what: 'status' }),
    decider: deciderOf,
    apply: async (tx, { row }) => {
      if (row.status !== 'pending' && row.status !== 'approved') {
        throw new DecisionConflict(`This free-stay request was already ${row.status}`, movedOnRefusal('status', row.status));
      }
      if (asker.owner && row.status === 'approved') {
        throw new DecisionConflict('This free stay is already approved: please ask the company to cancel it', refusal('owner_approved'));
      }
      if (row.status === 'approved') await unbook(tx, asker.actor, row, input.remark);
      await updateRequest(tx, row.id, { status: 'cancelled', remark: input.remark || row.remark });
      return read(tx, row.id, null);
    },
  });
}

// ---------------------------------------------------------------- quotas

/** A date's own quota, never below the room-nights already approved on it (409 `{ message, used }`); null: the default again. */
export async function setQuota(db: Db, actor: AuditActor, date: string, input: z.output<typeof quotaChange>): Promise<QuotaDay> {
  return db.transaction(async (tx) => {
    const day = await lockDay(tx, date);
    const fallback = await defaultQuota(tx);
    const wanted = input.quota ?? fallback;
    if (wanted < day.used) {
      const what = input.quota === null ? `the default quota (${fallback})` : String(wanted);
      throw new HttpError(409, `${day.used} free room-nights are already approved on ${formatCalendarDate(date)}: the quota cannot go below ${day.used}, so not ${what}`, { used: day.used });
    }
    if (day.quota !== input.quota) {
      await writeQuota(tx, date, input.quota);
      await writeAudit(tx, actor, { action: 'free-stay.quota', entity: 'free-stay.day', entityId: date, before: { quota: day.quota, used: day.used }, after: { quota: input.quota, used: day.used } });
    }
    return (await readDays(tx, [date])).get(date) as QuotaDay;
  });
}
