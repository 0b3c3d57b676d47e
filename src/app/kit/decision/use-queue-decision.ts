import { useCallback } from 'react';
import type { Choice, ChoiceInput } from './choice';
import type { Decision } from './define-decision';
import { useDecision } from './use-decision';
import type { OutboxItem } from '@app/offline/outbox-types';

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
  /** The server refused a settled card's decision: it waits again, back where it was. */
  giveBack?(id: string): void;
}

/**
 * A refused decision leaves the record waiting (a rule said no: the unit is taken, the night is full, the
 * request was invalid); one overtaken by someone else's decision does not come back.
 */
export function stillWaitingAfter(item: Pick<OutboxItem, 'status' | 'conflict'>): boolean {
  if (item.status === 'rejected') return true;
  const code = item.conflict?.refusal?.code;
  return item.status === 'conflict' && !!code && code !== 'moved_on';
}

const ownId = (record: { id: string }) => record.id;

/**
 * Swipe or button → Approve or Reject → one alert (remark, required to reject) → confirm. The
 * decision goes to the outbox, online or not: the card leaves the list at once and stays gone once
 * the decision is safe on this device; it comes back if the device could not keep it, or when the
 * server refuses it while the record still waits. What the server answers later (applied, refused,
 * someone else first) is the outbox's to tell.
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
        onRefused: (item) => {
          if (stillWaitingAfter(item)) list.giveBack?.(id);
        },
      });
    },
    [ask, copy, list, rowId],
  );
}
