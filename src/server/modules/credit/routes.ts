import type { FastifyInstance } from 'fastify';
import {
  CREDIT_ATTACHMENT_FIELDS, CREDIT_ENTRY_SORTS, CREDIT_HOLDER_SORTS, CREDIT_REQUEST_SORTS, credit, creditEntryFilter, creditHolderFilter, creditRequestFilter,
} from '@shared/contracts/credit';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { sendDownload } from '@server/core/files/download';
import { route } from '@server/core/route';
import { decisionRoute } from '@server/core/decision-route';
import { notFound } from '@server/core/errors/http-errors';
import { portalOwnerOf } from '@server/core/permissions/owner-scope';
import { readMultipart } from '@server/core/files/multipart';
import { sendCsv } from '@server/core/csv';
import { toApiDate } from '@shared/dates';
import * as service from './service';

const holderSpec = { filters: creditHolderFilter, sorts: CREDIT_HOLDER_SORTS, defaultSort: { name: 'asc' as const } };
const entrySpec = { filters: creditEntryFilter, sorts: CREDIT_ENTRY_SORTS, defaultSort: { createdAt: 'desc' as const } };
const requestSpec = { filters: creditRequestFilter, sorts: CREDIT_REQUEST_SORTS, defaultSort: { createdAt: 'desc' as const } };

/** The credit ledger (DESIGN.md §6): holders and balances, entries, and the requests that post them. */
export async function creditRoutes(app: FastifyInstance): Promise<void> {
  route(app, credit.holders, async ({ db, query }) => service.listHolders(db, parseListQuery(query, holderSpec)));
  route(app, credit.holder, async ({ db, request, params }) => {
    const owner = portalOwnerOf(request);
    if (owner && owner !== params.accountId) throw notFound('Credit holder');
    return service.getHolder(db, params.accountId);
  });
  route(app, credit.entries, async ({ db, request, query }) => {
    const list = parseListQuery(query, entrySpec);
    const owner = portalOwnerOf(request);
    if (!owner) return service.listEntries(db, list);
    if (list.filter.accountId && list.filter.accountId !== owner) throw notFound('Credit holder');
    return service.listEntries(db, { ...list, filter: { ...list.filter, accountId: owner } });
  });
  route(app, credit.exportEntries, async ({ db, query, reply }) => {
    const { filter, sort } = parseListQuery(query, entrySpec);
    const csv = await service.exportEntries(db, { filter, sort });
    return sendCsv(reply, `credit-history-${toApiDate(new Date())}.csv`, csv);
  });
  route(app, credit.requests, async ({ db, request, query }) => service.listRequests(db, actorOf(request), parseListQuery(query, requestSpec)));
  route(app, credit.request, async ({ db, params }) => service.getRequest(db, params.id));
  route(app, credit.createRequest, async ({ db, request, body }) => service.createRequest(db, actorOf(request), body));
  route(app, credit.attach, async ({ db, request, params }) =>
    service.attachReceipt(db, actorOf(request), params.id, await readMultipart(request, CREDIT_ATTACHMENT_FIELDS)),
  );
  route(app, credit.attachment, async ({ db, params, reply }) => sendDownload(reply, await service.receiptOf(db, params.id)));
  decisionRoute(app, credit.cancelRequest, (db, actor, { id }, body) => service.cancelRequest(db, actor, id, body));
  decisionRoute(app, credit.decide, (db, actor, { id }, body) => service.decideRequest(db, actor, id, body));
  route(app, credit.reverse, async ({ db, request, params, body }) => service.reverseEntry(db, actorOf(request), params.id, body));
}
