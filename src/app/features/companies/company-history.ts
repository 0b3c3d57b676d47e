import type { HistoryLines } from '@app/kit/record/history-lines';
import { stateName } from '@shared/reference/states';
import { COMPANY_FIELDS } from './company-form';

/** How a company's history reads: the fields a reader cares about, in the order the record page shows them. */
export const companyHistoryLines: HistoryLines = {
  namespace: 'companies',
  testId: 'company-history',
  title: 'detail.historyTitle',
  // What the form edits, and the switch; bookkeeping such as version and property count left out.
  fields: [...COMPANY_FIELDS, 'active'],
  valueWords: (field, value) => (field === 'state' ? (stateName(String(value)) ?? undefined) : undefined),
  tone: (action) => (action === 'company.deactivate' ? 'bad' : 'neutral'),
};
