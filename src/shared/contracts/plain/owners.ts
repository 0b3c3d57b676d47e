import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { owners as contract } from '../owners';

const tag = 'owners';

/** Each call of ../owners.ts without its schemas: the contract spreads these into its descriptors. */
export const OWNERS_ROUTES = {
  list: { method: 'GET', path: '/api/owners/aggregation', permission: P.owner.view, tag },
  get: { method: 'GET', path: '/api/owners/:id', permission: P.owner.view, tag },
  history: { method: 'GET', path: '/api/owners/:id/history', permission: P.owner.view, tag },
  create: { method: 'POST', path: '/api/owners', status: 201, permission: P.owner.create, tag },
  update: { method: 'PATCH', path: '/api/owners/:id', conflict: true, permission: P.owner.edit, tag },
  portalAccess: { method: 'POST', path: '/api/owners/:id/portal-access', permission: P.owner.edit, tag },
  payoutAccount: { method: 'GET', path: '/api/owners/:id/payout-account', permission: P.owner.view, owners: true, tag },
  requestBankChange: { method: 'POST', path: '/api/owners/:id/bank-change', status: 201, conflict: true, permission: P.owner.edit, tag },
  decideBankChange: { method: 'POST', path: '/api/owner-bank-changes/:id/decision', conflict: true, permission: P.owner.approve, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const owners = routesOf<typeof contract>()(OWNERS_ROUTES);
