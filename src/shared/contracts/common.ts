import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { isPermissionCode } from '../permissions';
import { REMARK_MAX_LENGTH } from './plain/common';

export { REMARK_MAX_LENGTH } from './plain/common';

export const idParam = z.object({ id: z.string().uuid({ message: 'id must be a UUID' }) });

export const messageBody = z.object({ message: z.string() });
/** The latest audit entry for a record: who decided what, and when (null when nothing was ever recorded). */
export const lastChange = z
  .object({ action: z.string(), actorName: z.string().nullable(), at: z.string() })
  .nullable();
export type LastChange = z.infer<typeof lastChange>;

/** Why a decision was refused, as a code and the facts the rule named (see @shared/refusals). */
export const refusalBody = z.object({
  code: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});

/**
 * A decision that arrived after the record moved on (DESIGN.md §4): the record as it is now,
 * and the latest change to it, so the admin sees who decided what, and when; `refusal` says why in
 * the refusing rule's own terms (the app words it in the reader's language).
 */
export const conflictBody = z.object({ message: z.string(), current: z.unknown(), lastChange, refusal: refusalBody.optional() });
export type ConflictBody = z.infer<typeof conflictBody>;

/**
 * What a decision route may answer with 409: a conflict as above, or a plain `{ message }` when
 * the same Idempotency-Key is still being processed (that one is worth retrying; a conflict is not).
 */
export const decisionConflict = z.union([conflictBody, messageBody]);

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email({ message: 'Please enter a valid email' });

/** A Malaysian bank account number as the banks print it: digits only, 6 to 20 of them. */
export const bankAccountNumberField = z.string().trim().regex(/^\d{6,20}$/, { message: 'A bank account number is 6 to 20 digits' });

/** International format with country code, e.g. +60123456789, checked against the country's numbering plan. */
export const phoneField = z
  .string()
  .trim()
  .refine((v) => isValidPhoneNumber(v), { message: 'Please enter a valid phone number with country code, e.g. +60 12-345 6789' });

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** A decision's remark: every area's approve, reject, ban and their kin. */
export const remarkField = z.string().trim().max(REMARK_MAX_LENGTH);

export const NAME_MAX_LENGTH = 120;
export const nameField = z.string().trim().min(1, { message: 'Please enter name' }).max(NAME_MAX_LENGTH);

export const permissionsField = z
  .array(z.number().int().refine(isPermissionCode, { message: 'Unknown permission code' }))
  .max(100)
  .transform((codes) => [...new Set(codes)].sort((a, b) => a - b));

/** A business date (Asia/Kuala_Lumpur), `YYYY-MM-DD`, checked to be a real day. */
export const businessDateField = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'Dates are YYYY-MM-DD' })
  // Runs on every input, a malformed one too (zod runs each check): never a date that throws.
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
  }, { message: 'Not a real date' });

/** A calendar month, `YYYY-MM`: fees and package versions take effect from the first of one. */
export const yearMonthField = z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { message: 'Months are YYYY-MM' });

/** A clock time of day, `HH:MM` (24 hours). */
export const timeOfDayField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Times are HH:MM (24 hours)' });

/** Free text that may be left empty: trimmed, and empty means none. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** An amount of money in sen (DESIGN.md §6): whole, never negative, at most RM 10 million. */
export const MAX_AMOUNT_SEN = 1_000_000_000;
export const senField = z
  .number()
  .int({ message: 'Amounts are whole sen' })
  .min(0, { message: 'Amounts cannot be negative' })
  .max(MAX_AMOUNT_SEN, { message: `Amounts are at most ${MAX_AMOUNT_SEN} sen` });

/** A rate in basis points: 0 to 10,000 (100%). */
export const basisPointsField = z
  .number()
  .int({ message: 'Rates are whole basis points' })
  .min(0, { message: 'Rates cannot be negative' })
  .max(10_000, { message: 'Rates are at most 10000 basis points (100%)' });

/** Optional `version` on an edit: the version the admin saw; another one is a 409 with the record as it is now. */
export const expectedVersion = z.number().int().min(1).optional();
