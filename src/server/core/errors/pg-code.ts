/** PostgreSQL's exclusion_violation: the database refused an overlapping blocking stay. */
export const EXCLUSION_VIOLATION = '23P01';

/** The SQLSTATE of a database error, however deep the driver wrapped it (Drizzle puts it in `cause`). */
export function pgCodeOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
