import type { FastifyInstance } from 'fastify';
import { accounts } from '@shared/contracts/accounts';
import { route } from '@server/core/route';
import { actorOf } from '@server/core/audit/audit-log';
import { signedIn } from '@server/core/auth/request-auth';
import { RESET_REPEATED_MESSAGE } from './dto';
import { resetAccountPassword } from './service';
import { endOwnSession, listOwnSessions, readOwnSettings, updateOwnSettings } from './own';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    accounts.resetPassword,
    async ({ db, request, body }) => resetAccountPassword(db, actorOf(request), body.id, signedIn(request).account.permissions),
    { secretResponse: RESET_REPEATED_MESSAGE },
  );

  route(app, accounts.settings, async ({ db, request }) => readOwnSettings(db, signedIn(request).account.id));
  route(app, accounts.updateSettings, async ({ db, request, body }) => updateOwnSettings(db, actorOf(request), signedIn(request).account, body));
  route(app, accounts.sessions, async ({ db, request }) => {
    const session = signedIn(request);
    return listOwnSessions(db, session.account.id, session.tokenHash);
  });
  route(app, accounts.endSession, async ({ db, request, params }) => endOwnSession(db, actorOf(request), signedIn(request).account, params.id));
}
