import { useCallback } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import { showToast, type ToastTone } from '@app/lib/toast-bus';
import { enqueueAll, OutboxStorageFullError } from '@app/offline/outbox';
import { useOutbox } from '@app/offline/outbox-context';
import type { NewOutboxItem, OutboxItem } from '@app/offline/outbox-types';
import { waitForAnswer } from '@app/offline/use-outbox-decision';

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

export interface CaptureDeps {
  words(key: 'queued' | 'queuedServer' | 'storageFull' | 'queueFailed'): string;
  toast(message: string, tone: ToastTone): void;
  online(): boolean;
  waitForAnswer?(id: string, timeoutMs: number): Promise<OutboxItem | null>;
  enqueueAll?: typeof enqueueAll;
}

/**
 * Writes the record and its files to the outbox in one transaction, then tells the admin: offline
 * "queued"; online "done" once the last item (sent after all the others of its record) is applied,
 * or "queued" when the answer is late or refused.
 */
export async function runCapture(adminId: string, { items, doneMessage }: CaptureInput, deps: CaptureDeps): Promise<CaptureOutcome> {
  let queued: OutboxItem[];
  try {
    queued = await (deps.enqueueAll ?? enqueueAll)(adminId, items);
  } catch (error) {
    deps.toast(deps.words(error instanceof OutboxStorageFullError ? 'storageFull' : 'queueFailed'), 'danger');
    return 'failed';
  }
  const last = queued[queued.length - 1];
  if (!last) return 'failed';
  if (!deps.online()) {
    deps.toast(deps.words('queued'), 'medium');
    return 'queued';
  }
  const answered = await (deps.waitForAnswer ?? waitForAnswer)(last.id, CAPTURE_ANSWER_WAIT_MS);
  if (answered?.status === 'applied') {
    deps.toast(doneMessage, 'success');
    return 'sent';
  }
  // A refusal or conflict is announced by the outbox runtime; only a late answer needs words here.
  if (!answered) deps.toast(deps.words('queuedServer'), 'medium');
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
