import { useCallback, useEffect, useState } from 'react';
import type { ProviderLink, SignInProvider } from '@shared/contracts/auth';
import { auth } from '@shared/contracts/plain/auth';
import { LINK_ERROR_PARAM, LINKED_PARAM, OIDC_FAILURES, type OidcFailure } from '@shared/contracts/plain/auth';
import { call } from '@app/lib/api';

export type ProviderRows = { state: 'loading' } | { state: 'error' } | { state: 'ready'; rows: { provider: SignInProvider; link: ProviderLink | null }[] };

/** The configured providers, each with this account's link to it if any. */
export function useProviderLinks(online: boolean) {
  const [rows, setRows] = useState<ProviderRows>({ state: 'loading' });
  const load = useCallback(async () => {
    try {
      const { providers } = await call(auth.providers, { quiet: true });
      // No provider configured: nothing to show, and no second call.
      const links = providers.length ? (await call(auth.oidcLinks, { quiet: true })).links : [];
      setRows({ state: 'ready', rows: providers.map((provider) => ({ provider, link: links.find((l) => l.provider === provider.id) ?? null })) });
    } catch {
      setRows({ state: 'error' });
    }
  }, []);
  useEffect(() => {
    if (online) void load();
  }, [online, load]);
  return { rows, reload: load };
}

/** What the provider's callback said when it sent the browser back here (`?linked=` or `?linkError=`), read once. */
export type LinkReturn = { linked: string } | { failure: OidcFailure } | null;

export function linkReturnOf(search: string): LinkReturn {
  const params = new URLSearchParams(search);
  const linked = params.get(LINKED_PARAM);
  if (linked) return { linked };
  const code = params.get(LINK_ERROR_PARAM);
  if (code === null) return null;
  return { failure: (OIDC_FAILURES as readonly string[]).includes(code) ? (code as OidcFailure) : 'provider_unavailable' };
}

export function useLinkReturn(): LinkReturn {
  const [back] = useState(() => linkReturnOf(window.location.search));
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(LINKED_PARAM) && !url.searchParams.has(LINK_ERROR_PARAM)) return;
    url.searchParams.delete(LINKED_PARAM);
    url.searchParams.delete(LINK_ERROR_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return back;
}

/** Starts a link: the server answers with the provider's address, and the browser goes there. */
export async function startLink(id: string, idempotencyKey: string): Promise<void> {
  const { url } = await call(auth.oidcLink, { params: { id }, idempotencyKey });
  window.location.assign(url);
}

export const unlinkProvider = (id: string, idempotencyKey: string) => call(auth.oidcUnlink, { params: { id }, idempotencyKey });
