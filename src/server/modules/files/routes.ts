import type { FastifyInstance } from 'fastify';
import { files } from '@shared/contracts/files';
import { route } from '@server/core/route';
import { notFound } from '@server/core/errors/http-errors';
import { fileSafetyHeaders } from '@server/core/files/safety-headers';
import { readFile } from '@server/core/files/storage';

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  route(app, files.get, async ({ db, params, reply }) => {
    const file = await readFile(db, params.id);
    if (!file) throw notFound('File');
    // Identity documents: never cached by shared caches, never sniffed into something else by the browser.
    return reply
      .header('cache-control', 'private, max-age=300')
      .headers(fileSafetyHeaders(file.mimeType, params.id))
      .type(file.mimeType)
      .send(file.content);
  });
}
