import { useCallback, useState } from 'react';
import { useOutboxDecision } from '@app/offline/use-outbox-decision';
import type { OutboxItem } from '@app/offline/outbox-types';
import type { Decision, DecisionInput } from './define-decision';
import { useDecisionPrompt, type DecisionPrompt } from './use-decision-prompt';

/** How a screen words one decision it asks for. */
export interface DecisionAsk {
  header: string;
  message: string;
  confirmText: string;
  /** Red and set apart from Cancel: reject, ban. */
  destructive?: boolean;
  /** Left out: a destructive decision needs a remark, another may have one. */
  remark?: 'required' | 'optional';
  /** The toast once the server has applied it. */
  done: string;
  /** Confirmed and about to be queued: a queue card leaves at once, before the write. */
  onConfirm?(): void;
  /** Safe on this device (true), or it could not be kept and nothing was queued (false). */
  onKept?(kept: boolean): void;
  /** Heard later: the server refused it, or someone decided first. */
  onRefused?(item: OutboxItem): void;
}

export interface DecisionFlow<R extends { id: string }, I extends DecisionInput> {
  /** Prompt (remark, confirmation) → outbox. The remark the admin gives completes the input. */
  ask(record: R, choice: Omit<I, 'remark'>, words: DecisionAsk): void;
  /** Straight to the outbox, for a decision that needs no prompt (a toggle). */
  send(record: R, input: I, done: string): Promise<boolean>;
  /** A decision of this flow is being written to the device (a moment): its buttons wait. */
  busy: boolean;
  /** The same prompt, for the screen's other confirmations: one alert at a time between them. */
  prompt(prompt: DecisionPrompt): void;
}

/**
 * The one way a screen decides (DESIGN.md §7): ask, queue through the outbox, show busy until the
 * decision is safe on this device. The outbox then tells "queued" or "done"; a refusal or a
 * conflict is announced by the outbox runtime and shown on the record by useRecordDecisions.
 */
export function useDecision<R extends { id: string }, I extends DecisionInput>(decision: Decision<R, I>): DecisionFlow<R, I> {
  const prompt = useDecisionPrompt();
  const queue = useOutboxDecision();
  const [writing, setWriting] = useState(0);

  const send = useCallback(
    (record: R, input: I, done: string, onRefused?: (item: OutboxItem) => void) => {
      setWriting((n) => n + 1);
      return queue({ ...decision.item(record, input), doneMessage: done, onRefused }).finally(() => setWriting((n) => n - 1));
    },
    [decision, queue],
  );

  const ask = useCallback(
    (record: R, choice: Omit<I, 'remark'>, words: DecisionAsk) => {
      const destructive = words.destructive ?? false;
      prompt({
        header: words.header,
        message: words.message,
        confirmText: words.confirmText,
        destructive,
        remark: words.remark ?? (destructive ? 'required' : 'optional'),
        onConfirm: (remark) => {
          words.onConfirm?.();
          // The choice with its remark is the input the declaration takes.
          void send(record, { ...choice, remark } as unknown as I, words.done, words.onRefused).then((kept) => words.onKept?.(kept));
        },
      });
    },
    [prompt, send],
  );

  return { ask, send, busy: writing > 0, prompt };
}
