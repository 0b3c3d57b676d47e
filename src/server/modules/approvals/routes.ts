import type { FastifyInstance } from 'fastify';
import { approvals } from '@shared/contracts/approvals';
import type { AnyInboxSource } from '@server/core/approvals';
import { actorOf } from '@server/core/audit/audit-log';
import { signedIn } from '@server/core/auth/request-auth';
import { route } from '@server/core/route';
import { listApprovals } from './service';

/**
 * The approvals inbox, from the sources the other modules declare (modules/index.ts hands them
 * over: this module reads no other module's tables). Any signed-in admin may ask; each sees only
 * the kinds whose deciding code they hold.
 */
export function approvalRoutes(sources: readonly AnyInboxSource[]) {
  return async function approvalsModule(app: FastifyInstance): Promise<void> {
    route(app, approvals.list, async ({ db, request, query }) =>
      listApprovals(db, sources, { actor: actorOf(request), permissions: signedIn(request).account.permissions }, query),
    );
  };
}
