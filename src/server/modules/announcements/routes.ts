import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_SORTS, announcementFilter, announcements } from '@shared/contracts/announcements';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { signedIn } from '@server/core/auth/request-auth';
import { decisionRoute } from '@server/core/decision-route';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: announcementFilter, sorts: ANNOUNCEMENT_SORTS, defaultSort: { createdAt: 'desc' as const } };

/** Announcements (DESIGN.md §6, §11; issue 29): written by admins with 36–38, read by their audience. */
export async function announcementsRoutes(app: FastifyInstance): Promise<void> {
  route(app, announcements.list, async ({ db, query }) => service.listAnnouncements(db, parseListQuery(query, listSpec)));
  route(app, announcements.active, async ({ db, request, query }) => service.activeAnnouncements(db, signedIn(request).account.kind, query));
  route(app, announcements.get, async ({ db, params }) => service.getAnnouncement(db, params.id));
  route(app, announcements.create, async ({ db, request, body }) => service.createAnnouncement(db, actorOf(request), body));
  route(app, announcements.update, async ({ db, request, params, body }) => service.updateAnnouncement(db, actorOf(request), params.id, body));
  decisionRoute(app, announcements.publish, (db, actor, { id }, body) => service.publishAnnouncement(db, actor, id, body.expected));
  decisionRoute(app, announcements.archive, (db, actor, { id }, body) => service.archiveAnnouncement(db, actor, id, body.expected));
}
