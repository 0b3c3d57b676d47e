import type { FastifyInstance } from 'fastify';
import { INSTALLMENT_SORTS, installmentFilter, ownerInstallments } from '@shared/contracts/owner-installments';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { decisionRoute } from '@server/core/decision-route';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: installmentFilter, sorts: INSTALLMENT_SORTS, defaultSort: { createdAt: 'desc' as const } };

/** Owner installment plans (issue 28): terms, a schedule derived from them, waivers and early settlement as entries. */
export async function ownerInstallmentsRoutes(app: FastifyInstance): Promise<void> {
  route(app, ownerInstallments.list, async ({ db, query }) => service.listInstallments(db, parseListQuery(query, listSpec)));
  route(app, ownerInstallments.get, async ({ db, params }) => service.getInstallment(db, params.id));
  route(app, ownerInstallments.create, async ({ db, request, body }) => service.createInstallment(db, actorOf(request), body));
  decisionRoute(app, ownerInstallments.update, (db, actor, { id }, body) => service.updateInstallment(db, actor, id, body));
  decisionRoute(app, ownerInstallments.waive, (db, actor, { id }, body) => service.waiveMonth(db, actor, id, body));
  decisionRoute(app, ownerInstallments.settle, (db, actor, { id }, body) => service.settleInstallment(db, actor, id, body));
  decisionRoute(app, ownerInstallments.cancel, (db, actor, { id }, body) => service.cancelInstallment(db, actor, id, body));
}
