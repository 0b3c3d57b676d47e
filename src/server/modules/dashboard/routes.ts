import type { FastifyInstance } from 'fastify';
import { dashboard, type DashboardFigures, type OwnerDashboardFigures } from '@shared/contracts/dashboard';
import { hasPermission } from '@shared/permissions';
import { toApiDate } from '@shared/dates';
import { actorOf } from '@server/core/audit/audit-log';
import { signedIn } from '@server/core/auth/request-auth';
import type { AnyDashboardPart, AnyOwnerDashboardPart, DashboardReader, OwnerDashboardReader } from '@server/core/dashboard';
import { forbidden } from '@server/core/errors/http-errors';
import { portalOwnerOf } from '@server/core/permissions/owner-scope';
import { route } from '@server/core/route';

/**
 * The dashboard (issue 29): one read of the parts the other modules declare, each left out unless the administrator
 * holds its viewing code. The parts run one after another: on PGlite one connection serves them all anyway, and on
 * PostgreSQL each is a single indexed statement.
 *
 * The owner portal's dashboard is its own call: every part read for the signed-in owner alone. An administrator has
 * no units of their own to show, so they are refused rather than shown an empty owner.
 */
export function dashboardRoutes(parts: readonly AnyDashboardPart[], ownerParts: readonly AnyOwnerDashboardPart[]) {
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

    route(app, dashboard.owner, async ({ db, request }) => {
      const owner = portalOwnerOf(request);
      if (!owner) throw forbidden("The owner's dashboard is for owners signed in to the portal");
      const now = new Date();
      const reader: OwnerDashboardReader = { owner, today: toApiDate(now) };
      const figures: Partial<OwnerDashboardFigures> = { asOf: now.toISOString(), today: reader.today };
      for (const part of ownerParts) Object.assign(figures, { [part.key]: await part.read(db, reader) });
      return figures as OwnerDashboardFigures;
    });
  };
}
