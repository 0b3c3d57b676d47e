import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { isPermissionCode } from '../permissions';

export const idParam = z.object({ id: z.string().uuid({ message: 'id must be a UUID' }) });

export const messageBody = z.object({ message: z.string() });
/** The latest audit entry for a record: who decided what, and when (null when nothing was ever recorded). */
export const lastChange = z
  .object({ action: z.string(), actorName: z.string().nullable(), at: z.string() })
  .nullable();
export type LastChange = z.infer<typeof lastChange>;

/**
 * A decision that arrived after the record moved on (DESIGN.md §4): the record as it is now,
 * and the latest change to it, so the admin sees who decided what, and when.
 */
export const conflictBody = z.object({ message: z.string(), current: z.unknown(), lastChange });
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
export const REMARK_MAX_LENGTH = 500;
export const remarkField = z.string().trim().max(REMARK_MAX_LENGTH);

export const NAME_MAX_LENGTH = 120;
export const nameField = z.string().trim().min(1, { message: 'Please enter name' }).max(NAME_MAX_LENGTH);

export const permissionsField = z
  .array(z.number().int().refine(isPermissionCode, { message: 'Unknown permission code' }))
  .max(100)
  .transform((codes) => [...new Set(codes)].sort((a, b) => a - b));
