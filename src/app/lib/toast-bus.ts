/**
 * Toasts raised outside React (the API client) reach the one ToastHost through this bus.
 * Messages raised before the host mounts wait in a queue instead of being lost.
 */
export type ToastTone = 'danger' | 'success' | 'warning' | 'medium';

export interface ToastMessage {
  message: string;
  tone: ToastTone;
}

type Listener = (toast: ToastMessage) => void;

const listeners = new Set<Listener>();
const pending: ToastMessage[] = [];
/** Told when a toast waits for a host that is not there yet, so the host can come at once rather than later. */
const waiting = new Set<() => void>();

export function showToast(message: string, tone: ToastTone = 'danger'): void {
  const toast = { message, tone };
  if (!listeners.size) {
    pending.push(toast);
    for (const listener of waiting) listener();
    return;
  }
  for (const listener of listeners) listener(toast);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  while (pending.length) listener(pending.shift() as ToastMessage);
  return () => {
    listeners.delete(listener);
  };
}

/** Calls `listener` when a toast waits for the host (at once if one waits already); returns the unsubscribe. */
export function onToastWaiting(listener: () => void): () => void {
  waiting.add(listener);
  if (pending.length) listener();
  return () => {
    waiting.delete(listener);
  };
}
