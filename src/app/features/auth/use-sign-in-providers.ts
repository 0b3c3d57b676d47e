import { useEffect, useLayoutEffect, useState } from 'react';
import type { SignInProvider } from '@shared/contracts/auth';
import { auth, OIDC_FAILURES, SIGN_IN_ERROR_PARAM, type OidcFailure } from '@shared/contracts/plain/auth';
import { fillPath } from '@shared/contracts/call';
import { api } from '@app/lib/api';
import { fetchSignInProviders } from './auth-api';

/** Where a provider button goes: the server redirects on to the provider (a navigation, not a script call). */
export const providerStartPath = (id: string) => fillPath(auth.oidcStart.path, { id });

/** The configured providers, loaded after the form is on screen; none until then and when none is configured. */
export function useSignInProviders(): SignInProvider[] {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  useEffect(() => {
    let live = true;
    void fetchSignInProviders(api).then((list) => {
      if (live) setProviders(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return providers;
}

/** Why the provider sign-in the browser came back from failed (`?signInError=` from the callback), if it did. */
export function providerFailureOf(search: string): OidcFailure | null {
  const code = new URLSearchParams(search).get(SIGN_IN_ERROR_PARAM);
  if (code === null) return null;
  return (OIDC_FAILURES as readonly string[]).includes(code) ? (code as OidcFailure) : 'provider_unavailable';
}

/** Read once at the sign-in page's first render; the parameter then leaves the address so a reload does not say it again. */
export function useProviderFailure(): [OidcFailure | null, () => void] {
  const [failure, setFailure] = useState(() => (typeof window === 'undefined' ? null : providerFailureOf(window.location.search)));
  // Before the page paints: the reason is never on screen with the parameter still in the address.
  useLayoutEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(SIGN_IN_ERROR_PARAM)) return;
    url.searchParams.delete(SIGN_IN_ERROR_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return [failure, () => setFailure(null)];
}
