import type { FastifyInstance } from 'fastify';
import { integration } from '@shared/contracts/integration';
import { actorOf } from '@server/core/audit/audit-log';
import { notFound } from '@server/core/errors/http-errors';
import { route } from '@server/core/route';
import * as service from './service';

/** Channel calendars (DESIGN.md §6 Integration): import feeds per unit, their runs and conflicts, and the secret export. */
export async function integrationRoutes(app: FastifyInstance): Promise<void> {
  // A channel's iCal URL is itself a key to that calendar (Airbnb's carries a token): answers naming it are not kept.
  const secret = { noStore: true };
  route(app, integration.feeds, async ({ db, query }) => service.listFeeds(db, query), secret);
  route(app, integration.createFeed, async ({ db, request, body }) => service.createFeed(db, actorOf(request), body), secret);
  route(app, integration.updateFeed, async ({ db, request, params, body }) => service.updateFeed(db, actorOf(request), params.id, body), secret);
  route(app, integration.deleteFeed, async ({ db, request, params }) => service.deactivateFeed(db, actorOf(request), params.id), secret);
  route(app, integration.syncFeed, async ({ db, request, params }) => service.syncFeed(db, actorOf(request), params.id));
  route(app, integration.runs, async ({ db, params }) => service.feedRuns(db, params.id));
  route(app, integration.conflicts, async ({ db, query }) => service.listConflicts(db, query));
  route(app, integration.dismissConflict, async ({ db, request, params }) => service.dismissConflict(db, actorOf(request), params.id));
  route(app, integration.exportFeed, async ({ db, params }) => service.exportFeed(db, params.id), secret);
  // The answer carries the new secret: a replayed Idempotency-Key gets this message instead, never the secret again.
  route(app, integration.rotateExport, async ({ db, request, params }) => service.rotateExport(db, actorOf(request), params.id), {
    secretResponse: 'The export URL was rotated; read it again to see the new one',
  });
  route(app, integration.calendar, async ({ db, params, reply }) => {
    const text = await service.exportCalendar(db, params.secret);
    if (text === null) throw notFound('Calendar');
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'no-store').send(text);
  });
}
