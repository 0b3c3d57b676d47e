/** Reading an audit entry's before/after: shared by every area that shows a record's history. */
export interface FieldChange<Field extends string = string> {
  field: Field;
  from: unknown;
  to: unknown;
}

/** Audit snapshots are JSON of any shape; anything that is not an object reads as empty. */
export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The fields among `fields` whose value differs between the two snapshots, in the order given.
 * Values compare as JSON so arrays and objects count as equal when their content is; a missing value reads as null.
 */
export function changedFields<Field extends string>(before: unknown, after: unknown, fields: readonly Field[]): FieldChange<Field>[] {
  const from = asRecord(before);
  const to = asRecord(after);
  return fields
    .filter((field) => JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null))
    .map((field) => ({ field, from: from[field] ?? null, to: to[field] ?? null }));
}
