import { routesOf, type CallRouteFields } from '../call';
import type { accounts as contract } from '../accounts';

/** Each call of ../accounts.ts without its schemas: the contract spreads these into its descriptors. */
export const ACCOUNTS_ROUTES = {
  resetPassword: { method: 'POST', path: '/user-mgmt/reset-user-password', permission: 'signed-in', tag: 'accounts' },
  // One's own settings and sessions (DESIGN.md §11 settings): any signed-in admin or owner, no code.
  settings: { method: 'GET', path: '/api/account/settings', permission: 'signed-in', owners: true, tag: 'accounts' },
  updateSettings: { method: 'PATCH', path: '/api/account/settings', permission: 'signed-in', owners: true, tag: 'accounts' },
  sessions: { method: 'GET', path: '/api/account/sessions', permission: 'signed-in', owners: true, tag: 'accounts' },
  endSession: { method: 'DELETE', path: '/api/account/sessions/:id', permission: 'signed-in', owners: true, tag: 'accounts' },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const accounts = routesOf<typeof contract>()(ACCOUNTS_ROUTES);
