import type { LastChange } from '@shared/contracts/common';
import { refusal, type Refusal, type RefusalCode, type RefusalDetail } from '@shared/refusals';

/**
 * A failure the client should see as it is: a 4xx with `{ message }` and maybe more. What a person may
 * read also carries `refusal: { code, details }` (@shared/refusals), so the app can say it in their language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A 4xx with its rule's code: `message` stays the English sentence, `refusal` says the same for the app to word. */
export const refused = (statusCode: number, message: string, why: Refusal, extra: Record<string, unknown> = {}) =>
  new HttpError(statusCode, message, { ...extra, refusal: why });

export const badRequest = (message: string, why: Refusal, extra?: Record<string, unknown>) => refused(400, message, why, extra);

/**
 * A 400 about one field: the message names it (`unitId: No unit with this id`) and `errors` carries it with
 * the same code, so a form shows it on that field in the reader's language.
 */
export function fieldRefused(field: string, message: string, code: RefusalCode, details: Record<string, RefusalDetail> = {}): HttpError {
  const why = refusal(code, details);
  return badRequest(`${field}: ${message}`, why, { errors: [{ field, message, code: why.code, details: why.details }] });
}

/** A field error of `errors[]` carrying the refusal's code, for a 400 whose message is not the field's own. */
export const fieldError = (field: string, message: string, why: Refusal) => ({ field, message, code: why.code, details: why.details });

/**
 * A 403. A missing permission stays `{ message }` (DESIGN.md §4: it tells nothing more, and the permission tests hold
 * it to that); a rule that forbids this person this act (the maker may not decide) names its code.
 */
export const forbidden = (message = 'You do not have permission to do this', why?: Refusal) =>
  why ? refused(403, message, why) : new HttpError(403, message);

/** A record kind as the refusal names it: `Free-stay request` → `free_stay_request`. */
export const recordKind = (what: string) => what.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

export const notFound = (what = 'Record') => refused(404, `${what} not found`, refusal('not_found', { what: recordKind(what) }));
/**
 * A 409. With `current`, the record as it is now; with `lastChange` too, who last changed it, what and
 * when (DESIGN.md §4); with `refusal`, why in the rule's own terms — the shape of `conflictBody` in the
 * shared contracts.
 */
export const conflict = (message: string, current?: unknown, lastChange?: LastChange, refusal?: Refusal) =>
  new HttpError(409, message, {
    ...(current === undefined ? {} : { current }),
    ...(lastChange === undefined ? {} : { lastChange }),
    ...(refusal === undefined ? {} : { refusal }),
  });
