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
    async (request) => login(db(), { ...request.body, clientAddress: request.ip }, app.config.sessionTtlDays),
  );

  app.post('/api/auth/logout', { config: { permission: null }, schema: { tags, response: { 200: ok } } }, async (request) => {
    const auth = signedIn(request);
    await logout(db(), auth.account, auth.tokenHash, request.viaOutbox);
    return { ok: true as const };
  });

  app.post(
    '/api/auth/change-password',
    { config: { permission: null }, schema: { tags, body: changePasswordRequest, response: { 200: ok } } },
    async (request) => {
      const auth = signedIn(request);
      await changeOwnPassword(db(), auth.account, auth.tokenHash, request.body, request.viaOutbox);
      return { ok: true as const };
    },
  );

  app.get('/api/account/admin', { config: { permission: null }, schema: { tags: ['account'], response: { 200: adminProfile } } }, async (request) => {
    const auth = signedIn(request);
    return profileOf(auth.account);
  });
};
