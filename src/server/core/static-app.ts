import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '@server/core/auth/request-auth';
import { refusal } from '@shared/refusals';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Files under `assets/` carry a content hash in their name, so a copy can be kept for a year. */
function isHashedAsset(staticDir: string, filePath: string): boolean {
  return path.relative(staticDir, filePath).startsWith(`assets${path.sep}`);
}

/**
 * The built app on the same origin as the API, sent as the brotli or gzip copy made at build time when the browser
 * accepts one. Hashed assets are cached for a year; index.html, the manifest and the service worker are revalidated
 * on every visit, so an update is seen at once.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = existsSync(path.join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      // Left on, the plugin's own `public, max-age=0` overwrites whatever setHeaders chose.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', isHashedAsset(staticDir, filePath) ? IMMUTABLE : REVALIDATE);
        // The same URL answers in three encodings: a shared cache must key on what the browser accepts.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // A hashed file that is gone (an old page asking after a deploy) is a 404, never the HTML shell under a .js name.
    if (isApiPath(request.url) || request.url.startsWith('/assets/') || request.method !== 'GET' || !hasApp) {
      return reply.code(404).send({ message: 'Not found', refusal: refusal('not_found') });
    }
    // Every app route (/admin/...) is answered with the shell; the app's router takes it from there.
    return reply.sendFile('index.html');
  });
}
