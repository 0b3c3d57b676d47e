import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { reservations as contract } from '../reservations';

const R = P.reservation;
const tag = 'reservations';

/** Each call of ../reservations.ts without its schemas: the contract spreads these into its descriptors. */
export const RESERVATIONS_ROUTES = {
  list: { method: 'GET', path: '/api/reservations/aggregation', permission: R.view, owners: true, tag },
  calendar: { method: 'GET', path: '/api/reservations/calendar', permission: R.view, owners: true, tag },
  quote: { method: 'POST', path: '/api/reservations/quote', permission: R.view, tag },
  get: { method: 'GET', path: '/api/reservations/:id', permission: R.view, owners: true, tag },
  create: { method: 'POST', path: '/api/reservations', status: 201, permission: R.create, tag },
  update: { method: 'PATCH', path: '/api/reservations/:id', conflict: true, permission: R.edit, tag },
  moveStatus: { method: 'POST', path: '/api/reservations/:id/status', conflict: true, permission: R.edit, tag },
  addPayment: { method: 'POST', path: '/api/reservations/:id/payments', status: 201, permission: R.edit, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const reservations = routesOf<typeof contract>()(RESERVATIONS_ROUTES);
