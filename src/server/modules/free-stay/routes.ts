import type { FastifyInstance } from 'fastify';
import { FREE_STAY_SORTS, freeStay, freeStayFilter } from '@shared/contracts/free-stay';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { portalOwnerOf } from '@server/core/permissions/owner-scope';
import { route } from '@server/core/route';
import { decisionRoute } from '@server/core/decision-route';
import * as service from './service';

const listSpec = { filters: freeStayFilter, sorts: FREE_STAY_SORTS, defaultSort: { createdAt: 'desc' as const } };

/**
 * Free stays (DESIGN.md §6): requests, the check before sending, decisions and the daily quota. Owners in the portal
 * use the same calls for their own requests on their own units; deciding and quota changes are the company's.
 */
export async function freeStayRoutes(app: FastifyInstance): Promise<void> {
  route(app, freeStay.list, async ({ db, request, query }) => service.listRequests(db, parseListQuery(query, listSpec), portalOwnerOf(request)));
  route(app, freeStay.get, async ({ db, request, params }) => service.getRequest(db, params.id, portalOwnerOf(request)));
  route(app, freeStay.check, async ({ db, request, body }) => service.check(db, body, portalOwnerOf(request)));
  route(app, freeStay.create, async ({ db, request, body }) => service.createRequest(db, { actor: actorOf(request), owner: portalOwnerOf(request) }, body));
  route(app, freeStay.cancel, async ({ db, request, params, body }) =>
    service.cancel(db, { actor: actorOf(request), owner: portalOwnerOf(request) }, params.id, body),
  );
  decisionRoute(app, freeStay.decide, (db, actor, { id }, body) => service.decide(db, actor, id, body));
  route(app, freeStay.quotas, async ({ db, query }) => service.quotas(db, query));
  route(app, freeStay.setQuota, async ({ db, request, params, body }) => service.setQuota(db, actorOf(request), params.date, body));
}
