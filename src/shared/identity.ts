import { TIME_ZONE } from './constants';

/**
 * A rider's identity document: a Malaysian MyKad number (`YYMMDD-PB-###G`, the first six digits the
 * date of birth) or, for a foreigner, a passport number. Shared by the contract, the server and the form.
 */

/** Why an identity value is refused; the form translates the key, the server sends the English message. */
export type IdentityProblem = 'idNumberInvalid' | 'myKadDateInvalid' | 'dateOfBirthInvalid' | 'dateOfBirthFuture' | 'dateOfBirthMismatch';

export const IDENTITY_MESSAGES: Record<IdentityProblem, string> = {
  idNumberInvalid: 'Enter a MyKad number (12 digits, e.g. 900215-14-5678) or a passport number (6 to 20 letters and digits)',
  myKadDateInvalid: 'The first 6 digits of a MyKad number are the date of birth (YYMMDD): this is not a real date',
  dateOfBirthInvalid: 'A date of birth is YYYY-MM-DD',
  dateOfBirthFuture: 'The date of birth cannot be in the future',
  dateOfBirthMismatch: 'The date of birth does not match the MyKad number (its first 6 digits are YYMMDD)',
};

export type ParsedIdNumber =
  | { ok: true; kind: 'mykad'; value: string; dateOfBirth: string }
  | { ok: true; kind: 'passport'; value: string; dateOfBirth: null }
  | { ok: false; problem: 'idNumberInvalid' | 'myKadDateInvalid' };

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date `YYYY-MM-DD` in Kuala Lumpur. */
export function todayInKl(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A real calendar date, `YYYY-MM-DD`. */
export function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The date of birth in a MyKad's first six digits (YYMMDD). The century is the latest that does not
 * put the birth in the future: on 2026-11-27, `261127` is 2026 and `261128` is 1926.
 */
export function myKadBirthDate(yymmdd: string, today: string = todayInKl()): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  const century = Math.floor(Number(today.slice(0, 4)) / 100) * 100;
  for (const year of [century + yy, century - 100 + yy]) {
    const candidate = `${year}-${pad(mm)}-${pad(dd)}`;
    if (!isCalendarDate(candidate)) continue; // 29 February is a date only in a leap year
    if (candidate <= today) return candidate;
  }
  return null;
}

/**
 * Reads what was typed: twelve digits (dashes and spaces optional) are a MyKad, kept as
 * `YYMMDD-PB-###G` with the date of birth it carries; otherwise 6 to 20 letters and digits are a passport.
 */
export function parseIdNumber(raw: string, today: string = todayInKl()): ParsedIdNumber {
  const compact = raw.trim().replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{12}$/.test(compact)) {
    const dateOfBirth = myKadBirthDate(compact.slice(0, 6), today);
    if (!dateOfBirth) return { ok: false, problem: 'myKadDateInvalid' };
    return { ok: true, kind: 'mykad', value: `${compact.slice(0, 6)}-${compact.slice(6, 8)}-${compact.slice(8)}`, dateOfBirth };
  }
  // Dashes belong to a MyKad only: "9002-15-14" is neither.
  if (!/-/.test(raw) && /^[A-Z0-9]{6,20}$/.test(compact)) return { ok: true, kind: 'passport', value: compact, dateOfBirth: null };
  return { ok: false, problem: 'idNumberInvalid' };
}

/**
 * The identity a record ends with: the date of birth derived from a MyKad when none is given,
 * refused when both are given and disagree.
 */
export function reconcileIdentity(
  input: { idNumber?: string | null; dateOfBirth?: string | null },
  today: string = todayInKl(),
): { ok: true; idNumber: string | null; dateOfBirth: string | null } | { ok: false; field: 'idNumber' | 'dateOfBirth'; problem: IdentityProblem } {
  let idNumber: string | null = null;
  let derived: string | null = null;
  if (input.idNumber) {
    const parsed = parseIdNumber(input.idNumber, today);
    if (!parsed.ok) return { ok: false, field: 'idNumber', problem: parsed.problem };
    idNumber = parsed.value;
    derived = parsed.dateOfBirth;
  }
  const given = input.dateOfBirth?.trim() || null;
  if (given) {
    if (!isCalendarDate(given)) return { ok: false, field: 'dateOfBirth', problem: 'dateOfBirthInvalid' };
    if (given > today) return { ok: false, field: 'dateOfBirth', problem: 'dateOfBirthFuture' };
    if (derived && given !== derived) return { ok: false, field: 'dateOfBirth', problem: 'dateOfBirthMismatch' };
  }
  return { ok: true, idNumber, dateOfBirth: given ?? derived };
}

/** What a list or the audit shows of an identity number: its last 4 characters (`••••••-••-1234`, `•••••1234`). */
export function maskIdNumber(value: string | null): string | null {
  if (!value) return value;
  const tail = value.slice(-4);
  if (/^\d{6}-\d{2}-\d{4}$/.test(value)) return `••••••-••-${tail}`;
  return `${'•'.repeat(Math.max(value.length - 4, 2))}${tail}`;
}
