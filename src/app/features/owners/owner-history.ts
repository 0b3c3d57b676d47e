import type { HistoryLines } from '@app/kit/record/history-lines';
import { LANGUAGE_NAMES } from '@app/lib/language-names';
import { stateName } from '@shared/reference/states';

const BAD = ['owner.deactivate', 'owner.portal-off'];

/** How an owner's history reads: the fields a reader cares about, in the order the record page shows them. */
export const ownerHistoryLines: HistoryLines = {
  namespace: 'owners',
  testId: 'owner-history',
  title: 'detail.historyTitle',
  // Bookkeeping such as version, unit count and the units themselves left out.
  fields: [
    'name', 'email', 'phone', 'country', 'idType', 'idNumber', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state',
    'bankName', 'bankAccountNumber', 'accountNumberMasked', 'preferredLanguage', 'active', 'hasPortal', 'mustChangePassword',
  ],
  valueWords: (field, value, { t }) => {
    if (field === 'state') return stateName(String(value)) ?? undefined;
    if (field === 'idType') return t(`idTypes.${String(value)}`);
    if (field === 'preferredLanguage') return LANGUAGE_NAMES[value as keyof typeof LANGUAGE_NAMES];
    return undefined;
  },
  tone: (action) => (BAD.includes(action) ? 'bad' : 'neutral'),
};
