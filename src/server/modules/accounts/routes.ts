import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetUserPassword, resetUserPasswordResponse } from '../../../shared/contracts/administrators';
import { actorOf } from '../../plugins/audit';
import { signedIn } from '../../plugins/auth';
import { resetAccountPassword } from './reset-password';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user-mgmt/reset-user-password',
    {
      // The code depends on whose password it is (reset-password.ts), so the check happens in the handler.
      config: {
        permission: null,
        secretResponse: 'This password reset was already done and its temporary password was shown once. Reset again to get a new one.',
      },
      schema: { tags: ['accounts'], body: resetUserPassword, response: { 200: resetUserPasswordResponse } },
    },
    async (request) => resetAccountPassword(app.database.db, actorOf(request), request.body.id, signedIn(request).account.permissions),
  );
};
