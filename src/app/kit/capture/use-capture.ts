import { useCallback } from 'react';
import { liveQuery } from 'dexie';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { showToast, type ToastTone } from '@app/lib/toast-bus';
import { offlineDb } from '@app/offline/db';
import { enqueueAll, OutboxStorageFullError } from '@app/offline/outbox';
import { useOutbox } from '@app/offline/outbox-context';
import type { NewOutboxItem, OutboxItem } from '@app/offline/outbox-types';

/**
 * What happened to a capture: `sent` every item was applied by the server; `queued` everything is
 * safely on this device and will be sent (or the server answered late, or refused: the outbox
 * runtime announces a refusal); `failed` nothing was written (the device is full or refused).
 */
export type CaptureOutcome = 'sent' | 'queued' | 'failed';

export interface CaptureInput {
  /** In sending order: the record's create first, then one item per file, all naming the same recordKey. */
  items: NewOutboxItem[];
  /** The toast once every item was applied, e.g. "Report for 28 Nov saved". */
  doneMessage: string;
}

/** Uploads take longer than a decision: online, the admin hears "done" if all lands within this time. */
export const CAPTURE_ANSWER_WAIT_MS = 10_000;

/** How a capture's wait ended: all applied, one of its items refused, or no answer in time. */
export type CaptureAnswer = 'applied' | 'refused' | null;

/**
 * Resolves once the last of `ids` is applied, or as soon as any of them is refused or overtaken
 * (the ones behind it then wait for the admin: no use waiting for them), or null when the time runs out.
 */
export function waitForCapture(ids: readonly string[], timeoutMs: number = CAPTURE_ANSWER_WAIT_MS): Promise<CaptureAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: CaptureAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    const subscription = liveQuery(() => offlineDb().outbox.bulkGet([...ids])).subscribe({
      next: (items: (OutboxItem | undefined)[]) => {
        if (items.some((item) => item?.status === 'rejected' || item?.status === 'conflict')) finish('refused');
        else if (items.every((item) => item?.status === 'applied' || item?.status === 'resolved')) finish('applied');
        // An item gone (discarded meanwhile): nothing more will be heard of this capture.
        else if (items.some((item) => !item)) finish(null);
      },
      error: () => finish(null),
    });
  });
}

export interface CaptureDeps {
  words(key: 'queued' | 'queuedServer' | 'storageFull' | 'queueFailed'): string;
  toast(message: string, tone: ToastTone): void;
  online(): boolean;
  waitForCapture?(ids: readonly string[], timeoutMs: number): Promise<CaptureAnswer>;
  enqueueAll?: typeof enqueueAll;
}

/**
 * Writes the record and its files to the outbox in one transaction, then tells the admin: offline
 * "queued"; online "done" once every item is applied (the last goes after all the others of its
 * record), or "queued" when the answer is late; a refusal is announced by the outbox runtime.
 */
export async function runCapture(adminId: string, { items, doneMessage }: CaptureInput, deps: CaptureDeps): Promise<CaptureOutcome> {
  let queued: OutboxItem[];
  try {
    queued = await (deps.enqueueAll ?? enqueueAll)(adminId, items);
  } catch (error) {
    deps.toast(deps.words(error instanceof OutboxStorageFullError ? 'storageFull' : 'queueFailed'), 'danger');
    return 'failed';
  }
  if (!queued.length) return 'failed';
  if (!deps.online()) {
    deps.toast(deps.words('queued'), 'medium');
    return 'queued';
  }
  const answer = await (deps.waitForCapture ?? waitForCapture)(
    queued.map((item) => item.id),
    CAPTURE_ANSWER_WAIT_MS,
  );
  if (answer === 'applied') {
    deps.toast(doneMessage, 'success');
    return 'sent';
  }
  // A refusal or conflict is announced by the outbox runtime; only a late answer needs words here.
  if (answer === null) deps.toast(deps.words('queuedServer'), 'medium');
  return 'queued';
}

/**
 * Offline capture of a record with its files (docs: the capture kit). Resolves once the capture is
 * on this device and, online, once its answer came (bounded): see CaptureOutcome.
 */
export function useCapture(): (input: CaptureInput) => Promise<CaptureOutcome> {
  const { t } = useTranslation('kit');
  const { t: outboxT } = useTranslation('outbox');
  const outbox = useOutbox();
  const { profile } = useSession();
  const adminId = outbox?.adminId ?? profile.id;

  return useCallback(
    (input: CaptureInput) =>
      runCapture(adminId, input, {
        words: (key) => (key === 'queued' || key === 'queuedServer' ? outboxT(key) : t(`capture.${key}`)),
        toast: showToast,
        online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
      }),
    [adminId, t, outboxT],
  );
}
