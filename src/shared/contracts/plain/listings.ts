import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { listings as contract } from '../listings';

const L = P.listing;
const tag = 'listings';

/** Each call of ../listings.ts without its schemas: the contract spreads these into its descriptors. */
export const LISTINGS_ROUTES = {
  properties: { method: 'GET', path: '/api/properties/aggregation', permission: L.view, tag },
  property: { method: 'GET', path: '/api/properties/:id', permission: L.view, tag },
  createProperty: { method: 'POST', path: '/api/properties', status: 201, permission: L.create, tag },
  updateProperty: { method: 'PATCH', path: '/api/properties/:id', conflict: true, permission: L.edit, tag },
  roomTypes: { method: 'GET', path: '/api/room-types/aggregation', permission: L.view, tag },
  roomType: { method: 'GET', path: '/api/room-types/:id', permission: L.view, tag },
  createRoomType: { method: 'POST', path: '/api/room-types', status: 201, permission: L.create, tag },
  updateRoomType: { method: 'PATCH', path: '/api/room-types/:id', conflict: true, permission: L.edit, tag },
  units: { method: 'GET', path: '/api/units/aggregation', permission: L.view, owners: true, tag },
  unit: { method: 'GET', path: '/api/units/:id', permission: L.view, owners: true, tag },
  createUnit: { method: 'POST', path: '/api/units', status: 201, permission: L.create, tag },
  updateUnit: { method: 'PATCH', path: '/api/units/:id', conflict: true, permission: L.edit, tag },
  changeOwner: { method: 'POST', path: '/api/units/:id/owner', conflict: true, permission: L.edit, tag },
  changePackage: { method: 'POST', path: '/api/units/:id/service-package', conflict: true, permission: L.edit, tag },
  summary: { method: 'GET', path: '/api/listings/summary', permission: L.view, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const listings = routesOf<typeof contract>()(LISTINGS_ROUTES);
