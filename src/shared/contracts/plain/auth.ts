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
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const auth = routesOf<typeof contract>()(AUTH_ROUTES);
