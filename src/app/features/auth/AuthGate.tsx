import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { LOADER_HIDE_DELAY_MS } from '@shared/constants';
import type { AdminProfile, LoginResponse } from '@shared/contracts/auth';
import { formatTime } from '@shared/dates';
import { fetchProfile, logout } from './auth-api';
import { api, endSession } from '@app/lib/api';
import { changeLanguage, currentLanguage } from '@app/lib/i18n';
import { applyTheme } from '@app/lib/theme';
import { getSessionToken, setSessionToken } from '@app/lib/cookie';
import { loadCachedProfile, saveCachedProfile } from '@app/lib/profile-cache';
import { SessionContext, type SessionValue } from '@app/lib/session';
import { onPasswordChangeRequired } from '@app/lib/password-change-bus';
import { showToast } from '@app/lib/toast-bus';
import { FullScreenLoader } from '@app/shell/FullScreenLoader';
// In the first download: with no session the form is the first paint, not a loader waiting on a chunk.
import LoginPage from './LoginPage';
import { homePathFor, LOGIN_PATH, returnPathAfterLogin } from '@app/shell/paths';
import { resolveStartup } from '@app/shell/startup';

/**
 * The signed-in shell's modules arrive together and were evaluated in one task, the longest of a cold start on
 * a slow phone (50-70 ms here, four times that on a mid-range phone). Its heaviest leaf (the device's database) is
 * asked for on its own as well: it is evaluated in a task of its own as it arrives, and the shell's own task is
 * shorter. A failed leaf fails the shell's import too. (The contracts are no longer among them: the shell's
 * decisions call through their zod-free routes, and a screen loads a contract's schemas only when it needs them.)
 */
const SHELL_LEAVES = [() => import('@app/offline/db')];
const loadShell = () => {
  for (const leaf of SHELL_LEAVES) void leaf().catch(() => undefined);
  return import('@app/shell/SignedInShell');
};
const SignedInShell = lazy(loadShell);

/**
 * The shell and, through it, the page at `pathname` (the routes live in the shell): asked for with the
 * profile check, not after it. Called from the entry at boot and again by each start (a retry after a
 * failed download); the downloads are shared.
 */
export function preloadSignedIn(pathname: string): void {
  loadShell()
    .then((shell) => shell.preloadAdminPage(pathname))
    .catch(() => undefined);
}
// An owner's app: its own chunk, so owners download nothing of the admin's shell they never see.
const PortalShell = lazy(() => import('@app/shell/PortalShell'));
const ForcedPasswordChangePage = lazy(() => import('./ForcedPasswordChangePage'));
// Rarely shown, and it carries the icon set: kept out of the login screen's download.
const UnreachableScreen = lazy(() => import('@app/shell/UnreachableScreen'));

type Gate =
  | { phase: 'starting' }
  | { phase: 'signed-out' }
  | { phase: 'unreachable' }
  | { phase: 'signed-in'; profile: AdminProfile; offline: boolean; cachedAt: number | null };

/** Decides between the login page, the signed-in shell and the full-screen loader (SPEC.md sections 1 and 4). */
export function AuthGate() {
  const { t, i18n } = useTranslation();
  const hasCookie = useMemo(() => !!getSessionToken(), []);
  const [gate, setGate] = useState<Gate>(hasCookie ? { phase: 'starting' } : { phase: 'signed-out' });
  const [loaderVisible, setLoaderVisible] = useState(hasCookie);
  const returnTo = useRef<string | null>(null);

  const start = useCallback(async () => {
    setGate({ phase: 'starting' });
    setLoaderVisible(true);
    // The page the admin opened downloads alongside the profile check, not after it.
    preloadSignedIn(window.location.pathname);
    const outcome = await resolveStartup({
      hasCookie: !!getSessionToken(),
      fetchProfile: () => fetchProfile(api),
      loadCached: loadCachedProfile,
      saveCached: (profile) => saveCachedProfile(profile),
    });
    if (outcome.state === 'session-ended') {
      endSession();
      window.location.reload();
      return;
    }
    if (outcome.state === 'signed-in') {
      const { profile, offline } = outcome;
      // Chosen on another device since this one last opened: the server's choice wins.
      if (profile.theme) applyTheme(profile.theme);
      if (profile.language && profile.language !== currentLanguage()) await changeLanguage(profile.language).catch(() => undefined);
      const cachedAt = outcome.offline ? outcome.cachedAt : null;
      // The shell is the largest tree the app renders; as a transition React renders it in slices of
      // a few milliseconds instead of one long task on a slow phone (DESIGN.md §10). The loader stays
      // on screen meanwhile.
      startTransition(() => setGate({ phase: 'signed-in', profile, offline, cachedAt }));
      if (outcome.offline) showToast(t('offlineProfile', { time: formatTime(outcome.cachedAt, i18n.language) }), 'warning');
    } else {
      setGate({ phase: outcome.state });
    }
    setTimeout(() => setLoaderVisible(false), LOADER_HIDE_DELAY_MS);
  }, [t, i18n]);

  const started = useRef(false);
  useEffect(() => {
    // Once per page load, even when React runs effects twice in development.
    if (!hasCookie || started.current) return;
    started.current = true;
    void start();
  }, [hasCookie, start]);

  useEffect(() => {
    if (gate.phase !== 'signed-out') return;
    const { pathname, search } = window.location;
    if (pathname !== LOGIN_PATH) {
      returnTo.current = `${pathname}${search}`;
      window.history.replaceState(null, '', `${LOGIN_PATH}${search}`);
    }
  }, [gate.phase]);

  const handleSignedIn = useCallback((response: LoginResponse) => {
    setSessionToken(response.token);
    saveCachedProfile(response.admin);
    window.history.replaceState(null, '', returnPathAfterLogin(returnTo.current, homePathFor(response.admin)));
    const open = () => setGate({ phase: 'signed-in', profile: response.admin, offline: false, cachedAt: null });
    // The app opens in the language the account chose (an owner who never chose: the one their record names),
    // whatever the sign-in page was left in; the sign-in button keeps its spinner while those words load.
    if (response.admin.theme) applyTheme(response.admin.theme);
    const saved = response.admin.language;
    if (saved && saved !== currentLanguage()) void changeLanguage(saved).catch(() => undefined).finally(open);
    else open();
  }, []);

  const refreshProfile = useCallback(async () => {
    const profile = await fetchProfile(api);
    saveCachedProfile(profile);
    setGate({ phase: 'signed-in', profile, offline: false, cachedAt: null });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout(api);
    } catch {
      // Signing out on this device must not depend on the server answering.
    }
    endSession();
    window.location.replace(LOGIN_PATH);
  }, []);

  // The server refused a call until the temporary password is replaced: go straight to that screen.
  useEffect(
    () =>
      onPasswordChangeRequired(() =>
        setGate((current) =>
          current.phase === 'signed-in' && !current.profile.mustChangePassword
            ? { ...current, profile: { ...current.profile, mustChangePassword: true } }
            : current,
        ),
      ),
    [],
  );

  const offline = gate.phase === 'signed-in' && gate.offline;
  useEffect(() => {
    if (!offline) return;
    const retry = () => void refreshProfile().catch(() => undefined);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, refreshProfile]);

  const session = useMemo<SessionValue | null>(
    () =>
      gate.phase === 'signed-in'
        ? { profile: gate.profile, offline: gate.offline, cachedAt: gate.cachedAt, refreshProfile, signOut }
        : null,
    [gate, refreshProfile, signOut],
  );

  // While the start-up loader is up it already says "Loading": a second one would be announced twice.
  const pageFallback = loaderVisible ? null : <FullScreenLoader height="100%" overlay delayMs={150} label={t('loading')} />;
  return (
    <>
      {gate.phase === 'signed-out' ? (
        <LoginPage onSignedIn={handleSignedIn} preloadShell={loadShell} />
      ) : null}
      {gate.phase === 'unreachable' ? (
        <Suspense fallback={pageFallback}>
          <UnreachableScreen
            onRetry={() => void start()}
            onSignOut={() => {
              endSession();
              window.location.replace(LOGIN_PATH);
            }}
          />
        </Suspense>
      ) : null}
      {session ? (
        <SessionContext.Provider value={session}>
          <Suspense fallback={pageFallback}>
            {/* A temporary password opens nothing else, for owners as for admins; then each goes to their own app. */}
            {session.profile.mustChangePassword ? <ForcedPasswordChangePage /> : session.profile.isOwner ? <PortalShell /> : <SignedInShell />}
          </Suspense>
        </SessionContext.Provider>
      ) : null}
      {loaderVisible ? <FullScreenLoader height="100%" overlay label={t('loading')} /> : null}
    </>
  );
}
