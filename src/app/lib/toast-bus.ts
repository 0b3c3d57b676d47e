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

export function showToast(message: string, tone: ToastTone = 'danger'): void {
  const toast = { message, tone };
  if (!listeners.size) {
    pending.push(toast);
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
