import type { FastifyInstance } from 'fastify';
import { auth } from '@shared/contracts/auth';
import { route } from '@server/core/route';
import { signedIn } from '@server/core/auth/request-auth';
import { changeOwnPassword, login, logout, profileOf } from './service';
import { deviceCookie, deviceTokenOf } from './trusted-devices';
import { oidcRoutes } from './oidc-routes';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  // A token in the answer: no cache, shared or private, may keep it.
  route(
    app,
    auth.login,
    async ({ db, request, reply, body }) => {
      const deviceToken = deviceTokenOf(request.headers.cookie);
      const result = await login(db, { ...body, clientAddress: request.ip, deviceToken, userAgent: request.headers['user-agent'] ?? null }, app.config.sessionTtlDays);
      reply.header('set-cookie', deviceCookie(result.deviceToken, request.protocol === 'https'));
      return result.answer;
    },
    { noStore: true },
  );

  route(app, auth.logout, async ({ db, request }) => {
    const session = signedIn(request);
    await logout(db, session.account, session.tokenHash, request.viaOutbox);
    return { ok: true as const };
  });

  route(app, auth.changePassword, async ({ db, request, body }) => {
    const session = signedIn(request);
    await changeOwnPassword(db, session.account, session.tokenHash, body, request.viaOutbox);
    return { ok: true as const };
  });

  route(app, auth.profile, async ({ request }) => profileOf(signedIn(request).account));

  // Sign-in with the company's identity provider, and one's own links to it.
  await oidcRoutes(app);
}
