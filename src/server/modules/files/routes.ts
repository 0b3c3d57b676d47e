import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/contracts/common';
import { P } from '../../../shared/permissions';
import { notFound } from '../../http-errors';
import { fileSafetyHeaders } from './safety-headers';
import { readFile } from './storage';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/:id',
    { config: { permission: P.user.view }, schema: { tags: ['files'], params: idParam } },
    async (request, reply) => {
      const file = await readFile(app.database.db, request.params.id);
      if (!file) throw notFound('File');
      // Identity documents: never cached by shared caches, never sniffed into something else by the browser.
      return reply
        .header('cache-control', 'private, max-age=300')
        .headers(fileSafetyHeaders(file.mimeType, request.params.id))
        .type(file.mimeType)
        .send(file.content);
    },
  );
};
