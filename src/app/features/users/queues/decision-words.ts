import type { ContactChangeSubmission, User } from '@shared/contracts/users';
import type { PhoneFormat } from '@shared/phone-later';
import type { Choice } from '@app/kit/decision/choice';
import type { QueueDecisionCopy } from '@app/kit/decision/use-queue-decision';
import type { InboxWords } from '@app/kit/inbox/define-inbox';

/**
 * How the queues and the approvals inbox word a decision's prompt, in the users namespace. The phone formatter is
 * given: the inbox declares these with the signed-in shell, which does not load libphonenumber (decision-copy.ts
 * gives it for the queues).
 */

export const userCopy = (u: User, d: Choice, t: InboxWords): QueueDecisionCopy => ({
  header: t(`decide.${d}Title`, { name: u.name }),
  message: t(`decide.${d}Message`, { name: u.name }),
  confirm: t(`decide.${d}`),
  done: t(`decide.${d}Done`, { name: u.name }),
});

export const contactCopyWith = (formatPhone: PhoneFormat) => (c: ContactChangeSubmission, d: Choice, t: InboxWords): QueueDecisionCopy => ({
  header: t(`contacts.${d}Title`, { name: c.name }),
  // A number as people read it (+60 14 234 5099), not as it is stored.
  message: t(`contacts.${d}Message.${c.field}`, { name: c.name, value: c.field === 'phone' ? formatPhone(c.newValue) : c.newValue }),
  confirm: t(`decide.${d}`),
  done: t(`contacts.${d}Done`, { name: c.name }),
});

export const riderCopy = (r: User, d: Choice, t: InboxWords): QueueDecisionCopy => ({
  header: t(`riderDecision.${d}Title`, { name: r.name }),
  message: t(`riderDecision.${d}Message`, { name: r.name }),
  confirm: t(`decide.${d}`),
  done: t(`riderDecision.${d}Done`, { name: r.name }),
});
