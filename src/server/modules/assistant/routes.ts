import type { FastifyInstance } from 'fastify';
import { assistant } from '@shared/contracts/assistant';
import { signedIn } from '@server/core/auth/request-auth';
import { route } from '@server/core/route';
import { assistantFor } from './service';

/** The assistant slot (issue 30; DESIGN.md §11): its configuration comes from the environment, not the database. */
export async function assistantRoutes(app: FastifyInstance): Promise<void> {
  route(app, assistant.config, async ({ request }) => assistantFor(app.config.assistant, signedIn(request).account.kind === 'owner' ? 'owner' : 'admin'));
}
