import { createApiClient, type ApiClient } from './api-client';
import { clearWaitingBadge } from './app-badge';
import type { FailureEffects } from './api-errors';
import { getSessionToken, removeSessionToken } from './cookie';
import { createEarlyReads } from './early-reads';
import { clearCachedProfile } from './profile-cache';
import { announcePasswordChangeRequired } from './password-change-bus';
import { showToast } from './toast-bus';
import { refusalOfError } from './refusal-words';

/** The API lives on the app's own origin unless a native build points it elsewhere. */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL as string | undefined;
  const base = configured || window.location.origin;
  return base.endsWith('/') ? base : `${base}/`;
}

let reloadScheduled = false;

/** The cold start's reads (lib/boot.ts), waiting for the interactive client's calls that make them. */
const earlyReads = createEarlyReads();

export function endSession(): void {
  removeSessionToken();
  clearCachedProfile();
  // The token check already keeps them from anyone else; nothing of an ended session is kept either.
  earlyReads.clear();
  // The icon's count was this admin's: the next to sign in on the device (an owner perhaps) has none of it.
  clearWaitingBadge();
}

/**
 * SPEC.md section 8's toasts and reloads. Exported for a `quiet` call that shows one answer in place (a record
 * that is not there) and hands every other failure back to these.
 */
export const interactiveEffects: FailureEffects = {
  toast: (message) => showToast(message),
  clearSession: endSession,
  reload: () => window.location.reload(),
  passwordChangeRequired: announcePasswordChangeRequired,
  // A refusal the server coded is said in the reader's language, not the server's English.
  words: (error) => refusalOfError(error.body, error.message),
  schedule: (run, delayMs) => {
    // Several calls can fail with Unauthorized at once; one reload is enough.
    if (reloadScheduled) return;
    reloadScheduled = true;
    window.setTimeout(run, delayMs);
  },
};

/** The interactive client: shows SPEC.md section 8's toasts and reloads. */
export const api = createApiClient({ baseUrl: apiBaseUrl(), getToken: getSessionToken, effects: interactiveEffects, early: earlyReads });

/**
 * `call(descriptor, input)` on the interactive client, for code that has no client of its own to
 * pass around (the area kit's pages). The replayer keeps its own quiet client and never uses this.
 */
export const call: ApiClient['call'] = (descriptor, ...input) => api.call(descriptor, ...input);
