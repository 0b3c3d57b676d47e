import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { health } from '@shared/contracts/health';
import { route } from '@server/core/route';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, health.status, async ({ db }) => {
    await db.execute(sql`SELECT 1`);
    return { status: 'ok' as const, database: app.database.kind };
  });
}
