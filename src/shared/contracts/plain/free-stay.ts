import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { freeStay as contract } from '../free-stay';

const F = P.freeStay;
const tag = 'free-stay';

/** A day's quota: 0 (no free stays that day, e.g. a holiday) to this many room-nights. */
export const FREE_STAY_MAX_DAILY_QUOTA = 10_000;

/** Each call of ../free-stay.ts without its schemas: the contract spreads these into its descriptors. */
export const FREE_STAY_ROUTES = {
  list: { method: 'GET', path: '/api/free-stay-requests/aggregation', permission: F.view, owners: true, tag },
  get: { method: 'GET', path: '/api/free-stay-requests/:id', permission: F.view, owners: true, tag },
  check: { method: 'POST', path: '/api/free-stay-requests/check', permission: F.view, owners: true, tag },
  create: { method: 'POST', path: '/api/free-stay-requests', status: 201, permission: F.create, owners: true, tag },
  cancel: { method: 'POST', path: '/api/free-stay-requests/:id/cancel', conflict: true, permission: F.edit, owners: true, tag },
  decide: { method: 'POST', path: '/api/free-stay-requests/:id/decision', conflict: true, permission: F.approve, tag },
  quotas: { method: 'GET', path: '/api/free-stay-quotas', permission: F.view, owners: true, tag },
  setQuota: { method: 'PUT', path: '/api/free-stay-quotas/:date', permission: F.edit, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const freeStay = routesOf<typeof contract>()(FREE_STAY_ROUTES);
