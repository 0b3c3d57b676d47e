import type { z } from 'zod';
import {
  ENQUIRY_TRANSITIONS, type EnquiryDetail, type enquiryConversion, type EnquiryList, type enquiryMove, type newEnquiry, type unitChoiceQuery,
  type UnitChoices,
} from '@shared/contracts/enquiries';
import { MAX_NIGHTS, nightsBetween, type newReservation, type ReservationDetail } from '@shared/contracts/reservations';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { sameVersion } from '@server/core/edits';
import { fieldRefused, HttpError } from '@server/core/errors/http-errors';
import type { RefusalCode, RefusalDetail } from '@shared/refusals';
import { DecisionConflict, guardedChange } from '@server/core/guarded-change';
import { toEnquiry, toEnquiryDetail, type EnquiryFilter, type EnquiryRecord } from './dto';
import {
  enquiryHistory, enquiryPage, insertEnquiry, loadEnquiry, recordEnquiryStatus, roomTypeExists, staysInTheWay, unitChoiceRows, unitExists, updateEnquiry,
} from './repo';

const ENTITY = 'enquiries.enquiry';

/**
 * Books a stay: the reservations service's create, handed in where the modules are assembled (modules do not import
 * each other), so a converted enquiry goes through the same nights check and exclusion constraint as any booking.
 */
export type BookStay = (db: Db, actor: AuditActor, input: z.output<typeof newReservation>) => Promise<ReservationDetail>;

/** A 400 on one field, with the code of the rule that refused it (the app words it on the field). */
function invalidField(field: string, message: string, code: RefusalCode, details: Record<string, RefusalDetail> = {}): never {
  throw fieldRefused(field, message, code, details);
}

async function readRecord(db: Executor, id: string, lock = false): Promise<EnquiryRecord> {
  const row = await loadEnquiry(db, id, lock);
  return { row, history: await enquiryHistory(db, id) };
}

const view = (record: EnquiryRecord) => toEnquiryDetail(record);

// ---------------------------------------------------------------- reads

export async function listEnquiries(db: Executor, q: ParsedList<EnquiryFilter>): Promise<EnquiryList> {
  const page = await enquiryPage(db, q);
  return { totalCount: page.totalCount, enquiries: page.rows.map(toEnquiry) };
}

export async function getEnquiry(db: Executor, id: string): Promise<EnquiryDetail> {
  return view(await readRecord(db, id));
}

/**
 * The units a conversion may book, each with the stay holding one of the nights asked for (by the same rule as the
 * booking's own check), so the picker offers only free ones and says who holds the others. Free units come first.
 */
export async function unitChoices(db: Executor, q: z.output<typeof unitChoiceQuery>): Promise<UnitChoices> {
  const rows = await unitChoiceRows(db, q.search || undefined);
  const taken = q.checkIn && q.checkOut ? await staysInTheWay(db, rows.map((r) => r.id), q.checkIn, q.checkOut) : new Map();
  const choices = rows.map((r) => ({ ...r, takenBy: taken.get(r.id) ?? null }));
  const rank = (c: (typeof choices)[number]) => (c.status !== 'active' ? 2 : c.takenBy ? 1 : 0);
  return { units: choices.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i).map(({ c }) => c) };
}

// ---------------------------------------------------------------- create

/** An enquiry logged by an admin (a phone call, a message): it starts as `new`, its first history row. */
export async function createEnquiry(db: Db, actor: AuditActor, input: z.output<typeof newEnquiry>): Promise<EnquiryDetail> {
  // Said on the field rather than left to the foreign key.
  if (input.roomTypeId && !(await roomTypeExists(db, input.roomTypeId))) invalidField('roomTypeId', 'No room type with this id', 'unknown_reference', { field: 'roomTypeId', what: 'room_type' });
  if (input.unitId && !(await unitExists(db, input.unitId))) invalidField('unitId', 'No unit with this id', 'unknown_reference', { field: 'unitId', what: 'unit' });
  return db.transaction(async (tx) => {
    const id = await insertEnquiry(tx, {
      name: input.name,
      phone: input.phone ?? null,
      email: input.email ?? null,
      checkIn: input.checkIn ?? null,
      checkOut: input.checkOut ?? null,
      roomTypeId: input.roomTypeId ?? null,
      unitId: input.unitId ?? null,
      adults: input.adults,
      children: input.children,
      message: input.message ?? null,
      guestNationality: input.guestNationality ?? null,
      channel: input.channel,
      status: 'new',
      createdBy: actor.actorId,
    });
    await recordEnquiryStatus(tx, { enquiryId: id, fromStatus: null, toStatus: 'new', changedBy: actor.actorId });
    const after = view(await readRecord(tx, id));
    await writeAudit(tx, actor, { action: 'enquiry.create', entity: ENTITY, entityId: id, after });
    return after;
  });
}

// ---------------------------------------------------------------- status

/** A decision (replied, closed, reopened): `expected` is the status seen; a move not in ENQUIRY_TRANSITIONS is a 409. */
export async function moveEnquiry(db: Db, actor: AuditActor, id: string, input: z.output<typeof enquiryMove>): Promise<EnquiryDetail> {
  return guardedChange<EnquiryRecord, EnquiryDetail>(db, actor, {
    action: `enquiry.${input.to}`,
    entity: ENTITY,
    lock: (tx) => readRecord(tx, id, true),
    idOf: (r) => r.row.id,
    view,
    expected: ({ row }) => ({ now: row.status, saw: input.expected, what: 'status' }),
    apply: async (tx, { row }) => {
      if (row.status === input.to) return null;
      if (!ENQUIRY_TRANSITIONS[row.status].includes(input.to)) throw new DecisionConflict(`An enquiry that is ${row.status} cannot become ${input.to}`);
      await updateEnquiry(tx, row.id, { status: input.to });
      await recordEnquiryStatus(tx, { enquiryId: row.id, fromStatus: row.status, toStatus: input.to, remark: input.remark || null, changedBy: actor.actorId });
      return readRecord(tx, row.id);
    },
  });
}

// ---------------------------------------------------------------- convert

/** The unit and nights the stay will hold: the body's, else the enquiry's; said on the field when neither names them. */
function stayOf(row: EnquiryRecord['row'], input: z.output<typeof enquiryConversion>) {
  const unitId = input.unitId ?? row.unitId;
  const checkIn = input.checkIn ?? row.checkIn;
  const checkOut = input.checkOut ?? row.checkOut;
  if (!unitId) invalidField('unitId', 'Please choose the unit to book', 'required', { field: 'unitId' });
  if (!checkIn) invalidField('checkIn', 'Please enter the check-in date', 'required', { field: 'checkIn' });
  if (!checkOut) invalidField('checkOut', 'Please enter the check-out date', 'required', { field: 'checkOut' });
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) invalidField('checkOut', 'Check-out is at least one day after check-in', 'checkout_after_checkin');
  if (nights > MAX_NIGHTS) invalidField('checkOut', `A stay is at most ${MAX_NIGHTS} nights`, 'too_many_nights', { max: MAX_NIGHTS });
  return { unitId, checkIn, checkOut };
}

/**
 * Books the stay through the reservations service, inside the enquiry's own transaction: the reservation and the
 * link are written together or not at all. Nights already taken answer 409 naming the stay in the way, with the
 * enquiry as it is (unchanged); a second convert of a converted enquiry is a 409 naming its reservation.
 */
export async function convertEnquiry(
  db: Db, book: BookStay, actor: AuditActor, id: string, input: z.output<typeof enquiryConversion>,
): Promise<EnquiryDetail> {
  return guardedChange<EnquiryRecord, EnquiryDetail>(db, actor, {
    action: 'enquiry.convert',
    entity: ENTITY,
    lock: (tx) => readRecord(tx, id, true),
    idOf: (r) => r.row.id,
    view,
    expected: ({ row }) => sameVersion(row.version, input.version),
    apply: async (tx, { row }) => {
      if (row.status === 'converted') throw new DecisionConflict(`This enquiry is already converted to ${row.reservationCode ?? 'a reservation'}`);
      if (!ENQUIRY_TRANSITIONS[row.status].includes('converted')) throw new DecisionConflict(`An enquiry that is ${row.status} cannot be converted; reopen it first`);
      const nights = stayOf(row, input);
      let reservationId: string;
      try {
        const stay = await book(tx, actor, {
          ...nights,
          channel: row.channel,
          kind: 'guest',
          status: input.status,
          guestName: row.name,
          guestPhone: row.phone,
          guestEmail: row.email,
          // The body's, else what the enquiry was told: it decides the stay's tourism tax.
          guestNationality: input.guestNationality === undefined ? row.guestNationality : input.guestNationality,
          adults: row.adults,
          children: row.children,
          notes: row.message,
        });
        reservationId = stay.id;
      } catch (err) {
        // The nights are taken: the stay in the way is named, and the enquiry stays as it was.
        if (err instanceof HttpError && err.statusCode === 409) throw new DecisionConflict(err.message);
        throw err;
      }
      await updateEnquiry(tx, row.id, { status: 'converted', reservationId });
      await recordEnquiryStatus(tx, { enquiryId: row.id, fromStatus: row.status, toStatus: 'converted', remark: input.remark || null, changedBy: actor.actorId });
      return readRecord(tx, row.id);
    },
  });
}
