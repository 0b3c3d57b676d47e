import { z } from 'zod';
import { defineCall } from './call';
import { businessDateField, idParam, remarkField } from './common';
import { MAX_CALENDAR_DAYS, nightsBetween, stayRef } from './reservations';
import { calendarHoliday } from './holidays';
import { listQuerySchema } from '../list-params';
import { FREE_STAY_MAX_DAILY_QUOTA, FREE_STAY_ROUTES } from './plain/free-stay';

export { FREE_STAY_MAX_DAILY_QUOTA } from './plain/free-stay';

/**
 * Free stays (DESIGN.md §6, issue 12): a request for free nights for an owner or a user, on a unit or a room type
 * (the approver then picks the unit). A daily quota caps the free room-nights given away per calendar date across
 * the portfolio; approval re-checks every night's quota and the unit in one transaction and creates the free_stay
 * reservation.
 */
export const FREE_STAY_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type FreeStayStatus = (typeof FREE_STAY_STATUSES)[number];
export const FREE_STAY_REASON_MAX_LENGTH = 500;
/** The widest quota window one call reads or the request check covers: bounded answers. */
export const FREE_STAY_MAX_QUOTA_DAYS = MAX_CALENDAR_DAYS;

const uuidField = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });
const guestCount = (label: string, min: number) =>
  z.number().int({ message: `${label} is a whole number` }).min(min, { message: `${label} is at least ${min}` }).max(50, { message: `${label} is at most 50` });

/** Check-out after check-in; the longest request is a global setting, checked by the server (400 on `checkOut`). */
function datesInOrder(v: { checkIn?: string; checkOut?: string }, ctx: z.RefinementCtx): void {
  if (!v.checkIn || !v.checkOut || !businessDateField.safeParse(v.checkIn).success || !businessDateField.safeParse(v.checkOut).success) return;
  const nights = nightsBetween(v.checkIn, v.checkOut);
  if (!(nights >= 1)) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out is at least one day after check-in' });
  else if (nights > FREE_STAY_MAX_QUOTA_DAYS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `A free stay is at most ${FREE_STAY_MAX_QUOTA_DAYS} nights` });
}

// ---------------------------------------------------------------- quota

/** One calendar date: its quota (the date's own, else the global default), approved room-nights, pending ones. */
export const quotaDay = z.object({
  date: z.string(),
  quota: z.number(),
  /** Room-nights of approved free stays on this date. */
  used: z.number(),
  /** Room-nights of pending requests on this date (not yet counted against the quota). */
  pending: z.number(),
  /** True when the date has its own quota rather than the global default. */
  overridden: z.boolean(),
});
export type QuotaDay = z.infer<typeof quotaDay>;
/** The window's holidays of every state (the quota is the company's; a holiday's own quota holds in its states). */
export const quotaDays = z.object({ defaultQuota: z.number(), days: z.array(quotaDay), holidays: z.array(calendarHoliday) });
export type QuotaDays = z.infer<typeof quotaDays>;

export const quotaRange = z
  .object({ from: businessDateField, to: businessDateField })
  .strict()
  .superRefine((v, ctx) => {
    if (!businessDateField.safeParse(v.from).success || !businessDateField.safeParse(v.to).success) return;
    const days = nightsBetween(v.from, v.to) + 1;
    if (!(days >= 1)) ctx.addIssue({ code: 'custom', path: ['to'], message: '`to` is on or after `from`' });
    else if (days > FREE_STAY_MAX_QUOTA_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${FREE_STAY_MAX_QUOTA_DAYS} days at a time` });
  });
export const quotaDateParam = z.object({ date: businessDateField });
/** `quota: null` drops the date's own quota: the global default applies again. Below `used` → 409 `{ message, used }`. */
export const quotaChange = z
  .object({
    quota: z
      .number()
      .int({ message: 'A quota is a whole number of room-nights' })
      .min(0, { message: 'A quota cannot be negative' })
      .max(FREE_STAY_MAX_DAILY_QUOTA, { message: `A quota is at most ${FREE_STAY_MAX_DAILY_QUOTA}` })
      .nullable(),
  })
  .strict();
export type QuotaChange = z.input<typeof quotaChange>;
export const quotaTooLow = z.object({ message: z.string(), used: z.number() });

// ---------------------------------------------------------------- the request

/** A unit an approver may book, by number. */
export const freeUnit = z.object({ id: z.string(), unitNumber: z.string() });
export type FreeUnit = z.infer<typeof freeUnit>;

/**
 * Whether a pending request can be booked where it asks, known before any tap: the stay already holding its unit
 * on one of its nights (the first by check-in; a code and dates, no guest), and the room type's active units free
 * for every night, by number — listed when the approver must choose (a room-type request, or its unit is taken),
 * null otherwise and for an owner in the portal (other units are the company's).
 */
export const freeStayAvailability = z.object({
  takenBy: stayRef.nullable(),
  freeUnits: z.array(freeUnit).nullable(),
});
export type FreeStayAvailability = z.infer<typeof freeStayAvailability>;

export const freeStayRequest = z.object({
  id: z.string(),
  /** Short code shown on cards and searched, e.g. FS-24017. */
  code: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** Whose free nights: an owner (`isOwner`) or a user (VIP, staff…). */
  accountIsOwner: z.boolean(),
  propertyId: z.string(),
  propertyName: z.string(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  /** Null when the request names a room type only: the approver picks the unit. */
  unitId: z.string().nullable(),
  unitNumber: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  adults: z.number(),
  children: z.number(),
  reason: z.string(),
  status: z.enum(FREE_STAY_STATUSES),
  requestedByName: z.string().nullable(),
  /** Made by the owner in the portal rather than by an admin. */
  fromPortal: z.boolean(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  remark: z.string().nullable(),
  /** The free_stay reservation an approval created (kept, cancelled, when the request is cancelled). */
  reservationId: z.string().nullable(),
  reservationCode: z.string().nullable(),
  /** Each night's quota as it is now, so an approver sees what is left. */
  quotaNights: z.array(quotaDay),
  /** Free room-nights approved for this account in the calendar year of check-in (this request included once approved). */
  freeNightsThisYear: z.number(),
  /** Pending requests only (null once decided): whether the unit is free for these nights, and which are. */
  availability: freeStayAvailability.nullable(),
  createdAt: z.string(),
  version: z.number(),
});
export type FreeStayRequest = z.infer<typeof freeStayRequest>;

export const freeStayRequestList = z.object({ totalCount: z.number(), requests: z.array(freeStayRequest) });
export type FreeStayRequestList = z.infer<typeof freeStayRequestList>;

export const freeStayFilter = {
  /** Code, person's name or account number, unit number. */
  search: z.string().trim().max(100),
  status: z.enum(FREE_STAY_STATUSES),
  unitId: uuidField('unitId'),
  accountId: uuidField('accountId'),
  /** Requests with a night on or after `from` … */
  from: businessDateField,
  /** … and on or before `to`. */
  to: businessDateField,
};
export const FREE_STAY_SORTS = ['createdAt', 'checkIn'] as const;

/**
 * A new request: the unit, or a room type and no unit. An owner in the portal asks for themselves, on their own
 * units: `accountId` is theirs whatever is sent.
 */
export const newFreeStayRequest = z
  .object({
    accountId: uuidField('accountId'),
    unitId: uuidField('unitId').optional(),
    roomTypeId: uuidField('roomTypeId').optional(),
    checkIn: businessDateField,
    checkOut: businessDateField,
    adults: guestCount('adults', 1).default(1),
    children: guestCount('children', 0).default(0),
    reason: z.string().trim().min(1, { message: 'Please enter a reason' }).max(FREE_STAY_REASON_MAX_LENGTH),
  })
  .strict()
  .superRefine((v, ctx) => {
    datesInOrder(v, ctx);
    if (!v.unitId && !v.roomTypeId) ctx.addIssue({ code: 'custom', path: ['unitId'], message: 'Please choose a unit or a room type' });
  });
export type NewFreeStayRequest = z.input<typeof newFreeStayRequest>;

/** What the form shows before sending: each night's quota and whether the unit (or any unit of the room type) is free. */
export const freeStayCheckRequest = z
  .object({
    unitId: uuidField('unitId').optional(),
    roomTypeId: uuidField('roomTypeId').optional(),
    checkIn: businessDateField,
    checkOut: businessDateField,
  })
  .strict()
  .superRefine((v, ctx) => {
    datesInOrder(v, ctx);
    if (!v.unitId && !v.roomTypeId) ctx.addIssue({ code: 'custom', path: ['unitId'], message: 'Please choose a unit or a room type' });
  });
export type FreeStayCheckRequest = z.input<typeof freeStayCheckRequest>;
export const freeStayCheck = z.object({
  nights: z.array(quotaDay),
  /** The first night whose quota is already used up, if any. */
  fullNight: z.string().nullable(),
  /** A unit: the stay already on these nights, if any. */
  stayInTheWay: stayRef.nullable(),
  /** A room type: how many of its units are free for every night. */
  freeUnits: z.number().nullable(),
  /** Longest request allowed (global setting), and whether this one is over it or inside the lead time. */
  maxNights: z.number(),
  tooLong: z.boolean(),
  tooSoon: z.boolean(),
});
export type FreeStayCheck = z.infer<typeof freeStayCheck>;

/**
 * Approve or reject with the status the admin saw. Approving a room-type request names the unit; a unit request
 * may name another unit of its room type (its own is taken), and is booked there. A full night
 * answers 409 `{ message, current, lastChange }` whose message names the night; a taken unit names the stay.
 */
export const freeStayDecision = z
  .object({
    action: z.enum(['approve', 'reject']),
    remark: remarkField.optional().default(''),
    expected: z.enum(FREE_STAY_STATUSES).optional(),
    unitId: uuidField('unitId').optional(),
  })
  .strict();
export type FreeStayDecision = z.input<typeof freeStayDecision>;

/** Pending or approved → cancelled; cancelling an approved one cancels its reservation and frees the quota. */
export const freeStayCancel = z.object({ expected: z.enum(FREE_STAY_STATUSES).optional(), remark: remarkField.optional().default('') }).strict();
export type FreeStayCancel = z.input<typeof freeStayCancel>;

export const freeStay = {
  /** Owners in the portal see their own requests only. */
  list: defineCall({ ...FREE_STAY_ROUTES.list, query: listQuerySchema, response: freeStayRequestList }),
  get: defineCall({ ...FREE_STAY_ROUTES.get, params: idParam, response: freeStayRequest }),
  check: defineCall({ ...FREE_STAY_ROUTES.check, body: freeStayCheckRequest, response: freeStayCheck }),
  create: defineCall({ ...FREE_STAY_ROUTES.create, body: newFreeStayRequest, response: freeStayRequest }),
  /** An owner may cancel their own pending request. */
  cancel: defineCall({ ...FREE_STAY_ROUTES.cancel, params: idParam, body: freeStayCancel, response: freeStayRequest }),
  decide: defineCall({ ...FREE_STAY_ROUTES.decide, params: idParam, body: freeStayDecision, response: freeStayRequest }),
  quotas: defineCall({ ...FREE_STAY_ROUTES.quotas, query: quotaRange, response: quotaDays }),
  setQuota: defineCall({ ...FREE_STAY_ROUTES.setQuota, params: quotaDateParam, body: quotaChange, response: quotaDay }),
};
