/**
 * Why the server refused a decision, in the rule's own terms (DESIGN.md §4): a machine code and the
 * facts the rule named, so the app can say it in the reader's language with its own dates and labels.
 * The English `message` beside it stays for logs, tools and codes an older app does not know.
 *
 * Details by code (dates are `YYYY-MM-DD`, moments ISO, statuses the records' own values):
 * - `moved_on`: the record is no longer as the admin saw it. `field` (`status`, `approvalStatus`, …) is
 *   `now`; `by` and `at` name whoever decided it, only when someone did (never who asked for it).
 * - `unit_taken`: the unit (`unit`) is booked by the stay `stay` (`stayStatus`) from `from` to `to` (check-out).
 * - `night_full`: no free-stay place is left on `night` (`used` of `quota`).
 * - `nights_raced`: the nights were taken at the same moment by another booking.
 * - `stay_locked`: the stay `stay` is already `stayStatus` and can no longer be cancelled.
 * - `owner_approved`: an owner asked to cancel a free stay already approved.
 * - `balance_too_low`: the balance `balanceSen` cannot cover `amountSen`.
 * - `receipt_attached`: the credit request already has its receipt.
 * - `already_reversed`, `not_reversible`: a credit entry reversed before, or itself a reversal.
 * - `value_taken`: another account already uses this `field` (`email`, `phone`).
 */
export const REFUSAL_CODES = [
  'moved_on',
  'unit_taken',
  'night_full',
  'nights_raced',
  'stay_locked',
  'owner_approved',
  'balance_too_low',
  'receipt_attached',
  'already_reversed',
  'not_reversible',
  'value_taken',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export type RefusalDetail = string | number | null;

export interface Refusal {
  code: string;
  details: Record<string, RefusalDetail>;
}

export function refusal(code: RefusalCode, details: Record<string, RefusalDetail> = {}): Refusal {
  return { code, details };
}

export function isKnownRefusal(code: string): code is RefusalCode {
  return (REFUSAL_CODES as readonly string[]).includes(code);
}

/** The shape a 409 body carries, read defensively: an old app's stored items or another server may lack it. */
export function readRefusal(value: unknown): Refusal | null {
  if (!value || typeof value !== 'object') return null;
  const { code, details } = value as { code?: unknown; details?: unknown };
  if (typeof code !== 'string') return null;
  const facts: Record<string, RefusalDetail> = {};
  if (details && typeof details === 'object') {
    for (const [key, detail] of Object.entries(details as Record<string, unknown>)) {
      if (typeof detail === 'string' || typeof detail === 'number' || detail === null) facts[key] = detail;
    }
  }
  return { code, details: facts };
}
