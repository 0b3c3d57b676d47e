import { useCallback } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import type { CreditRequest } from '@shared/contracts/credit';
import { formatMyr } from '@shared/money';
import { useDecision } from '@app/kit/decision/use-decision';
import type { PagedList } from '@app/lib/use-paged-list';
import { creditDecisions, type CreditChoice } from '../decisions';
import { balanceAfter } from './balance-after';

/**
 * Swipe or button → one prompt (a remark, required to reject) → the outbox, online or not. The
 * card leaves at once and stays gone once the decision is safe on this device; what the server
 * answers later (applied, another admin first, the balance fell) is the outbox's to tell.
 */
export function useRequestDecision(list: Pick<PagedList<CreditRequest>, 'take' | 'settle' | 'restore'>) {
  const { t, i18n } = useTranslation('credit');
  const { ask } = useDecision(creditDecisions.decide);
  const { take, settle, restore } = list;

  return useCallback(
    (request: CreditRequest, decision: CreditChoice) => {
      // The kind sits inside a sentence ("Approve the top-up for …"), where English does not capitalise it.
      const words = { name: request.holderName, amount: formatMyr(request.amountSen, i18n.language), kind: t(`kind.${request.kind}`).toLocaleLowerCase(i18n.language) };
      const short = decision === 'approve' && balanceAfter(request).short;
      ask(request, { decision }, {
        header: t(`approval.${decision}Title`, words),
        message: short ? `${t(`approval.${decision}Message`, words)} ${t('approval.shortWarning')}` : t(`approval.${decision}Message`, words),
        confirmText: t(`approval.${decision}`),
        destructive: decision === 'reject',
        done: t(`approval.${decision}Done`, words),
        onConfirm: () => take(request.id),
        onKept: (kept) => (kept ? settle(request.id) : restore(request.id)),
      });
    },
    [ask, i18n.language, restore, settle, t, take],
  );
}
