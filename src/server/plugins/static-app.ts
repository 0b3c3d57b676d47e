import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './auth';

/**
 * The built app on the same origin as the API. Hashed assets are cached for a year;
 * index.html and the service worker never, so an update is seen on the next visit.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = existsSync(path.join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: ['index.html'],
      setHeaders(res, filePath) {
        const rel = path.relative(staticDir, filePath);
        if (rel.startsWith(`assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET' || !hasApp) {
      return reply.code(404).send({ message: 'Not found' });
    }
    // Every app route (/admin/...) is answered with the shell; the app's router takes it from there.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
