import { z } from 'zod';
import { defineCall } from './call';
import { businessDateField, emailField, expectedVersion, idParam, nameField, optionalText, phoneField, remarkField } from './common';
import { MAX_NIGHTS, nightsBetween, RESERVATION_CHANNELS, RESERVATION_STATUSES, stayRef } from './reservations';
import { listQuerySchema } from '../list-params';
import { P } from '../permissions';

/**
 * Enquiries (DESIGN.md §6): someone asking for a stay, before there is one. Any signed-in admin works the inbox
 * (the menu gives it no code); turning one into a reservation books nights, so that needs Reservation create (13).
 */
export const ENQUIRY_STATUSES = ['new', 'replied', 'converted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * new → replied → converted | closed. A closed enquiry may be reopened (back to new: the guest wrote again);
 * a converted one is final — its reservation carries on. `converted` is reached only through the convert call.
 */
export const ENQUIRY_TRANSITIONS: Readonly<Record<EnquiryStatus, readonly EnquiryStatus[]>> = {
  new: ['replied', 'converted', 'closed'],
  replied: ['converted', 'closed'],
  converted: [],
  closed: ['new'],
};
/** The moves the status call makes; `converted` needs the convert call, which books the stay. */
export const ENQUIRY_MOVES = ['new', 'replied', 'closed'] as const;
/** A converted stay starts as one of these: held (reserved) or settled (confirmed); an `inquiry` holds no night. */
export const CONVERT_STATUSES = ['reserved', 'confirmed'] as const;

const uuidField = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });
/** The guest's nationality as the reservations know it: it decides the tourism tax of the stay a conversion books. */
const nationalityField = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, { message: 'Nationality is a two-letter country code, e.g. MY, SG' });
const guestCount = (label: string, min: number) =>
  z.number().int({ message: `${label} is a whole number` }).min(min, { message: `${label} is at least ${min}` }).max(50, { message: `${label} is at most 50` });

function datesInOrder(v: { checkIn?: string | null; checkOut?: string | null }, ctx: z.RefinementCtx): void {
  if (!v.checkIn || !v.checkOut || !businessDateField.safeParse(v.checkIn).success || !businessDateField.safeParse(v.checkOut).success) return;
  const nights = nightsBetween(v.checkIn, v.checkOut);
  if (!(nights >= 1)) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out is at least one day after check-in' });
  else if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `A stay is at most ${MAX_NIGHTS} nights` });
}

// ---------------------------------------------------------------- the record

export const enquiry = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  propertyId: z.string().nullable(),
  propertyName: z.string().nullable(),
  roomTypeId: z.string().nullable(),
  roomTypeName: z.string().nullable(),
  unitId: z.string().nullable(),
  unitNumber: z.string().nullable(),
  adults: z.number(),
  children: z.number(),
  message: z.string().nullable(),
  /** ISO 3166 alpha-2, or null when the guest did not say. */
  guestNationality: z.string().nullable(),
  channel: z.enum(RESERVATION_CHANNELS),
  status: z.enum(ENQUIRY_STATUSES),
  /** The stay it became, once converted. */
  reservationId: z.string().nullable(),
  reservationCode: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enquiry = z.infer<typeof enquiry>;

export const enquiryStatusChange = z.object({
  id: z.string(),
  from: z.enum(ENQUIRY_STATUSES).nullable(),
  to: z.enum(ENQUIRY_STATUSES),
  remark: z.string().nullable(),
  changedByName: z.string().nullable(),
  at: z.string(),
});
export type EnquiryStatusChange = z.infer<typeof enquiryStatusChange>;

/** The record page: the enquiry with its status history, oldest first. */
export const enquiryDetail = enquiry.extend({ history: z.array(enquiryStatusChange), reservationStatus: z.enum(RESERVATION_STATUSES).nullable() });
export type EnquiryDetail = z.infer<typeof enquiryDetail>;

export const enquiryList = z.object({ totalCount: z.number(), enquiries: z.array(enquiry) });
export type EnquiryList = z.infer<typeof enquiryList>;

export const enquiryFilter = {
  /** Name, phone, email or message. */
  search: z.string().trim().max(100),
  status: z.enum(ENQUIRY_STATUSES),
  channel: z.enum(RESERVATION_CHANNELS),
};
export const ENQUIRY_SORTS = ['createdAt', 'checkIn', 'name'] as const;

// ---------------------------------------------------------------- create, status, convert

/** Someone asking: a name and a way back to them (phone or email), the rest as far as they said. */
export const newEnquiry = z
  .object({
    name: nameField,
    phone: phoneField.nullable().optional(),
    email: emailField.nullable().optional(),
    checkIn: businessDateField.nullable().optional(),
    checkOut: businessDateField.nullable().optional(),
    roomTypeId: uuidField('roomTypeId').nullable().optional(),
    unitId: uuidField('unitId').nullable().optional(),
    adults: guestCount('adults', 1).default(1),
    children: guestCount('children', 0).default(0),
    message: optionalText(2000),
    guestNationality: nationalityField.nullable().optional(),
    channel: z.enum(RESERVATION_CHANNELS).default('direct'),
  })
  .strict()
  .superRefine((v, ctx) => {
    datesInOrder(v, ctx);
    if (!v.phone && !v.email) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Please enter a phone number or an email to answer on' });
    if (Boolean(v.checkIn) !== Boolean(v.checkOut)) {
      ctx.addIssue({ code: 'custom', path: [v.checkIn ? 'checkOut' : 'checkIn'], message: 'Please enter both dates, or neither' });
    }
  });
export type NewEnquiry = z.input<typeof newEnquiry>;

/** A decision: `expected` is the status seen; the remark says what was answered or why it closed. */
export const enquiryMove = z
  .object({ to: z.enum(ENQUIRY_MOVES), expected: z.enum(ENQUIRY_STATUSES).optional(), remark: remarkField.optional().default('') })
  .strict();
export type EnquiryMove = z.input<typeof enquiryMove>;

/**
 * Books the stay the enquiry asked for. Unit and dates default to the enquiry's; a room-type enquiry names the unit
 * here. 409 `{ message, current }` naming the stay in the way when the nights are taken: the enquiry is unchanged.
 */
export const enquiryConversion = z
  .object({
    unitId: uuidField('unitId').optional(),
    checkIn: businessDateField.optional(),
    checkOut: businessDateField.optional(),
    status: z.enum(CONVERT_STATUSES).default('reserved'),
    /** Another nationality than the enquiry's; absent: the enquiry's. */
    guestNationality: nationalityField.nullable().optional(),
    remark: remarkField.optional().default(''),
    version: expectedVersion,
  })
  .strict()
  .superRefine(datesInOrder);
export type EnquiryConversion = z.input<typeof enquiryConversion>;

// ---------------------------------------------------------------- the units a conversion may book

/** What the convert form's unit picker asks: units by number, property or room type, free or not on these nights. */
export const unitChoiceQuery = z
  .object({
    search: z.string().trim().max(100).optional(),
    checkIn: businessDateField.optional(),
    checkOut: businessDateField.optional(),
  })
  .strict()
  .superRefine(datesInOrder);
export type UnitChoiceQuery = z.input<typeof unitChoiceQuery>;

export const unitChoice = z.object({
  id: z.string(),
  unitNumber: z.string(),
  propertyName: z.string(),
  roomTypeName: z.string(),
  /** `active`, `inactive`, `maintenance`: only an active unit is offered. */
  status: z.string(),
  /** The blocking stay holding one of the nights asked for (null: free, or no nights asked). */
  takenBy: stayRef.nullable(),
});
export type UnitChoice = z.infer<typeof unitChoice>;
/** Free units first, then the taken and the unavailable, each by unit number. */
export const unitChoices = z.object({ units: z.array(unitChoice) });
export type UnitChoices = z.infer<typeof unitChoices>;

const tag = 'enquiries';
export const enquiries = {
  list: defineCall({ method: 'GET', path: '/api/enquiries/aggregation', query: listQuerySchema, response: enquiryList, permission: 'signed-in', tag }),
  /** The units to convert into, each free or naming the stay on the nights: the picker offers only free ones. */
  unitChoices: defineCall({ method: 'GET', path: '/api/enquiries/unit-choices', query: unitChoiceQuery, response: unitChoices, permission: P.reservation.create, tag }),
  get: defineCall({ method: 'GET', path: '/api/enquiries/:id', params: idParam, response: enquiryDetail, permission: 'signed-in', tag }),
  create: defineCall({ method: 'POST', path: '/api/enquiries', body: newEnquiry, response: enquiryDetail, status: 201, permission: 'signed-in', tag }),
  moveStatus: defineCall({
    method: 'POST', path: '/api/enquiries/:id/status', params: idParam, body: enquiryMove, response: enquiryDetail, conflict: true, permission: 'signed-in', tag,
  }),
  convert: defineCall({
    method: 'POST', path: '/api/enquiries/:id/convert', params: idParam, body: enquiryConversion, response: enquiryDetail, conflict: true,
    permission: P.reservation.create, tag,
  }),
};
