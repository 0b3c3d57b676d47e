import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../shared/contracts/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { config: { public: true }, schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => {
    await app.database.db.execute(sql`SELECT 1`);
    return { status: 'ok' as const, database: app.database.kind };
  });
};
