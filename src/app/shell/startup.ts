import type { AdminProfile } from '@shared/contracts/auth';
import { isApiError } from '../lib/api-errors';

export type StartupOutcome =
  | { state: 'signed-out' }
  | { state: 'signed-in'; profile: AdminProfile; offline: false }
  | { state: 'signed-in'; profile: AdminProfile; offline: true; cachedAt: number }
  /** The server answered with an error status: the session is over (SPEC.md section 4). */
  | { state: 'session-ended' }
  /** No answer and nothing cached: keep the cookie, offer a retry. */
  | { state: 'unreachable' };

export interface StartupDeps {
  hasCookie: boolean;
  fetchProfile(): Promise<AdminProfile>;
  loadCached(): { profile: AdminProfile; savedAt: number } | null;
  saveCached(profile: AdminProfile): void;
}

/**
 * What the app shows on start. Only an error status ends the session: a missing network
 * (server stopped, phone offline) falls back to the last profile this device saw.
 */
export async function resolveStartup(deps: StartupDeps): Promise<StartupOutcome> {
  if (!deps.hasCookie) return { state: 'signed-out' };
  try {
    const profile = await deps.fetchProfile();
    deps.saveCached(profile);
    return { state: 'signed-in', profile, offline: false };
  } catch (error) {
    if (isApiError(error) && error.status !== null) return { state: 'session-ended' };
    const cached = deps.loadCached();
    if (cached) return { state: 'signed-in', profile: cached.profile, offline: true, cachedAt: cached.savedAt };
    return { state: 'unreachable' };
  }
}
