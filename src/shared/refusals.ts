/**
 * Why the server refused a call, in the rule's own terms (DESIGN.md §4): a machine code and the facts the
 * rule named, so the app can say it in the reader's language with its own dates and labels. Every 4xx a
 * person may read carries it as `refusal: { code, details }` beside the English `message`, which stays for
 * logs, tools and codes an older app does not know. (It is not a top-level `code`: SPEC.md section 8 keeps
 * that for the few coded failures the app handles itself and never toasts, like `password_change_required`.)
 * A validation failure's `errors[]` items carry a code too: zod's issue code and its limits (`fieldIssue`).
 *
 * Details by code (dates are `YYYY-MM-DD`, moments ISO, statuses the records' own values):
 * - `moved_on`: the record is no longer as the admin saw it. `field` (`status`, `approvalStatus`, …) is
 *   `now`; `by` and `at` name whoever decided it, only when someone did (never who asked for it).
 * - `unit_taken`: the unit (`unit`) is booked by the stay `stay` (`stayStatus`) from `from` to `to` (check-out).
 * - `night_full`: no free-stay place is left on `night` (`used` of `quota`).
 * - `holiday_full`: the confirmed holiday `holiday` (`holidayZh`, `holidayMs` when named so) gives `quota` free stays on
 *   `night` at properties in `state`, and `used` are approved.
 * - `nights_raced`: the nights were taken at the same moment by another booking.
 * - `stay_locked`: the stay `stay` is already `stayStatus` and can no longer be cancelled.
 * - `owner_approved`: an owner asked to cancel a free stay already approved.
 * - `balance_too_low`: the balance `balanceSen` cannot cover `amountSen`.
 * - `receipt_attached`: the credit request already has its receipt.
 * - `already_reversed`, `not_reversible`: a credit entry reversed before, or itself a reversal.
 * - `value_taken`: another account already uses this `field` (`email`, `phone`).
 * - `recorder_cannot_approve`: an expense is approved by another admin, never by the one who recorded it.
 * - `id_taken`: a record of this kind (`what`) already has the id the device chose, made under another Idempotency-Key.
 * - `dsr_exists`: the property (`property`) already has its daily sales report `reportId` for `businessDate`.
 * - `dsr_verified`: the daily sales report `reportId` of `businessDate` is verified: that day's payments are locked.
 * - `too_many_photos`: the record already carries its `max` photos.
 * - `installment_terms_locked`: `month` of the owner installment plan was deducted or waived: its terms are fixed.
 * - `installment_month_closed`: `month` of the plan is no longer due (deducted, waived or settled).
 * - `expense_on_statement`: the expense is on the approved owner statement of `month`: it is not voided.
 * - `statement_revised_since`: the draft adjusts the statement of `month`, revised since: the draft is generated again.
 * - `carry_changed`: the balance of `fromMonth` that the draft of `month` carries (or should carry) changed since it was
 *   generated — another statement approved first carried it, or that month was approved or revised: `month` is generated again.
 * - `sst_rate_not_future`: a new SST rate starts after `today`, never on a day already begun.
 * - `sst_rate_exists`: a rate already starts on `effectiveFrom`; rates are added, never edited.
 */
export type RefusalDetail = string | number | null;

/**
 * Every code the server sends in `refusal` (any 4xx, not only a 409), each with an example of the facts it
 * names: the one table the app's words and their tests are checked against. A new rule adds its row here.
 * Conventions: `what` is a record kind in snake_case (`unit`, `free_stay_request`), `field` a request field,
 * dates `YYYY-MM-DD`, months `YYYY-MM`, amounts in sen (`…Sen`).
 */
export const REFUSALS = {
  // 409: a decision the record or a rule no longer allows (above).
  moved_on: { field: 'approvalStatus', now: 'rejected', by: null, at: null },
  unit_taken: { unit: 'A-03-02', stay: 'R000123', from: '2026-12-04', to: '2026-12-07', stayStatus: 'checked_in' },
  night_full: { night: '2026-12-12', used: 5, quota: 5 },
  holiday_full: { night: '2027-02-11', holiday: 'Thaipusam', holidayZh: '大宝森节', holidayMs: null, state: 'MY-10', quota: 0, used: 0 },
  nights_raced: {},
  stay_locked: { stay: 'R000123', stayStatus: 'checked_in' },
  owner_approved: {},
  balance_too_low: { balanceSen: 1234, amountSen: 50000 },
  receipt_attached: {},
  already_reversed: {},
  not_reversible: {},
  value_taken: { field: 'phone' },
  recorder_cannot_approve: {},
  id_taken: { what: 'expense' },
  // Daily sales reports (issue 27).
  dsr_exists: { property: 'Residensi Harmoni', businessDate: '2026-11-27', reportId: '5f0c7c1e-8d7a-4c1b-9a55-3f2b6f0e9d11' },
  dsr_verified: { businessDate: '2026-11-27', reportId: '5f0c7c1e-8d7a-4c1b-9a55-3f2b6f0e9d11' },
  too_many_photos: { max: 20 },
  // Owner installments (issue 28).
  installment_terms_locked: { month: '2026-12' },
  installment_month_closed: { month: '2026-12' },
  // Owner statements (issue 28).
  expense_on_statement: { month: '2026-11' },
  statement_revised_since: { month: '2026-11' },
  carry_changed: { month: '2026-11', fromMonth: '2026-09' },
  // Global settings (issue 29).
  sst_rate_not_future: { today: '2026-11-28' },
  sst_rate_exists: { effectiveFrom: '2027-01-01' },
  // 409s the database answers for a rule no service named (error-handler.ts).
  duplicate_value: {},
  missing_reference: {},
  overlap: {},
  // 400: the request as a whole.
  invalid_request: {},
  invalid_list_params: { param: 'filter' },
  malformed_body: {},
  body_too_large: {},
  unsupported_media_type: {},
  value_format: {},
  value_too_long: {},
  number_out_of_range: {},
  date_format: {},
  date_out_of_range: {},
  bad_character: {},
  idempotency_key_invalid: { max: 200 },
  // 422: the same Idempotency-Key with another body.
  idempotency_key_reused: {},
  // 400: files.
  not_multipart: {},
  multipart_malformed: {},
  multipart_limit: { limit: 'files' },
  file_too_large: { mb: 10 },
  file_required: { field: 'logo' },
  file_type: { field: 'attachment', accepted: 'JPEG, PNG, WebP, PDF' },
  unknown_file_part: { field: 'photo', expected: 'avatar, icFront' },
  // 400: one field, as the rule that checked it says (also the field error's `code`).
  required: { field: 'checkIn' },
  unknown_reference: { field: 'unitId', what: 'unit' },
  unit_inactive: { unit: 'A-03-02' },
  unit_other_room_type: { unit: 'A-03-02', roomType: 'Studio' },
  room_type_other_property: {},
  choose_own_unit: {},
  choose_unit: {},
  checkout_after_checkin: {},
  too_many_nights: { max: 30 },
  too_soon: { days: 3, earliest: '2026-12-04' },
  not_after_today: { field: 'fromDate', today: '2026-11-27' },
  effective_month_past: { month: '2026-11' },
  only_agents: {},
  only_riders: {},
  account_not_rider: { account: 'U000123' },
  account_wrong_role: { account: 'U000123', role: 'agent', expected: 'rider' },
  country_unknown: {},
  phone_for_country: { country: 'MY' },
  id_number_invalid: {},
  mykad_date_invalid: {},
  date_of_birth_invalid: {},
  date_of_birth_future: {},
  date_of_birth_mismatch: {},
  portal_needs_email: {},
  password_incorrect: {},
  password_unchanged: {},
  export_too_large: { count: 812, max: 500 },
  amount_over_limit: { maxSen: 500000 },
  unit_other_property: { unit: 'A-03-02' },
  billable_needs_property: {},
  installment_month_outside: { first: '2026-12', last: '2027-11' },
  installment_below_months: { months: 12 },
  // 403: who may not do it.
  maker_cannot_decide: { what: 'credit_request' },
  only_maker: { what: 'credit_request' },
  own_permissions: {},
  own_deactivation: {},
  stronger_admin: {},
  grant_unheld: {},
  managed_elsewhere: { managedIn: 'owners' },
  // 404.
  not_found: { what: 'unit' },
  already_deleted: { what: 'account' },
  // 429.
  too_many_attempts: { minutes: 15 },
} as const satisfies Record<string, Record<string, RefusalDetail>>;

export type RefusalCode = keyof typeof REFUSALS;
export const REFUSAL_CODES = Object.keys(REFUSALS) as RefusalCode[];

export interface Refusal {
  code: string;
  details: Record<string, RefusalDetail>;
}

export function refusal(code: RefusalCode, details: Record<string, RefusalDetail> = {}): Refusal {
  return { code, details };
}

export function isKnownRefusal(code: string): code is RefusalCode {
  return Object.prototype.hasOwnProperty.call(REFUSALS, code);
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

/**
 * One bad field of a 400: the field, the server's English, and why as a code with its facts: zod's issue code
 * (`too_small` with `minimum` and `origin`, `invalid_format` with `format`, …), `required` for a missing value,
 * or a code of REFUSALS when a service's own rule refused the value.
 */
export interface FieldIssue {
  field: string;
  message: string;
  code?: string;
  details?: Record<string, RefusalDetail>;
}

/** The zod issue codes a field error may carry, each with the facts the app words it by (examples, for the tests). */
export const FIELD_ISSUES = {
  required: [{}],
  too_small: [{ origin: 'string', minimum: 1 }, { origin: 'string', minimum: 10 }, { origin: 'number', minimum: 0 }, { origin: 'array', minimum: 1 }],
  too_big: [{ origin: 'string', maximum: 120 }, { origin: 'number', maximum: 100 }, { origin: 'array', maximum: 50 }],
  invalid_format: [{ format: 'email' }, { format: 'uuid' }, { format: 'regex' }],
  invalid_type: [{ expected: 'string' }],
  invalid_value: [{ values: 'pending, approved' }],
  unrecognized_keys: [{ keys: 'colour' }],
  not_multiple_of: [{ divisor: 0.01 }],
} as const satisfies Record<string, readonly Record<string, RefusalDetail>[]>;

/** A detail as JSON may carry it: lists joined (an enum's values), anything else dropped. */
export function detailOf(value: unknown): RefusalDetail | undefined {
  if (typeof value === 'string' || value === null) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) return value.map(String).join(', ');
  return undefined;
}

/** A field error's code and facts, read defensively like a refusal. */
export function readFieldIssue(value: unknown): FieldIssue | null {
  if (!value || typeof value !== 'object') return null;
  const { field, message, code, details } = value as Record<string, unknown>;
  if (typeof field !== 'string' || typeof message !== 'string') return null;
  const why = typeof code === 'string' ? readRefusal({ code, details }) : null;
  return why ? { field, message, code: why.code, details: why.details } : { field, message };
}
