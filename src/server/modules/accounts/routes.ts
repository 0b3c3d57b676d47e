import type { FastifyInstance } from 'fastify';
import { accounts } from '@shared/contracts/accounts';
import { route } from '@server/core/route';
import { actorOf } from '@server/core/audit/audit-log';
import { signedIn } from '@server/core/auth/request-auth';
import { RESET_REPEATED_MESSAGE } from './dto';
import { resetAccountPassword } from './service';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    accounts.resetPassword,
    async ({ db, request, body }) => resetAccountPassword(db, actorOf(request), body.id, signedIn(request).account.permissions),
    { secretResponse: RESET_REPEATED_MESSAGE },
  );
}
