import type { FastifyInstance } from 'fastify';
import { files } from '@shared/contracts/files';
import { route } from '@server/core/route';
import { fileDownload } from './service';

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  route(app, files.get, async ({ db, params, reply }) => {
    const file = await fileDownload(db, params.id);
    return reply.headers(file.headers).type(file.mimeType).send(file.content);
  });
}
