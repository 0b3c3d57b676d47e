/**
 * The account's analytics choice (kept on the server with its settings), shared between the settings page that
 * changes it and the runtime that sends events. The last answer is remembered on the device, so a start offline
 * sends nothing for an account that opted out.
 */
type Listener = (accountId: string, enabled: boolean) => void;

const listeners = new Set<Listener>();
const keyOf = (accountId: string) => `stayops.analytics.${accountId}`;

/** The choice last seen on this device, or null when none was ever read. */
export function rememberedAnalyticsChoice(accountId: string): boolean | null {
  try {
    const value = localStorage.getItem(keyOf(accountId));
    return value === null ? null : value === '1';
  } catch {
    return null;
  }
}

export function announceAnalyticsChoice(accountId: string, enabled: boolean): void {
  try {
    localStorage.setItem(keyOf(accountId), enabled ? '1' : '0');
  } catch {
    // Private mode or a full disk: the server's answer is read again at the next start.
  }
  for (const listener of listeners) listener(accountId, enabled);
}

export function onAnalyticsChoice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
