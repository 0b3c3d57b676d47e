import type { FastifyInstance } from 'fastify';
import { files } from '@shared/contracts/files';
import { sendDownload } from '@server/core/files/download';
import { route } from '@server/core/route';
import { fileDownload } from './service';

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  route(app, files.get, async ({ db, params, reply }) => sendDownload(reply, await fileDownload(db, params.id)));
}
