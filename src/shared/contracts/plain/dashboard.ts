import { routesOf, type CallRouteFields } from '../call';
import type { dashboard as contract } from '../dashboard';

/** Each call of ../dashboard.ts without its schemas: the contract spreads these into its descriptors. */
export const DASHBOARD_ROUTES = {
  /** The figures of every area the signed-in administrator may view, in one read (issue 29). */
  read: { method: 'GET', path: '/api/dashboard', permission: 'signed-in', tag: 'dashboard' },
  /** The owner portal's first screen: their own units' figures only; an administrator is refused (issue 29). */
  owner: { method: 'GET', path: '/api/dashboard/owner', permission: 'signed-in', owners: true, tag: 'dashboard' },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const dashboard = routesOf<typeof contract>()(DASHBOARD_ROUTES);
