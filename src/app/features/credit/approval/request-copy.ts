import type { CreditRequest } from '@shared/contracts/credit';
import { formatMyr } from '@shared/money';
import type { Choice } from '@app/kit/decision/choice';
import { choiceCopy } from '@app/kit/decision/choice-copy';
import type { QueueWords } from '@app/kit/decision/approval-queue';
import { balanceAfter } from './balance-after';

/** The decision prompt, worded from the credit namespace; the same on the approval page and in the inbox. */
export function requestCopy(request: CreditRequest, choice: Choice, t: QueueWords, language: string) {
  // The kind sits inside a sentence ("Approve the top-up for …"), where English does not capitalise it.
  const words = { name: request.holderName, amount: formatMyr(request.amountSen, language), kind: t(`kind.${request.kind}`).toLocaleLowerCase(language) };
  const copy = choiceCopy(t, 'approval', choice, words);
  return choice === 'approve' && balanceAfter(request).short ? { ...copy, message: `${copy.message} ${t('approval.shortWarning')}` } : copy;
}
