import { useCallback } from 'react';
import { liveQuery } from 'dexie';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '../lib/session';
import { showToast, type ToastTone } from '../lib/toast-bus';
import { offlineDb } from './db';
import { enqueue, OutboxStorageFullError } from './outbox';
import { isOpen } from './outbox-rules';
import type { NewOutboxItem, OutboxItem } from './outbox-types';
import { useOutbox } from './outbox-context';
import { watchRefusal } from './refusal-watch';

export interface OutboxDecision extends NewOutboxItem {
  /** The toast once the server has applied it, e.g. "Approved Aminah". */
  doneMessage: string;
  /** The server refused it or someone decided first, whenever that is heard (a list gives its card back). */
  onRefused?(item: OutboxItem): void;
}

/** Online, a decision usually lands within this time; the admin hears "done" then, or "queued". */
const ANSWER_WAIT_MS = 4_000;

/** Resolves with the item once answered (or gone), or null when the wait runs out. */
export function waitForAnswer(id: string, timeoutMs: number = ANSWER_WAIT_MS): Promise<OutboxItem | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (item: OutboxItem | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(item);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    const subscription = liveQuery(() => offlineDb().outbox.get(id)).subscribe({
      next: (item) => {
        if (!item) finish(null);
        else if (!isOpen(item)) finish(item);
      },
      error: () => finish(null),
    });
  });
}

export interface QueueDeps {
  /** Translated words of the `outbox` namespace. */
  words(key: 'queued' | 'queuedServer' | 'storageFull' | 'queueFailed'): string;
  toast(message: string, tone: ToastTone): void;
  online(): boolean;
  waitForAnswer?(id: string): Promise<OutboxItem | null>;
}

/**
 * Writes the decision durably, then tells the admin: offline "queued"; online "done" once the
 * server applied it (a refusal or a conflict is announced by the outbox runtime), or "queued" if
 * the answer takes long. A device that cannot keep it says so, and nothing was queued.
 */
export async function queueDecision(adminId: string, { doneMessage, onRefused, ...decision }: OutboxDecision, deps: QueueDeps): Promise<boolean> {
  let item: OutboxItem;
  try {
    item = await enqueue(adminId, decision);
  } catch (error) {
    deps.toast(deps.words(error instanceof OutboxStorageFullError ? 'storageFull' : 'queueFailed'), 'danger');
    return false;
  }
  if (onRefused) watchRefusal(item.id, onRefused);
  if (!deps.online()) {
    deps.toast(deps.words('queued'), 'medium');
    return true;
  }
  void (deps.waitForAnswer ?? waitForAnswer)(item.id).then((answered) => {
    if (answered?.status === 'applied') deps.toast(doneMessage, 'success');
    else if (!answered) deps.toast(deps.words('queuedServer'), 'medium');
  });
  return true;
}

/**
 * How a screen decides (DESIGN.md §7): the decision is written to the outbox before anything says
 * so; the record shows it at once; the replayer sends it, now or when the network is back.
 * Resolves true once the decision is safely on this device, false if it could not be kept.
 */
export function useOutboxDecision(): (decision: OutboxDecision) => Promise<boolean> {
  const { t } = useTranslation('outbox');
  const outbox = useOutbox();
  const { profile } = useSession();
  const adminId = outbox?.adminId ?? profile.id;

  return useCallback(
    (decision: OutboxDecision) =>
      queueDecision(adminId, decision, {
        words: (key) => t(key),
        toast: showToast,
        online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
      }),
    [adminId, t],
  );
}
