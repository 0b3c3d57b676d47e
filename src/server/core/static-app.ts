import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '@server/core/auth/request-auth';
import { refusal } from '@shared/refusals';
import { SESSION_COOKIE } from '@shared/constants';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Files under `assets/` carry a content hash in their name, so a copy can be kept for a year. */
function isHashedAsset(staticDir: string, filePath: string): boolean {
  return path.relative(staticDir, filePath).startsWith(`assets${path.sep}`);
}

/** index.html with the signed-in shell's chunks announced in its head (scripts/signed-in-shell-html.ts). */
const SIGNED_IN_HTML = 'index.signed-in.html';

function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The built app on the same origin as the API, sent as the brotli or gzip copy made at build time when the browser
 * accepts one. Hashed assets are cached for a year; index.html, the manifest and the service worker are revalidated
 * on every visit, so an update is seen at once.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = existsSync(path.join(staticDir, 'index.html'));
  const hasSignedInHtml = existsSync(path.join(staticDir, SIGNED_IN_HTML));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      // `/` is an app route like any other: sendShell picks the shell's copy.
      index: false,
      preCompressed: true,
      // Left on, the plugin's own `public, max-age=0` overwrites whatever setHeaders chose.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', isHashedAsset(staticDir, filePath) ? IMMUTABLE : REVALIDATE);
        // The same URL answers in three encodings: a shared cache must key on what the browser accepts. The shell
        // also differs by whether the browser holds a session (sendShell).
        res.setHeader('vary', /\.html(\.br|\.gz)?$/.test(filePath) ? 'accept-encoding, cookie' : 'accept-encoding');
      },
    });
  }

  // Every app route (/admin/...) is answered with the shell; the app's router takes it from there. A browser
  // holding a session gets the copy that announces the signed-in shell's code, which it is about to ask for.
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = hasSignedInHtml && hasSessionCookie(request.headers.cookie);
    return reply.sendFile(signedIn ? SIGNED_IN_HTML : 'index.html');
  };
  if (hasApp) app.get('/', sendShell);

  app.setNotFoundHandler((request, reply) => {
    // A hashed file that is gone (an old page asking after a deploy) is a 404, never the HTML shell under a .js name.
    if (isApiPath(request.url) || request.url.startsWith('/assets/') || request.method !== 'GET' || !hasApp) {
      return reply.code(404).send({ message: 'Not found', refusal: refusal('not_found') });
    }
    return sendShell(request, reply);
  });
}
