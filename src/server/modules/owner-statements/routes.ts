import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OWNER_STATEMENT_SORTS, ownerStatementFilter, ownerStatements } from '@shared/contracts/owner-statements';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { decisionRoute } from '@server/core/decision-route';
import { portalOwnerOf } from '@server/core/permissions/owner-scope';
import { route } from '@server/core/route';
import { NO_DEDUCTIONS, type DeductionSource } from './gather';
import * as service from './service';
import { ownerContract, statementPdf, yearSummaryPdf, type PdfFile } from './documents';

/**
 * A PDF as its bytes: its SHA-256 is the ETag (a stored statement's never changes, so a repeat asks with
 * If-None-Match and gets a 304), shown in the browser (`inline`, a phone opens it in its viewer) under a file name
 * of the document, the month and the owner. Private: only the signed-in reader may keep it; a draft is never kept.
 */
function sendPdf(request: FastifyRequest, reply: FastifyReply, file: PdfFile): FastifyReply {
  const etag = `"${file.sha256}"`;
  reply
    .header('etag', etag)
    .header('cache-control', file.draft ? 'private, no-store' : 'private, no-cache')
    .header('content-disposition', `inline; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.utf8Filename)}`)
    .header('x-content-type-options', 'nosniff');
  if (!file.draft && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/pdf').send(file.content);
}

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
    route(app, ownerStatements.yearSummary, async ({ db, request, reply, query }) => sendPdf(request, reply, await yearSummaryPdf(db, query.year, query.ownerId, portalOwnerOf(request))));
    route(app, ownerStatements.contract, async ({ db, request, query }) => ownerContract(db, query, portalOwnerOf(request)));
    route(app, ownerStatements.pdf, async ({ db, request, reply, params }) => sendPdf(request, reply, await statementPdf(db, params.id, portalOwnerOf(request))));
    decisionRoute(app, ownerStatements.revise, (db, actor, { id }, body) => service.reviseStatement(db, actor, id, body, deductions));
  };
}
