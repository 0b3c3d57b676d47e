import type { FastifyInstance } from 'fastify';
import { PROPERTY_SORTS, ROOM_TYPE_SORTS, UNIT_SORTS, listings, propertyFilter, roomTypeFilter, unitFilter } from '@shared/contracts/listings';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { portalOwnerOf } from '@server/core/permissions/owner-scope';
import { route } from '@server/core/route';
import * as service from './service';
import * as unitService from './units';
import { listingSummary } from './summary';

const propertySpec = { filters: propertyFilter, sorts: PROPERTY_SORTS, defaultSort: { name: 'asc' as const } };
const roomTypeSpec = { filters: roomTypeFilter, sorts: ROOM_TYPE_SORTS, defaultSort: { name: 'asc' as const } };
const unitSpec = { filters: unitFilter, sorts: UNIT_SORTS, defaultSort: { unitNumber: 'asc' as const } };

/** Property → room type → unit (DESIGN.md §6 Listings); the units calls also serve owners in the portal, scoped to their own. */
export async function listingRoutes(app: FastifyInstance): Promise<void> {
  route(app, listings.properties, async ({ db, query }) => service.listProperties(db, parseListQuery(query, propertySpec)));
  route(app, listings.property, async ({ db, params }) => service.getProperty(db, params.id));
  route(app, listings.createProperty, async ({ db, request, body }) => service.createProperty(db, actorOf(request), body));
  route(app, listings.updateProperty, async ({ db, request, params, body }) => service.editProperty(db, actorOf(request), params.id, body));

  route(app, listings.roomTypes, async ({ db, query }) => service.listRoomTypes(db, parseListQuery(query, roomTypeSpec)));
  route(app, listings.roomType, async ({ db, params }) => service.getRoomType(db, params.id));
  route(app, listings.createRoomType, async ({ db, request, body }) => service.createRoomType(db, actorOf(request), body));
  route(app, listings.updateRoomType, async ({ db, request, params, body }) => service.editRoomType(db, actorOf(request), params.id, body));

  route(app, listings.units, async ({ db, request, query }) => unitService.listUnits(db, parseListQuery(query, unitSpec), portalOwnerOf(request)));
  route(app, listings.unit, async ({ db, request, params }) => unitService.getUnit(db, params.id, portalOwnerOf(request)));
  route(app, listings.createUnit, async ({ db, request, body }) => unitService.createUnit(db, actorOf(request), body));
  route(app, listings.updateUnit, async ({ db, request, params, body }) => unitService.editUnit(db, actorOf(request), params.id, body));
  route(app, listings.changeOwner, async ({ db, request, params, body }) => unitService.changeOwner(db, actorOf(request), params.id, body));
  route(app, listings.changePackage, async ({ db, request, params, body }) => unitService.changePackage(db, actorOf(request), params.id, body));

  route(app, listings.summary, async ({ db, query }) => listingSummary(db, query.month));
}
