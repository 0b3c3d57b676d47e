import type { CreditRequest } from '@shared/contracts/credit';
import { formatMyr } from '@shared/money';
import type { Choice } from '@app/kit/decision/choice';
import { defineInbox, type InboxWords } from '@app/kit/inbox/define-inbox';
import { balanceAfter } from './approval/balance-after';
import { creditDecisions } from './decisions';

/** The prompt the approval page shows, worded from the credit namespace (RM is written alike in every language). */
function requestCopy(request: CreditRequest, choice: Choice, t: InboxWords) {
  const words = { name: request.holderName, amount: formatMyr(request.amountSen, 'en-US'), kind: t(`kind.${request.kind}`).toLowerCase() };
  const message = t(`approval.${choice}Message`, words);
  return {
    header: t(`approval.${choice}Title`, words),
    message: choice === 'approve' && balanceAfter(request).short ? `${message} ${t('approval.shortWarning')}` : message,
    confirm: t(`approval.${choice}`),
    done: t(`approval.${choice}Done`, words),
  };
}

/** Credit requests waiting for a checker join the approvals inbox. */
export const creditInbox = defineInbox({
  words: 'credit',
  kinds: {
    'credit-request': {
      title: 'approval.inboxTitle',
      decision: creditDecisions.decide,
      waiting: (request) => request.status === 'pending',
      copy: requestCopy,
      card: () => import('./approval/InboxRequestCard'),
    },
  },
});
