import type { FastifyInstance } from 'fastify';
import { RESERVATION_SORTS, reservationFilter, reservations } from '@shared/contracts/reservations';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { portalOwnerOf } from '@server/core/permissions/owner-scope';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: reservationFilter, sorts: RESERVATION_SORTS, defaultSort: { checkIn: 'desc' as const } };

/** Stays on units that never double-book (DESIGN.md §6); the reads also serve owners in the portal, scoped to their own units. */
export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  route(app, reservations.list, async ({ db, request, query }) => service.listReservations(db, parseListQuery(query, listSpec), portalOwnerOf(request)));
  route(app, reservations.calendar, async ({ db, request, query }) => service.calendar(db, query, portalOwnerOf(request)));
  route(app, reservations.quote, async ({ db, body }) => service.quote(db, body));
  route(app, reservations.get, async ({ db, request, params }) => service.getReservation(db, params.id, portalOwnerOf(request)));
  route(app, reservations.create, async ({ db, request, body }) => service.createReservation(db, actorOf(request), body));
  route(app, reservations.update, async ({ db, request, params, body }) => service.editReservation(db, actorOf(request), params.id, body));
  route(app, reservations.moveStatus, async ({ db, request, params, body }) => service.moveStatus(db, actorOf(request), params.id, body));
  route(app, reservations.addPayment, async ({ db, request, params, body }) => service.addPayment(db, actorOf(request), params.id, body));
}
