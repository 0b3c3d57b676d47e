import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision as DeclaredDecision } from '@app/kit/decision/define-decision';
import { useDecision } from '@app/kit/decision/use-decision';
import type { PagedList } from '@app/lib/use-paged-list';
import type { Choice, ChoiceInput } from '../decisions';

export type { Choice as Decision } from '../decisions';

export interface QueueDecisionCopy {
  header: string;
  message: string;
  done: string;
}

/**
 * Swipe → Approve or Reject → one alert (remark, required to reject) → confirm. The decision goes
 * to the outbox, online or not: the card leaves the queue at once and stays gone once the decision
 * is safe on this device; it comes back only if the device could not keep it. What the server
 * answers later (applied, refused, someone else first) is the outbox's to tell.
 */
export function useQueueDecision<T extends { id: string }>(
  list: Pick<PagedList<T>, 'take' | 'settle' | 'restore'>,
  decision: DeclaredDecision<T, ChoiceInput>,
  copy: (item: T, decision: Choice) => QueueDecisionCopy,
) {
  const { t } = useTranslation('users');
  const { ask } = useDecision(decision);

  return useCallback(
    (item: T, choice: Choice) => {
      const text = copy(item, choice);
      ask(item, { decision: choice }, {
        ...text,
        confirmText: t(`decide.${choice}`),
        destructive: choice === 'reject',
        onConfirm: () => list.take(item.id),
        onKept: (kept) => (kept ? list.settle(item.id) : list.restore(item.id)),
      });
    },
    [ask, copy, list, t],
  );
}
