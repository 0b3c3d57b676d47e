import type { FastifyInstance } from 'fastify';
import { analytics } from '@shared/contracts/analytics';
import { ANALYTICS_BODY_LIMIT_BYTES } from '@shared/contracts/plain/analytics';
import { signedIn } from '@server/core/auth/request-auth';
import { route } from '@server/core/route';
import * as service from './service';

/**
 * First-party analytics (issue 30): every signed-in admin and owner reports their own screen views and web vitals;
 * the Global view code (16) reads the summary. A batch is small: a larger body is a 413 before it is read.
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  route(app, analytics.events, async ({ db, request, body }) => service.acceptBatch(db, signedIn(request).account, body), { bodyLimit: ANALYTICS_BODY_LIMIT_BYTES });
  route(app, analytics.summary, async ({ db, query }) => service.summary(db, Number(query.days)));
}
