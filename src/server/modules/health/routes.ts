import type { FastifyInstance } from 'fastify';
import { health } from '@shared/contracts/health';
import { route } from '@server/core/route';
import { healthStatus } from './service';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, health.status, async () => healthStatus(app.database));
}
