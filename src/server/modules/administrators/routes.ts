import type { FastifyInstance } from 'fastify';
import { ADMINISTRATOR_SORTS, administratorFilter, administrators } from '@shared/contracts/administrators';
import { parseListQuery } from '@shared/list-params';
import { route } from '@server/core/route';
import { actorOf } from '@server/core/audit/audit-log';
import * as service from './service';

const listSpec = { filters: administratorFilter, sorts: ADMINISTRATOR_SORTS, defaultSort: { createdAt: 'desc' as const } };

export async function administratorRoutes(app: FastifyInstance): Promise<void> {
  route(app, administrators.list, async ({ db, query }) => service.listAdministrators(db, parseListQuery(query, listSpec)));
  route(app, administrators.get, async ({ db, params }) => service.getAdministrator(db, params.id));
  route(app, administrators.create, async ({ db, request, body }) => service.createAdministrator(db, actorOf(request), body));
  route(app, administrators.update, async ({ db, request, params, body }) => service.updateAdministrator(db, actorOf(request), params.id, body));
  route(app, administrators.changePermission, async ({ db, request, body }) => service.changePermissions(db, actorOf(request), body.id, body.permissions));
  route(app, administrators.checkEmailAvailable, async ({ db, body }) => ({ available: await service.isEmailAvailable(db, body.email) }));
}
