import type { FastifyInstance } from 'fastify';
import { dashboard, type DashboardFigures } from '@shared/contracts/dashboard';
import { hasPermission } from '@shared/permissions';
import { toApiDate } from '@shared/dates';
import { actorOf } from '@server/core/audit/audit-log';
import { signedIn } from '@server/core/auth/request-auth';
import type { AnyDashboardPart, DashboardReader } from '@server/core/dashboard';
import { route } from '@server/core/route';

/**
 * The dashboard (issue 29): one read of the parts the other modules declare, each left out unless the administrator
 * holds its viewing code. The parts run one after another: on PGlite one connection serves them all anyway, and on
 * PostgreSQL each is a single indexed statement.
 */
export function dashboardRoutes(parts: readonly AnyDashboardPart[]) {
  return async function dashboardModule(app: FastifyInstance): Promise<void> {
    route(app, dashboard.read, async ({ db, request, query }) => {
      const { permissions } = signedIn(request).account;
      const now = new Date();
      const reader: DashboardReader = { actor: actorOf(request), permissions, now, today: toApiDate(now), language: query.language ?? 'en-US' };
      const figures: DashboardFigures = { asOf: now.toISOString(), today: reader.today };
      for (const part of parts) {
        if (part.permission !== null && !hasPermission(permissions, part.permission)) continue;
        Object.assign(figures, { [part.key]: await part.read(db, reader) });
      }
      return figures;
    });
  };
}
