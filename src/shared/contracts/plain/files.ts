import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { files as contract } from '../files';

/** Each call of ../files.ts without its schemas: the contract spreads these into its descriptors. */
export const FILES_ROUTES = {
  get: { method: 'GET', path: '/api/files/:id', permission: P.user.view, tag: 'files' },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const files = routesOf<typeof contract>()(FILES_ROUTES);
