import { changedFields, type FieldChange } from '@app/lib/audit-changes';

/** What a reader of a company's history cares about, in the order the record page shows it. */
export const COMPANY_HISTORY_FIELDS = [
  'name', 'registrationNumber', 'sstNumber', 'tourismTaxNumber', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state',
  'phone', 'email', 'bankName', 'bankAccountNumber', 'active',
] as const;
export type CompanyHistoryField = (typeof COMPANY_HISTORY_FIELDS)[number];

/** The fields an edit changed (bookkeeping such as version and property count left out). */
export function companyChanges(before: unknown, after: unknown): FieldChange<CompanyHistoryField>[] {
  return changedFields(before, after, COMPANY_HISTORY_FIELDS);
}
