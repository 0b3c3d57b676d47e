import type { Expectation } from './guarded-change';

/**
 * The edits of a record (PATCH): what the body asks to change, without the `version` the admin saw, and keeping
 * only the fields whose value differs from the record's — so a PATCH that changes nothing writes nothing.
 */
export function changedFields<T extends Record<string, unknown>>(
  body: T & { version?: number },
  current: object,
): Partial<Omit<T, 'version'>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'version' || value === undefined) continue;
    if (((current as Record<string, unknown>)[key] ?? null) !== (value ?? null)) out[key] = value;
  }
  return out as Partial<Omit<T, 'version'>>;
}

/** An edit names the version the admin saw: another one now is a 409 with the record as it is (DESIGN.md §4). */
export function sameVersion(now: number, saw: number | undefined): Expectation<number> {
  return { now, saw, field: 'version', message: `This record was changed by someone else (it is now version ${now}); review it and edit again` };
}

/** The calendar month `YYYY-MM` of a business date, and the current one in Kuala Lumpur. */
export const monthOf = (date: string) => date.slice(0, 7);
