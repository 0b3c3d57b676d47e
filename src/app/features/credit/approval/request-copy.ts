import type { CreditRequest } from '@shared/contracts/credit';
import { formatMyr } from '@shared/money';
import type { Choice } from '@app/kit/decision/choice';
import type { QueueWords } from '@app/kit/decision/approval-queue';
import { balanceAfter } from './balance-after';

/** The decision prompt, worded from the credit namespace; the same on the approval page and in the inbox. */
export function requestCopy(request: CreditRequest, choice: Choice, t: QueueWords, language: string) {
  // The kind sits inside a sentence ("Approve the top-up for …"), where English does not capitalise it.
  const words = { name: request.holderName, amount: formatMyr(request.amountSen, language), kind: t(`kind.${request.kind}`).toLocaleLowerCase(language) };
  const message = t(`approval.${choice}Message`, words);
  return {
    header: t(`approval.${choice}Title`, words),
    message: choice === 'approve' && balanceAfter(request).short ? `${message} ${t('approval.shortWarning')}` : message,
    confirm: t(`approval.${choice}`),
    done: t(`approval.${choice}Done`, words),
  };
}
