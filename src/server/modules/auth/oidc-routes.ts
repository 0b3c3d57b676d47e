import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auth } from '@shared/contracts/auth';
import { SESSION_COOKIE } from '@shared/constants';
import { LINK_ERROR_PARAM, LINKED_PARAM, SIGN_IN_ERROR_PARAM, type OidcFailure } from '@shared/contracts/plain/auth';
import { route } from '@server/core/route';
import { HttpError } from '@server/core/errors/http-errors';
import { actorOf } from '@server/core/audit/audit-log';
import { signedIn } from '@server/core/auth/request-auth';
import type { AccountRow } from '@server/db/schema';
import { OidcRefusal } from './oidc-client';
import { FLOW_TTL_MS } from './oidc-repo';
import { configuredProvider, findProvider, finishFlow, listLinks, providerList, redirectUriOf, startFlow, unlink } from './oidc-service';
import { sessionLifetimeDays } from './service';

/** The cookie that binds a provider's answer to the browser that left for it; only the callback reads it. */
export const FLOW_COOKIE = 'stayops_oidc';
const FLOW_COOKIE_PATH = '/api/auth/oidc';
const LOGIN_PATH = '/login';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function flowCookieOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== FLOW_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (TOKEN_PATTERN.test(value)) return value;
  }
  return null;
}

/** The address people reach the app at: PUBLIC_URL, or as this request came in. */
function originOf(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

const secureOf = (app: FastifyInstance, request: FastifyRequest) => originOf(app, request).startsWith('https:');

/**
 * HttpOnly, path-limited, ten minutes. SameSite=Lax, not Strict: it must come back on the provider's redirect, a
 * top-level navigation from another site.
 */
function flowCookie(token: string, secure: boolean, maxAgeSeconds = FLOW_TTL_MS / 1000): string {
  const parts = [`${FLOW_COOKIE}=${token}`, `Max-Age=${maxAgeSeconds}`, `Path=${FLOW_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Exactly the cookie the app writes after a password sign-in (script-readable: its value is the Authorization header). */
function sessionCookie(token: string, days: number, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', `Max-Age=${days * 86_400}`, 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

const settingsPathOf = (account: AccountRow) => (account.kind === 'owner' ? '/portal/settings' : '/admin/setting');
const signInFailed = (failure: OidcFailure) => `${LOGIN_PATH}?${SIGN_IN_ERROR_PARAM}=${failure}`;

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

export async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const providers = app.config.oidcProviders;

  route(app, auth.providers, async () => providerList(providers));

  route(app, auth.oidcStart, async ({ db, request, reply, params }) => {
    const provider = findProvider(providers, params.id);
    if (!provider) return redirect(reply, signInFailed('provider_unknown'));
    try {
      const flow = await startFlow(db, provider, redirectUriOf(originOf(app, request), provider), null);
      reply.header('set-cookie', flowCookie(flow.browserToken, secureOf(app, request)));
      return redirect(reply, flow.url);
    } catch (err) {
      if (err instanceof OidcRefusal) return redirect(reply, signInFailed(err.failure));
      throw err;
    }
  });

  route(app, auth.oidcCallback, async ({ db, request, reply, params, query }) => {
    const provider = findProvider(providers, params.id);
    if (!provider) return redirect(reply, signInFailed('provider_unknown'));
    const redirectUri = redirectUriOf(originOf(app, request), provider);
    const search = request.url.indexOf('?');
    const callbackUrl = new URL(`${redirectUri}${search >= 0 ? request.url.slice(search) : ''}`);
    const outcome = await finishFlow(db, {
      provider,
      query,
      callbackUrl,
      browserToken: flowCookieOf(request.headers.cookie),
      clientAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      sessionDays: await sessionLifetimeDays(db, app.config.sessionTtlDays),
    });
    const secure = secureOf(app, request);
    const cookies = [flowCookie('', secure, 0)];
    let location: string;
    if (outcome.kind === 'signed-in') {
      cookies.push(sessionCookie(outcome.token, await sessionLifetimeDays(db, app.config.sessionTtlDays), secure));
      location = '/';
    } else if (outcome.kind === 'linked') {
      location = `${settingsPathOf(outcome.account)}?${LINKED_PARAM}=${provider.id}`;
    } else if (outcome.linking) {
      location = `${settingsPathOf(outcome.linking)}?${LINK_ERROR_PARAM}=${outcome.failure}`;
    } else {
      location = signInFailed(outcome.failure);
    }
    reply.header('set-cookie', cookies);
    return redirect(reply, location);
  });

  route(app, auth.oidcLinks, async ({ db, request }) => listLinks(db, providers, signedIn(request).account.id));

  route(
    app,
    auth.oidcLink,
    async ({ db, request, reply, params }) => {
      const provider = configuredProvider(providers, params.id);
      const flow = await startFlow(db, provider, redirectUriOf(originOf(app, request), provider), signedIn(request).account.id).catch((err: unknown) => {
        // The provider's outage, not the caller's input.
        if (err instanceof OidcRefusal) throw new HttpError(503, 'The sign-in provider cannot be reached. Please try again later.');
        throw err;
      });
      reply.header('set-cookie', flowCookie(flow.browserToken, secureOf(app, request)));
      return { url: flow.url };
    },
    { noStore: true },
  );

  route(app, auth.oidcUnlink, async ({ db, request, params }) => unlink(db, actorOf(request), signedIn(request).account, params.id));
}
