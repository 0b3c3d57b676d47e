/**
 * The login page says whose decisions wait on this device without opening IndexedDB (it must stay
 * small): the signed-in shell keeps this note in localStorage, one entry per admin with items.
 */
export const WAITING_HINT_KEY = 'stayops.outbox.waiting';

export interface WaitingHint {
  adminId: string;
  email: string;
  count: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isHint(value: unknown): value is WaitingHint {
  const hint = value as Partial<WaitingHint> | null;
  return !!hint && typeof hint.adminId === 'string' && typeof hint.email === 'string' && typeof hint.count === 'number' && Number.isFinite(hint.count);
}

/** Every admin with decisions waiting on this device; a damaged note reads as none. */
export function readWaitingHints(store: Storage | null = storage()): WaitingHint[] {
  const raw = store?.getItem(WAITING_HINT_KEY);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter(isHint).filter((hint) => hint.count > 0);
  } catch {
    return [];
  }
}

/** Records how many of one admin's decisions wait; nothing waiting removes the admin's entry. */
export function writeWaitingHint(hint: WaitingHint, store: Storage | null = storage()): void {
  if (!store) return;
  const others = readWaitingHints(store).filter((h) => h.adminId !== hint.adminId);
  const next = hint.count > 0 ? [...others, { adminId: hint.adminId, email: hint.email, count: hint.count }] : others;
  try {
    if (next.length) store.setItem(WAITING_HINT_KEY, JSON.stringify(next));
    else store.removeItem(WAITING_HINT_KEY);
  } catch {
    // A full storage only loses the login page's hint; the items themselves are in IndexedDB.
  }
}
