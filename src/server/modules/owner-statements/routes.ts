import type { FastifyInstance } from 'fastify';
import { OWNER_STATEMENT_SORTS, ownerStatementFilter, ownerStatements } from '@shared/contracts/owner-statements';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { decisionRoute } from '@server/core/decision-route';
import { portalOwnerOf } from '@server/core/permissions/owner-scope';
import { route } from '@server/core/route';
import { NO_DEDUCTIONS, type DeductionSource } from './gather';
import * as service from './service';

const listSpec = { filters: ownerStatementFilter, sorts: OWNER_STATEMENT_SORTS, defaultSort: { month: 'desc' as const } };

/**
 * Owner statements (DESIGN.md §6, §11 reporting; issue 28). `deductions` is where installments due come into a month's
 * run (modules/index.ts gives the installments' from core); adjustments for changes to approved months are the area's own.
 */
export function ownerStatementRoutes(deductions: DeductionSource = NO_DEDUCTIONS) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, ownerStatements.list, async ({ db, request, query }) => service.listStatements(db, parseListQuery(query, listSpec), portalOwnerOf(request)));
    route(app, ownerStatements.get, async ({ db, request, params }) => service.getStatement(db, params.id, portalOwnerOf(request)));
    route(app, ownerStatements.generate, async ({ db, request, body }) => service.generateMonth(db, actorOf(request), body, { deductions }));
    route(app, ownerStatements.job, async ({ db, params }) => service.getJob(db, params.id));
    decisionRoute(app, ownerStatements.decide, (db, actor, { id }, body) => service.decideStatement(db, actor, id, body));
    decisionRoute(app, ownerStatements.send, (db, actor, { id }, body) => service.sendStatement(db, actor, id, body));
    decisionRoute(app, ownerStatements.revise, (db, actor, { id }, body) => service.reviseStatement(db, actor, id, body, deductions));
  };
}
