import { changedFields, type FieldChange } from '@app/lib/audit-changes';

/** What a reader of an owner's history cares about, in the order the record page shows it. */
export const OWNER_HISTORY_FIELDS = [
  'name', 'email', 'phone', 'country', 'idType', 'idNumber', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state',
  'bankName', 'bankAccountNumber', 'accountNumberMasked', 'preferredLanguage', 'active', 'hasPortal', 'mustChangePassword',
] as const;
export type OwnerHistoryField = (typeof OWNER_HISTORY_FIELDS)[number];

/** The fields a change touched (bookkeeping such as version, unit count and the units themselves left out). */
export function ownerChanges(before: unknown, after: unknown): FieldChange<OwnerHistoryField>[] {
  return changedFields(before, after, OWNER_HISTORY_FIELDS);
}
