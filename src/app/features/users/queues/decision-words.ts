import type { ContactChangeSubmission, User } from '@shared/contracts/users';
import type { PhoneFormat } from '@shared/phone-later';
import type { Choice } from '@app/kit/decision/choice';
import { choiceCopy, type DecisionWords } from '@app/kit/decision/choice-copy';

/**
 * How the queues, the record pages and the approvals inbox word a decision's prompt, in the users namespace. The
 * phone formatter is given: the inbox declares these with the signed-in shell, which does not load libphonenumber
 * (decision-copy.ts gives it for the queues).
 */

export const userCopy = (u: Pick<User, 'name'>, d: Choice, t: DecisionWords) => choiceCopy(t, 'decide', d, { name: u.name });

export const contactCopyWith = (formatPhone: PhoneFormat) => (c: ContactChangeSubmission, d: Choice, t: DecisionWords) => ({
  ...choiceCopy(t, 'contacts', d, { name: c.name }),
  // A number as people read it (+60 14 234 5099), not as it is stored.
  message: t(`contacts.${d}Message.${c.field}`, { name: c.name, value: c.field === 'phone' ? formatPhone(c.newValue) : c.newValue }),
});

export const riderCopy = (r: Pick<User, 'name'>, d: Choice, t: DecisionWords) => choiceCopy(t, 'riderDecision', d, { name: r.name });
