import { z } from 'zod';
import { defineCall } from './call';
import { businessDateField, emailField, expectedVersion, idParam, optionalText, phoneField, remarkField, senField } from './common';
import { listQuerySchema } from '../list-params';
import { RESERVATIONS_ROUTES } from './plain/reservations';
import { calendarHoliday } from './holidays';

/** Reservations (DESIGN.md §6): stays on units that never double-book. Money is MYR in integer sen. */
export const RESERVATION_CHANNELS = ['direct', 'airbnb', 'booking', 'agoda', 'expedia', 'walk_in', 'other'] as const;
export type ReservationChannel = (typeof RESERVATION_CHANNELS)[number];
export const RESERVATION_KINDS = ['guest', 'owner_stay', 'free_stay', 'block'] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];
export const RESERVATION_STATUSES = ['inquiry', 'reserved', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'no_show', 'declined'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** A stay in one of these holds no night: every other status blocks the unit (the database's exclusion constraint). */
export const NON_BLOCKING_STATUSES: readonly ReservationStatus[] = ['inquiry', 'cancelled', 'declined', 'no_show'];
export const isBlockingStatus = (status: ReservationStatus) => !NON_BLOCKING_STATUSES.includes(status);
/** A new stay starts as one of these; the rest are reached through the status call. */
export const INITIAL_STATUSES = ['inquiry', 'reserved', 'confirmed'] as const;
export const TOURISM_TAX_COLLECTORS = ['channel', 'operator'] as const;
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'ewallet', 'channel', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * inquiry → reserved → confirmed → checked_in → checked_out, or cancelled | no_show | declined. The ends are final:
 * a cancelled stay is not revived (book again: the nights are checked afresh).
 */
export const STATUS_TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  inquiry: ['reserved', 'confirmed', 'declined', 'cancelled'],
  reserved: ['confirmed', 'checked_in', 'cancelled', 'no_show'],
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['checked_out'],
  checked_out: [],
  cancelled: [],
  no_show: [],
  declined: [],
};

/** Malaysians (`MY`) and permanent residents pay no tourism tax. */
export const EXEMPT_NATIONALITY = 'MY';
/**
 * A no-show is recorded only from the arrival day on (`today` the Kuala Lumpur business date): before it the guest has
 * not failed to come. The server refuses an early one with 422 and this code (the app words it in the reader's language).
 */
export const NO_SHOW_BEFORE_ARRIVAL_CODE = 'no_show_before_arrival';
export const noShowAllowed = (checkIn: string, today: string) => today >= checkIn;

/** The longest stay one reservation may hold, and the widest calendar window: both keep answers bounded. */
export const MAX_NIGHTS = 366;
export const MAX_CALENDAR_DAYS = 92;

const uuidField = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });
const nationalityField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'Nationality is a two-letter country code, e.g. MY, SG' });
const guestCount = (label: string, min: number) =>
  z.number().int({ message: `${label} is a whole number` }).min(min, { message: `${label} is at least ${min}` }).max(50, { message: `${label} is at most 50` });

/** Nights between two business dates (check-out exclusive). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** Check-out after check-in, at most MAX_NIGHTS: said on the field, as a 400. */
function datesInOrder(v: { checkIn?: string; checkOut?: string }, ctx: z.RefinementCtx): void {
  // A date that is itself wrong is said on its own field only.
  if (!v.checkIn || !v.checkOut || !businessDateField.safeParse(v.checkIn).success || !businessDateField.safeParse(v.checkOut).success) return;
  const nights = nightsBetween(v.checkIn, v.checkOut);
  if (!(nights >= 1)) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out is at least one day after check-in' });
  else if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `A stay is at most ${MAX_NIGHTS} nights` });
}

// ---------------------------------------------------------------- the record

export const stayRef = z.object({
  id: z.string(),
  code: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  kind: z.enum(RESERVATION_KINDS),
});
export type StayRef = z.infer<typeof stayRef>;

export const reservation = z.object({
  id: z.string(),
  code: z.string(),
  unitId: z.string(),
  unitNumber: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  guestName: z.string().nullable(),
  /** Null for an owner in the portal: the guest's contacts are the operator's. */
  guestPhone: z.string().nullable(),
  guestEmail: z.string().nullable(),
  guestNationality: z.string().nullable(),
  guestPermanentResident: z.boolean(),
  adults: z.number(),
  children: z.number(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  channel: z.enum(RESERVATION_CHANNELS),
  kind: z.enum(RESERVATION_KINDS),
  status: z.enum(RESERVATION_STATUSES),
  roomRevenueSen: z.number(),
  cleaningFeeSen: z.number(),
  channelCommissionSen: z.number(),
  sstSen: z.number(),
  tourismTaxSen: z.number(),
  tourismTaxCollectedBy: z.enum(TOURISM_TAX_COLLECTORS),
  /** Room revenue + cleaning fee + SST + the tourism tax the operator collects. */
  totalSen: z.number(),
  paidSen: z.number(),
  notes: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof reservation>;

export const reservationPayment = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amountSen: z.number(),
  paidOn: z.string(),
  reference: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ReservationPayment = z.infer<typeof reservationPayment>;

export const statusChange = z.object({
  id: z.string(),
  from: z.enum(RESERVATION_STATUSES).nullable(),
  to: z.enum(RESERVATION_STATUSES),
  remark: z.string().nullable(),
  changedByName: z.string().nullable(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChange>;

/** The record page: the stay with its payments and status history, oldest first. */
export const reservationDetail = reservation.extend({ payments: z.array(reservationPayment), history: z.array(statusChange) });
export type ReservationDetail = z.infer<typeof reservationDetail>;

/**
 * The list counts its matches up to one past this: a `totalCount` above it reads "more than 10,000". An exact count of
 * a busy property's all-time stays (98,000 at a million) is most of the list's time, and no one reads it exactly
 * (docs/reservations.md, "The list at a million stays"); a filtered list of 10,000 or fewer is counted exactly.
 */
export const RESERVATION_COUNT_LIMIT = 10_000;

export const reservationList = z.object({ totalCount: z.number(), reservations: z.array(reservation) });
export type ReservationList = z.infer<typeof reservationList>;

export const reservationFilter = {
  /** Code, guest name, phone or email. */
  search: z.string().trim().max(100),
  propertyId: uuidField('propertyId'),
  unitId: uuidField('unitId'),
  status: z.enum(RESERVATION_STATUSES),
  kind: z.enum(RESERVATION_KINDS),
  channel: z.enum(RESERVATION_CHANNELS),
  /** Stays with a night on or after `from` … */
  from: businessDateField,
  /** … and on or before `to`. */
  to: businessDateField,
  /** The one-tap chips: arriving on, departing on, in the house on a day (blocking stays only). */
  arrivingOn: businessDateField,
  departingOn: businessDateField,
  inHouseOn: businessDateField,
  /** Arriving on the day and not checked in yet (reserved or confirmed): the desk's "to check in". */
  toCheckInOn: businessDateField,
};
/** `deskOrder`: the stays the desk still acts on first (see deskRank), then those done with. */
export const RESERVATION_SORTS = ['checkIn', 'checkOut', 'createdAt', 'code', 'deskOrder'] as const;

/** Waiting to check in (reserved, confirmed). */
export const TO_CHECK_IN_STATUSES: readonly ReservationStatus[] = ['reserved', 'confirmed'];

/**
 * Where a stay stands at the desk, the order the day's lists read in: to check in (0), in the house to check out (1),
 * checked out (2), the rest (3). Arrivals then list the guests still to check in before those already in, departures
 * the guests still to check out before those gone. The server's `deskOrder` sort is the same ranking.
 */
export function deskRank(status: ReservationStatus): number {
  if (TO_CHECK_IN_STATUSES.includes(status)) return 0;
  if (status === 'checked_in') return 1;
  if (status === 'checked_out') return 2;
  return 3;
}

// ---------------------------------------------------------------- create, edit, status, payments

const guestFields = {
  guestName: optionalText(120),
  guestPhone: phoneField.nullable().optional(),
  guestEmail: emailField.nullable().optional(),
  guestNationality: nationalityField.nullable().optional(),
  guestPermanentResident: z.boolean().optional(),
  adults: guestCount('adults', 0).optional(),
  children: guestCount('children', 0).optional(),
};
const amountFields = {
  roomRevenueSen: senField,
  cleaningFeeSen: senField,
  channelCommissionSen: senField,
  sstSen: senField,
  tourismTaxSen: senField,
};

/**
 * A new stay. Amounts left out are filled from the quote (a guest stay) or zero (an owner stay, a free stay, a
 * block). A guest stay names its guest; a block needs no one.
 */
export const newReservation = z
  .object({
    unitId: uuidField('unitId'),
    checkIn: businessDateField,
    checkOut: businessDateField,
    channel: z.enum(RESERVATION_CHANNELS).default('direct'),
    kind: z.enum(RESERVATION_KINDS).default('guest'),
    status: z.enum(INITIAL_STATUSES).default('confirmed'),
    ...guestFields,
    roomRevenueSen: senField.optional(),
    cleaningFeeSen: senField.optional(),
    channelCommissionSen: senField.optional(),
    sstSen: senField.optional(),
    tourismTaxSen: senField.optional(),
    tourismTaxCollectedBy: z.enum(TOURISM_TAX_COLLECTORS).optional(),
    notes: optionalText(1000),
  })
  .strict()
  .superRefine((v, ctx) => {
    datesInOrder(v, ctx);
    if (v.kind !== 'block' && !v.guestName) ctx.addIssue({ code: 'custom', path: ['guestName'], message: 'Please enter the guest name' });
  });
export type NewReservation = z.input<typeof newReservation>;

/** Dates, unit, guest, amounts; the status changes through its own call. Changing dates or unit checks the nights again. */
export const reservationPatch = z
  .object({
    unitId: uuidField('unitId'),
    checkIn: businessDateField,
    checkOut: businessDateField,
    channel: z.enum(RESERVATION_CHANNELS),
    ...guestFields,
    ...amountFields,
    tourismTaxCollectedBy: z.enum(TOURISM_TAX_COLLECTORS),
    notes: optionalText(1000),
    version: expectedVersion,
  })
  .partial()
  .strict()
  .superRefine(datesInOrder);
export type ReservationPatch = z.input<typeof reservationPatch>;

/** A status change is a decision: `expected` is the status the admin saw; another one now is a 409. */
export const statusMove = z
  .object({ to: z.enum(RESERVATION_STATUSES), expected: z.enum(RESERVATION_STATUSES).optional(), remark: remarkField.optional().default('') })
  .strict();
export type StatusMove = z.input<typeof statusMove>;

export const newPayment = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    amountSen: senField.refine((v) => v > 0, { message: 'A payment is at least 1 sen' }),
    paidOn: businessDateField,
    reference: optionalText(200),
  })
  .strict();
export type NewPayment = z.input<typeof newPayment>;

// ---------------------------------------------------------------- quote

export const quoteRequest = z
  .object({
    unitId: uuidField('unitId'),
    checkIn: businessDateField,
    checkOut: businessDateField,
    channel: z.enum(RESERVATION_CHANNELS).default('direct'),
    guestNationality: nationalityField.nullable().optional(),
    guestPermanentResident: z.boolean().default(false),
    /** Who collects the tourism tax: a platform that collected it is not charged again. */
    tourismTaxCollectedBy: z.enum(TOURISM_TAX_COLLECTORS).default('operator'),
    /** Another nightly rate than the room type's. */
    nightlyRateSen: senField.optional(),
    /** The stay being edited: its own nights are not in the way of its new ones. */
    exceptId: uuidField('exceptId').optional(),
  })
  .strict()
  .superRefine(datesInOrder);
export type QuoteRequest = z.input<typeof quoteRequest>;

export const quote = z.object({
  nights: z.number(),
  nightlyRateSen: z.number(),
  roomRevenueSen: z.number(),
  cleaningFeeSen: z.number(),
  /** The rate in force on the check-in date, in basis points (800 = 8%), on room revenue + cleaning fee. */
  sstRateBp: z.number(),
  sstSen: z.number(),
  tourismTaxPerNightSen: z.number(),
  /** Owed on the stay: per room per night for a foreign guest, 0 for Malaysians and permanent residents. */
  tourismTaxSen: z.number(),
  /** What the operator charges of it: nothing when the channel collected it. */
  tourismTaxChargedSen: z.number(),
  tourismTaxCollectedBy: z.enum(TOURISM_TAX_COLLECTORS),
  /** Room revenue + cleaning fee + SST + the tourism tax the operator charges. */
  totalSen: z.number(),
  /** The stay already on these nights, if any: the booking would be refused. */
  unavailableBecause: stayRef.nullable(),
});
export type Quote = z.infer<typeof quote>;

// ---------------------------------------------------------------- calendar

export const calendarQuery = z
  .object({ propertyId: uuidField('propertyId'), from: businessDateField, to: businessDateField })
  .strict()
  .superRefine((v, ctx) => {
    if (!businessDateField.safeParse(v.from).success || !businessDateField.safeParse(v.to).success) return;
    const days = nightsBetween(v.from, v.to) + 1;
    if (!(days >= 1)) ctx.addIssue({ code: 'custom', path: ['to'], message: '`to` is on or after `from`' });
    else if (days > MAX_CALENDAR_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `A calendar spans at most ${MAX_CALENDAR_DAYS} days` });
  });

export const calendarStay = stayRef.extend({ channel: z.enum(RESERVATION_CHANNELS), guestName: z.string().nullable() });
export type CalendarStay = z.infer<typeof calendarStay>;
export const calendarUnit = z.object({
  id: z.string(),
  unitNumber: z.string(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  status: z.string(),
  /** Blocking stays with a night between `from` and `to` (both included), by check-in. */
  stays: z.array(calendarStay),
});
export const reservationCalendar = z.object({
  propertyId: z.string(),
  from: z.string(),
  to: z.string(),
  units: z.array(calendarUnit),
  /** The public holidays of the property's state in the window (federal and the state's own), tentative ones too. */
  holidays: z.array(calendarHoliday),
});
export type ReservationCalendar = z.infer<typeof reservationCalendar>;

export const reservations = {
  /** Owners in the portal see the stays on their own units only. */
  list: defineCall({ ...RESERVATIONS_ROUTES.list, query: listQuerySchema, response: reservationList }),
  calendar: defineCall({ ...RESERVATIONS_ROUTES.calendar, query: calendarQuery, response: reservationCalendar }),
  quote: defineCall({ ...RESERVATIONS_ROUTES.quote, body: quoteRequest, response: quote }),
  /** Another owner's stay answers an owner 404. */
  get: defineCall({ ...RESERVATIONS_ROUTES.get, params: idParam, response: reservationDetail }),
  /** 409 `{ message, stay }` when a blocking stay already holds one of the nights. */
  create: defineCall({ ...RESERVATIONS_ROUTES.create, body: newReservation, response: reservationDetail }),
  update: defineCall({ ...RESERVATIONS_ROUTES.update, params: idParam, body: reservationPatch, response: reservationDetail }),
  moveStatus: defineCall({ ...RESERVATIONS_ROUTES.moveStatus, params: idParam, body: statusMove, response: reservationDetail }),
  addPayment: defineCall({ ...RESERVATIONS_ROUTES.addPayment, params: idParam, body: newPayment, response: reservationDetail }),
};
