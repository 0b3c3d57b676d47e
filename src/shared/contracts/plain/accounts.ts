import { routesOf, type CallRouteFields } from '../call';
import type { accounts as contract } from '../accounts';

/** Each call of ../accounts.ts without its schemas: the contract spreads these into its descriptors. */
export const ACCOUNTS_ROUTES = {
  resetPassword: { method: 'POST', path: '/user-mgmt/reset-user-password', permission: 'signed-in', tag: 'accounts' },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const accounts = routesOf<typeof contract>()(ACCOUNTS_ROUTES);
