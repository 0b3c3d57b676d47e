import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_SORTS, audit, auditFilter } from '@shared/contracts/audit';
import { parseListQuery } from '@shared/list-params';
import { route } from '@server/core/route';
import { auditLog } from '@server/db/schema';
import { auditPage } from '@server/core/audit/audit-page';

const listSpec = { filters: auditFilter, sorts: AUDIT_SORTS, defaultSort: { at: 'desc' as const } };

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  route(app, audit.list, async ({ db, query }) =>
    auditPage(db, parseListQuery(query, listSpec), {
      filters: {
        entity: (entity) => eq(auditLog.entity, entity),
        entityId: (entityId) => eq(auditLog.entityId, entityId),
        action: (action) => eq(auditLog.action, action),
        actorId: (actorId) => eq(auditLog.actorId, actorId),
      },
    }),
  );
}
