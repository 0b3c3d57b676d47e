import type { FastifyInstance } from 'fastify';
import { CONTACT_CHANGE_SORTS, contactChangeFilter, users } from '@shared/contracts/users';
import { parseListQuery } from '@shared/list-params';
import { route } from '@server/core/route';
import { actorOf } from '@server/core/audit/audit-log';
import { decideContactChange, listContactChanges } from './service';

const listSpec = { filters: contactChangeFilter, sorts: CONTACT_CHANGE_SORTS, defaultSort: { createdAt: 'asc' as const } };

export async function contactChangeRoutes(app: FastifyInstance): Promise<void> {
  route(app, users.contactChanges, async ({ db, query }) => listContactChanges(db, parseListQuery(query, listSpec)));
  route(app, users.decideContactChange, async ({ db, request, params, body }) => decideContactChange(db, actorOf(request), params.id, body));
}
