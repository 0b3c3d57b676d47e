import { formatPhone } from '@shared/phone';
import { contactCopyWith } from './decision-words';

export { riderCopy, userCopy } from './decision-words';

/** A contact change's prompt, with the new number as people read it (+60 14 234 5099), not as it is stored. */
export const contactCopy = contactCopyWith(formatPhone);
