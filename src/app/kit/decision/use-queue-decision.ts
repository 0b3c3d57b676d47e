import { useCallback } from 'react';
import type { Choice, ChoiceInput } from './choice';
import type { Decision } from './define-decision';
import { useDecision } from './use-decision';

export interface QueueDecisionCopy {
  header: string;
  message: string;
  /** The confirming button: "Approve", "Reject". */
  confirm: string;
  done: string;
}

/** The list a card leaves while its decision is on its way (kit/lib usePagedList). */
export interface QueueHold {
  take(id: string): void;
  settle(id: string): void;
  restore(id: string): void;
}

const ownId = (record: { id: string }) => record.id;

/**
 * Swipe or button → Approve or Reject → one alert (remark, required to reject) → confirm. The
 * decision goes to the outbox, online or not: the card leaves the list at once and stays gone once
 * the decision is safe on this device; it comes back only if the device could not keep it. What
 * the server answers later (applied, refused, someone else first) is the outbox's to tell.
 * `rowId` names the card in the list when the list's rows wrap the record (the inbox's items).
 */
export function useQueueDecision<R extends { id: string }>(
  list: QueueHold,
  decision: Decision<R, ChoiceInput>,
  copy: (record: R, choice: Choice) => QueueDecisionCopy,
  rowId: (record: R) => string = ownId,
) {
  const { ask } = useDecision(decision);

  return useCallback(
    (record: R, choice: Choice) => {
      const { confirm, ...text } = copy(record, choice);
      const id = rowId(record);
      ask(record, { decision: choice }, {
        ...text,
        confirmText: confirm,
        destructive: choice === 'reject',
        onConfirm: () => list.take(id),
        onKept: (kept) => (kept ? list.settle(id) : list.restore(id)),
      });
    },
    [ask, copy, list, rowId],
  );
}
