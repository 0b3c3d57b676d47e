import type { FastifyInstance } from 'fastify';
import { DSR_PHOTO_FIELDS, DSR_SORTS, dsr, dsrFilter } from '@shared/contracts/dsr';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { decisionRoute } from '@server/core/decision-route';
import { readMultipart } from '@server/core/files/multipart';
import { sendDownload } from '@server/core/files/download';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: dsrFilter, sorts: DSR_SORTS, defaultSort: { businessDate: 'desc' as const } };
/** The checking queue: the oldest day waiting first. */
const queueSpec = { ...listSpec, defaultSort: { businessDate: 'asc' as const } };

/** Daily sales reports and their checking (DESIGN.md §6 DSR, issue 27). */
export async function dsrRoutes(app: FastifyInstance): Promise<void> {
  route(app, dsr.list, async ({ db, query }) => service.listReports(db, parseListQuery(query, listSpec)));
  route(app, dsr.queue, async ({ db, query }) => service.checkingQueue(db, parseListQuery(query, queueSpec)));
  route(app, dsr.prefill, async ({ db, query }) => service.prefill(db, query.propertyId, query.date));
  route(app, dsr.get, async ({ db, params }) => service.getReport(db, params.id));
  route(app, dsr.create, async ({ db, request, body }) => service.createReport(db, actorOf(request), body));
  route(app, dsr.update, async ({ db, request, params, body }) => service.editReport(db, actorOf(request), params.id, body));
  decisionRoute(app, dsr.submit, (db, actor, { id }, body) => service.submitReport(db, actor, id, body));
  route(app, dsr.addPhoto, async ({ db, request, params }) =>
    service.addPhoto(db, actorOf(request), params.id, params.kind, await readMultipart(request, DSR_PHOTO_FIELDS)),
  );
  route(app, dsr.photo, async ({ db, params, reply }) => sendDownload(reply, await service.photoOf(db, params.id, params.photoId)));
  route(app, dsr.removePhoto, async ({ db, request, params }) => service.removePhoto(db, actorOf(request), params.id, params.photoId));
  decisionRoute(app, dsr.decide, (db, actor, { id }, body) => service.decideReport(db, actor, id, body));
}
