import { z } from 'zod';
import { defineCall } from './call';
import { businessDateField, expectedVersion, idParam, optionalText, remarkField, senField } from './common';
import { PAYMENT_METHODS } from './reservations';
import { listQuerySchema } from '../list-params';
import { DSR_PHOTO_KINDS, DSR_ROUTES, DSR_STATUSES } from './plain/dsr';

export { DSR_OPEN_STATUSES, DSR_PHOTO_KINDS, DSR_STATUSES, type DsrPhotoKind, type DsrStatus } from './plain/dsr';

export const DSR_NOTES_MAX = 2_000;
export const DSR_PETTY_CASH_MAX_LINES = 50;
export const DSR_PETTY_CASH_DESCRIPTION_MAX = 200;
/** Photos (bank-in and petty-cash slips together) one report may carry. */
export const DSR_MAX_PHOTOS = 20;

const uuidField = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });

/**
 * What the day's reservations and payments of one property say (Asia/Kuala_Lumpur business date), computed by the
 * server: when a draft is created or saved, and again when it is submitted; frozen from then on.
 */
export const dsrFigures = z.object({
  /** Stays checking in / out that day (not cancelled, no-show or declined). */
  arrivals: z.number(),
  departures: z.number(),
  /** Stays in house on the night of that date (check-in ≤ date < check-out). */
  inHouse: z.number(),
  /** Distinct units occupied that night, of `totalUnits` active units of the property. */
  occupiedUnits: z.number(),
  totalUnits: z.number(),
  /** Room revenue of that night, split night by night as revenue does (whole sen). */
  roomRevenueSen: z.number(),
  /** Payments received that date for stays of the property, by method (every method present, 0 when none). */
  paymentsSen: z.record(z.enum(PAYMENT_METHODS), z.number()),
  /** Cash the staff should hold: the cash payments of that date. */
  expectedCashSen: z.number(),
});
export type DsrFigures = z.infer<typeof dsrFigures>;

export const dsrPettyCashLine = z.object({
  description: z.string().trim().min(1, { message: 'Please say what the petty cash paid for' }).max(DSR_PETTY_CASH_DESCRIPTION_MAX),
  amountSen: senField.refine((v) => v > 0, { message: 'A petty-cash line is at least 1 sen' }),
});
export type DsrPettyCashLine = z.infer<typeof dsrPettyCashLine>;

export const dsrPhoto = z.object({
  id: z.string(),
  kind: z.enum(DSR_PHOTO_KINDS),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type DsrPhoto = z.infer<typeof dsrPhoto>;

export const dsrReport = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  businessDate: z.string(),
  status: z.enum(DSR_STATUSES),
  figures: dsrFigures,
  /** When `figures` were last computed. */
  figuresAt: z.string(),
  /** Null until the staff count it; a report cannot be submitted without it. */
  countedCashSen: z.number().nullable(),
  pettyCash: z.array(dsrPettyCashLine),
  pettyCashSen: z.number(),
  /** expectedCash − countedCash − pettyCash; null while the cash is not counted. Not zero → `varianceRemark` required to submit. */
  varianceSen: z.number().nullable(),
  varianceRemark: z.string().nullable(),
  notes: z.string().nullable(),
  photos: z.array(dsrPhoto),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  submittedBy: z.string().nullable(),
  submittedByName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The checker's decision: verified or returned, with the remark (required to return). */
  checkedBy: z.string().nullable(),
  checkedByName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  checkRemark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type DsrReport = z.infer<typeof dsrReport>;

export const dsrList = z.object({ totalCount: z.number(), reports: z.array(dsrReport) });
export type DsrList = z.infer<typeof dsrList>;

/** What `filter` may hold on the reports list and the checking queue. */
export const dsrFilter = {
  propertyId: uuidField('propertyId'),
  status: z.enum(DSR_STATUSES),
  /** Business dates, both included. */
  from: businessDateField,
  to: businessDateField,
};
export const DSR_SORTS = ['businessDate', 'propertyName', 'varianceSen', 'createdAt'] as const;

export const dsrPrefillQuery = z.object({ propertyId: uuidField('propertyId'), date: businessDateField }).strict();
/** The figures a report of that property and date would hold now, and the report already written for it, if any. */
export const dsrPrefill = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  businessDate: z.string(),
  figures: dsrFigures,
  existingReportId: z.string().nullable(),
});
export type DsrPrefill = z.infer<typeof dsrPrefill>;

const staffFields = {
  countedCashSen: senField.nullable().optional(),
  pettyCash: z.array(dsrPettyCashLine).max(DSR_PETTY_CASH_MAX_LINES).optional(),
  varianceRemark: optionalText(500),
  notes: optionalText(DSR_NOTES_MAX),
};

/**
 * A new draft. `id` may be chosen by the device (a UUID) so a report written offline and its photos, queued after it,
 * name the same report; a second report of the same property and business date is a 409 naming the first.
 * A business date in the future is refused (400).
 */
export const newDsr = z
  .object({ id: uuidField('id').optional(), propertyId: uuidField('propertyId'), businessDate: businessDateField, ...staffFields })
  .strict();
export type NewDsr = z.input<typeof newDsr>;

/** The staff's fields of a draft or returned report, with the version the admin saw: a newer one, or any other status, is a 409. */
export const dsrPatch = z
  .object({ ...staffFields, version: expectedVersion })
  .strict();
export type DsrPatch = z.input<typeof dsrPatch>;

/**
 * Submit a draft or returned report: the server computes the figures again, then needs the cash counted and, where the
 * variance is not zero, its remark (400 naming the field otherwise).
 */
export const dsrSubmit = z.object({ expected: z.enum(DSR_STATUSES).optional() }).strict();

/** The checker's decision (DSR Checking, 59): never by the report's submitter (409, and the database refuses it too). */
export const dsrDecision = z
  .object({
    action: z.enum(['verify', 'return']),
    remark: remarkField.optional().default(''),
    expected: z.enum(DSR_STATUSES).optional(),
  })
  .strict()
  .refine((d) => d.action !== 'return' || d.remark.length > 0, { message: 'Please say why the report goes back', path: ['remark'] });
export type DsrDecision = z.input<typeof dsrDecision>;

export const dsrPhotoParams = z.object({ id: uuidField('id'), photoId: uuidField('photoId') });
export const dsrPhotoKindParams = z.object({ id: uuidField('id'), kind: z.enum(DSR_PHOTO_KINDS) });
/** A slip photo travels as multipart/form-data in this one file part (JPEG, PNG, WebP or PDF, sniffed). */
export const DSR_PHOTO_FIELDS = ['photo'] as const;

export const dsr = {
  list: defineCall({ ...DSR_ROUTES.list, query: listQuerySchema, response: dsrList }),
  queue: defineCall({ ...DSR_ROUTES.queue, query: listQuerySchema, response: dsrList }),
  get: defineCall({ ...DSR_ROUTES.get, params: idParam, response: dsrReport }),
  prefill: defineCall({ ...DSR_ROUTES.prefill, query: dsrPrefillQuery, response: dsrPrefill }),
  create: defineCall({ ...DSR_ROUTES.create, body: newDsr, response: dsrReport }),
  update: defineCall({ ...DSR_ROUTES.update, params: idParam, body: dsrPatch, response: dsrReport }),
  submit: defineCall({ ...DSR_ROUTES.submit, params: idParam, body: dsrSubmit, response: dsrReport }),
  /** Adds one slip photo to a draft or returned report (at most DSR_MAX_PHOTOS); answers the report. */
  addPhoto: defineCall({ ...DSR_ROUTES.addPhoto, params: dsrPhotoKindParams, multipart: DSR_PHOTO_FIELDS, response: dsrReport }),
  /** The photo's bytes, with the headers every upload is served with; a file, so no response schema. */
  photo: defineCall({ ...DSR_ROUTES.photo, params: dsrPhotoParams }),
  removePhoto: defineCall({ ...DSR_ROUTES.removePhoto, params: dsrPhotoParams, response: dsrReport }),
  decide: defineCall({ ...DSR_ROUTES.decide, params: idParam, body: dsrDecision, response: dsrReport }),
};
