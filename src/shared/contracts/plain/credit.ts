import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { credit as contract } from '../credit';

const tag = 'credit';

/** Each call of ../credit.ts without its schemas: the contract spreads these into its descriptors. */
export const CREDIT_ROUTES = {
  holders: { method: 'GET', path: '/api/credit/accounts/aggregation', permission: P.credit.view, tag },
  holder: { method: 'GET', path: '/api/credit/accounts/:accountId', permission: P.credit.view, owners: true, tag },
  entries: { method: 'GET', path: '/api/credit/entries/aggregation', permission: P.credit.view, owners: true, tag },
  exportEntries: { method: 'GET', path: '/api/credit/entries/export.csv', permission: P.credit.view, tag },
  requests: { method: 'GET', path: '/api/credit/requests/aggregation', permission: P.credit.view, tag },
  request: { method: 'GET', path: '/api/credit/requests/:id', permission: P.credit.view, tag },
  createRequest: { method: 'POST', path: '/api/credit/requests', status: 201, permission: P.credit.create, tag },
  attach: { method: 'POST', path: '/api/credit/requests/:id/attachment', conflict: true, permission: P.credit.create, tag },
  attachment: { method: 'GET', path: '/api/credit/requests/:id/attachment', permission: P.credit.view, tag },
  cancelRequest: { method: 'POST', path: '/api/credit/requests/:id/cancel', conflict: true, permission: P.credit.create, tag },
  decide: { method: 'POST', path: '/api/credit/requests/:id/decision', conflict: true, permission: P.credit.approve, tag },
  reverse: { method: 'POST', path: '/api/credit/entries/:id/reverse', status: 201, conflict: true, permission: P.credit.approve, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const credit = routesOf<typeof contract>()(CREDIT_ROUTES);
