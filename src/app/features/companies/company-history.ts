import type { HistoryLines } from '@app/kit/record/history-lines';
import { stateName } from '@shared/reference/states';

/** How a company's history reads: the fields a reader cares about, in the order the record page shows them. */
export const companyHistoryLines: HistoryLines = {
  namespace: 'companies',
  testId: 'company-history',
  title: 'detail.historyTitle',
  // Bookkeeping such as version and property count left out.
  fields: [
    'name', 'registrationNumber', 'sstNumber', 'tourismTaxNumber', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state',
    'phone', 'email', 'bankName', 'bankAccountNumber', 'active',
  ],
  valueWords: (field, value) => (field === 'state' ? (stateName(String(value)) ?? undefined) : undefined),
  tone: (action) => (action === 'company.deactivate' ? 'bad' : 'neutral'),
};
