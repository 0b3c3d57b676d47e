import type { FastifyInstance } from 'fastify';
import { DSR_SORTS, dsr, dsrFilter } from '@shared/contracts/dsr';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: dsrFilter, sorts: DSR_SORTS, defaultSort: { name: 'asc' as const } };

export async function dsrRoutes(app: FastifyInstance): Promise<void> {
  route(app, dsr.list, async ({ db, query }) => service.listDsr(db, parseListQuery(query, listSpec)));
  route(app, dsr.get, async ({ db, params }) => service.getDsrRecord(db, params.id));
  route(app, dsr.create, async ({ db, request, body }) => service.createDsrRecord(db, actorOf(request), body));
  route(app, dsr.update, async ({ db, request, params, body }) => service.updateDsrRecord(db, actorOf(request), params.id, body));
}
