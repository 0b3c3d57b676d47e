import type { LastChange } from '@shared/contracts/common';
import type { Refusal } from '@shared/refusals';

/** A failure the client should see as it is: a 4xx with `{ message }` and maybe more. */
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

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
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
