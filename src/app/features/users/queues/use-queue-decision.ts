import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '@app/lib/use-paged-list';
import type { NewOutboxItem } from '@app/offline/outbox-types';
import { useOutboxDecision } from '@app/offline/use-outbox-decision';
import type { Choice as Decision } from '../decisions';
import { useDecisionPrompt } from '../ui/use-decision-prompt';

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
  build: (item: T, decision: Decision, remark: string) => NewOutboxItem,
  copy: (item: T, decision: Decision) => QueueDecisionCopy,
) {
  const { t } = useTranslation('users');
  const prompt = useDecisionPrompt();
  const queue = useOutboxDecision();

  const decide = useCallback(
    (item: T, decision: Decision) => {
      const text = copy(item, decision);
      prompt({
        header: text.header,
        message: text.message,
        confirmText: t(`decide.${decision}`),
        destructive: decision === 'reject',
        remark: decision === 'reject' ? 'required' : 'optional',
        onConfirm: (remark) => {
          list.take(item.id);
          void queue({ ...build(item, decision, remark), doneMessage: text.done }).then((kept) => {
            if (kept) list.settle(item.id);
            else list.restore(item.id);
          });
        },
      });
    },
    [build, copy, list, prompt, queue, t],
  );

  return decide;
}
