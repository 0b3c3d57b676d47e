/** Turns an audit entry's before/after into the lines a person reads. */
import { asRecord, changedFields, type FieldChange } from '@app/lib/audit-changes';

export type { FieldChange };

/** Bookkeeping fields that change with every write and say nothing to a reader. */
const IGNORED = new Set(['updatedAt', 'createdAt', 'id', 'accountNumber']);
/** Fields whose values must never be shown, only that they changed. */
export const SECRET_FIELDS = new Set(['password', 'passwordHash', 'temporaryPassword', 'token']);

/** Every field either snapshot holds, bookkeeping aside, that changed. */
export function describeChanges(before: unknown, after: unknown): FieldChange[] {
  const fields = [...new Set([...Object.keys(asRecord(before)), ...Object.keys(asRecord(after))])].filter((f) => !IGNORED.has(f));
  return changedFields(before, after, fields);
}

/** For permission lists: which codes were granted and which were taken away. */
export function permissionDelta(from: unknown, to: unknown): { added: number[]; removed: number[] } {
  const a = Array.isArray(from) ? from.filter((c): c is number => typeof c === 'number') : [];
  const b = Array.isArray(to) ? to.filter((c): c is number => typeof c === 'number') : [];
  return { added: b.filter((c) => !a.includes(c)), removed: a.filter((c) => !b.includes(c)) };
}

/** `administrator.update` → `Administrator update`, for actions without a translation. */
export function humaniseAction(action: string): string {
  const words = action.replace(/[._-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
