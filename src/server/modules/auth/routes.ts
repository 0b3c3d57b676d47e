import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProfile, changePasswordRequest, loginRequest, loginResponse } from '../../../shared/contracts/auth';
import { signedIn } from '../../plugins/auth';
import { changeOwnPassword, login, logout, profileOf } from './service';

const ok = z.object({ ok: z.literal(true) });
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/api/auth/login',
    { config: { public: true }, schema: { tags, body: loginRequest, response: { 200: loginResponse } } },
    async (request, reply) => {
      const response = await login(db(), { ...request.body, clientAddress: request.ip }, app.config.sessionTtlDays);
      // A token in a response: no cache, shared or private, may keep it.
      reply.header('cache-control', 'no-store');
      return response;
    },
  );

  // The three calls a session with a temporary password may make: the app needs the profile to know it must ask for a new one.
  app.post('/api/auth/logout', { config: { permission: null, duringPasswordChange: true }, schema: { tags, response: { 200: ok } } }, async (request) => {
    const auth = signedIn(request);
    await logout(db(), auth.account, auth.tokenHash, request.viaOutbox);
    return { ok: true as const };
  });

  app.post(
    '/api/auth/change-password',
    { config: { permission: null, duringPasswordChange: true }, schema: { tags, body: changePasswordRequest, response: { 200: ok } } },
    async (request) => {
      const auth = signedIn(request);
      await changeOwnPassword(db(), auth.account, auth.tokenHash, request.body, request.viaOutbox);
      return { ok: true as const };
    },
  );

  app.get('/api/account/admin', { config: { permission: null, duringPasswordChange: true }, schema: { tags: ['account'], response: { 200: adminProfile } } }, async (request) => {
    const auth = signedIn(request);
    return profileOf(auth.account);
  });
};
