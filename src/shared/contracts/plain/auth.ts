import { routesOf, type CallRouteFields } from '../call';
import type { auth as contract } from '../auth';
import { ACCOUNT_PROFILE_PATH } from '../early-paths';

const tag = 'auth';

/** Each call of ../auth.ts without its schemas: the contract spreads these into its descriptors. */
export const AUTH_ROUTES = {
  login: { method: 'POST', path: '/api/auth/login', permission: 'public', tag },
  logout: { method: 'POST', path: '/api/auth/logout', permission: 'signed-in', tag },
  changePassword: { method: 'POST', path: '/api/auth/change-password', permission: 'signed-in', tag },
  profile: { method: 'GET', path: ACCOUNT_PROFILE_PATH, permission: 'signed-in', tag: 'account' },
  // Sign-in with the company's identity provider (OpenID Connect): browser navigations, answered with redirects.
  providers: { method: 'GET', path: '/api/auth/providers', permission: 'public', tag },
  oidcStart: { method: 'GET', path: '/api/auth/oidc/:id/start', permission: 'public', tag },
  oidcCallback: { method: 'GET', path: '/api/auth/oidc/:id/callback', permission: 'public', tag },
  // One's own links to providers (Settings): any signed-in admin or owner.
  oidcLinks: { method: 'GET', path: '/api/auth/oidc/links', permission: 'signed-in', owners: true, tag },
  oidcLink: { method: 'POST', path: '/api/auth/oidc/:id/link', permission: 'signed-in', owners: true, tag },
  oidcUnlink: { method: 'DELETE', path: '/api/auth/oidc/:id/link', permission: 'signed-in', owners: true, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const auth = routesOf<typeof contract>()(AUTH_ROUTES);

/**
 * Why a sign-in or a link with a provider did not happen: the callback sends the browser back to the sign-in page
 * (`/login?signInError=<code>`) or to Settings (`?linkError=<code>`), and the app says it in the reader's language.
 */
export const OIDC_FAILURES = [
  'provider_unknown',
  'provider_unavailable',
  'provider_denied',
  'state_invalid',
  'nonce_mismatch',
  'code_rejected',
  'id_token_invalid',
  'email_unverified',
  'email_unknown',
  'account_suspended',
  'identity_taken',
  'too_many_attempts',
] as const;
export type OidcFailure = (typeof OIDC_FAILURES)[number];
/** The query parameters the callback answers with. */
export const SIGN_IN_ERROR_PARAM = 'signInError';
export const LINK_ERROR_PARAM = 'linkError';
export const LINKED_PARAM = 'linked';
