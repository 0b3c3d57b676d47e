import type { AdminProfile } from '@shared/contracts/auth';

/**
 * The last profile the server returned. Kept so a reload without a network still shows the
 * signed-in admin (the service worker serves the shell; this serves who they are).
 */
const PROFILE_KEY = 'stayops.profile';

interface StoredProfile {
  profile: AdminProfile;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function looksLikeProfile(value: unknown): value is AdminProfile {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.id === 'string' &&
    typeof p.name === 'string' &&
    typeof p.email === 'string' &&
    Array.isArray(p.permissions) &&
    p.permissions.every((c) => typeof c === 'number')
  );
}

export function saveCachedProfile(profile: AdminProfile, now: number = Date.now()): void {
  const stored: StoredProfile = { profile, savedAt: now };
  try {
    storage()?.setItem(PROFILE_KEY, JSON.stringify(stored));
  } catch {
    // A full or disabled storage only costs the offline start; signing in still works.
  }
}

export function loadCachedProfile(): StoredProfile | null {
  const raw = storage()?.getItem(PROFILE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredProfile>;
    if (!looksLikeProfile(parsed.profile) || typeof parsed.savedAt !== 'number') return null;
    return { profile: parsed.profile, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function clearCachedProfile(): void {
  try {
    storage()?.removeItem(PROFILE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
