/** PostgreSQL's exclusion_violation: the database refused an overlapping blocking stay. */
export const EXCLUSION_VIOLATION = '23P01';

/** The first of a database error and its causes (Drizzle wraps the driver's in `cause`) for which `read` finds something. */
function throughCauses<T>(err: unknown, read: (e: Record<string, unknown>) => T | undefined): T | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const found = read(e as Record<string, unknown>);
    if (found !== undefined) return found;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, however deep the driver wrapped it. */
export function pgCodeOf(err: unknown): string | undefined {
  return throughCauses(err, (e) => (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined));
}

/** The constraint a database error names (a trigger's `USING CONSTRAINT` too): node-postgres says `constraint`, PGlite `constraint_name`. */
export function pgConstraintOf(err: unknown): string | undefined {
  return throughCauses(err, (e) => {
    const name = e.constraint ?? e.constraint_name;
    return typeof name === 'string' ? name : undefined;
  });
}
