import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { audit as contract } from '../audit';

/** Each call of ../audit.ts without its schemas: the contract spreads these into its descriptors. */
export const AUDIT_ROUTES = {
  list: { method: 'GET', path: '/api/audit', permission: P.admin.view, tag: 'audit' },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const audit = routesOf<typeof contract>()(AUDIT_ROUTES);
