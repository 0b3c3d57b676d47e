import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PASSWORD_CHANGE_REQUIRED_CODE, PASSWORD_CHANGE_REQUIRED_MESSAGE, UNAUTHORIZED_BODY } from '@shared/errors';
import { hasPermission } from '@shared/permissions';
import { findSessionAccount } from './sessions';
import { clientClaimOf } from '@server/core/audit/client-claim';

const API_PREFIXES = ['/api/', '/user-mgmt/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p));
}

/** The login cookie's value arrives as the whole header (SPEC.md §7); `Bearer <token>` is accepted too. */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

/**
 * Sign-in and permission checks for every API route. A route that forgets to declare
 * its permission code fails at start-up, so nothing ships unguarded by accident.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('viaOutbox', false);
  app.decorateRequest('clientClaim', null);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const config = (route.config ?? {}) as { permission?: number | null; public?: boolean };
    if (!config.public && config.permission === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no permission code`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    request.viaOutbox = request.headers['x-stayops-outbox'] === '1';
    request.clientClaim = clientClaimOf(request.headers);
    if (!request.routeOptions.url || !isApiPath(request.routeOptions.url) || config.public) return;
    const token = tokenFrom(request);
    const session = token ? await findSessionAccount(app.database.db, token) : null;
    if (!session) {
      return reply.code(401).type('text/plain; charset=utf-8').send(UNAUTHORIZED_BODY);
    }
    request.auth = session;
    if (session.account.mustChangePassword && !config.duringPasswordChange) {
      return reply.code(403).send({ code: PASSWORD_CHANGE_REQUIRED_CODE, message: PASSWORD_CHANGE_REQUIRED_MESSAGE });
    }
    if (session.account.kind === 'owner') {
      // The owner portal (DESIGN.md §5): the calls that serve it, scoped by their handlers, and the session's own
      // (profile, password, sign-out). Nothing else, whatever codes the account row might hold.
      if (config.owners || config.duringPasswordChange) return;
      return reply.code(403).send({ message: 'You do not have permission to do this' });
    }
    if (!hasPermission(session.account.permissions, config.permission)) {
      return reply.code(403).send({ message: 'You do not have permission to do this' });
    }
  });
}

/** The signed-in account of a route that is not public; the onRequest hook has already refused anyone else. */
export function signedIn(request: FastifyRequest): NonNullable<FastifyRequest['auth']> {
  if (!request.auth) throw new Error('signedIn() used on a public route');
  return request.auth;
}
