import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_SORTS, audit, auditFilter } from '@shared/contracts/audit';
import { parseListQuery } from '@shared/list-params';
import { route } from '@server/core/route';
import { auditLog } from '@server/db/schema';
import { auditPage } from '@server/core/audit/audit-log';

const listSpec = { filters: auditFilter, sorts: AUDIT_SORTS, defaultSort: { at: 'desc' as const } };

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  route(app, audit.list, async ({ db, query }) => {
      const q = parseListQuery(query, listSpec);
      const where: SQL[] = [];
      if (q.filter.entity) where.push(eq(auditLog.entity, q.filter.entity));
      if (q.filter.entityId) where.push(eq(auditLog.entityId, q.filter.entityId));
      if (q.filter.action) where.push(eq(auditLog.action, q.filter.action));
      if (q.filter.actorId) where.push(eq(auditLog.actorId, q.filter.actorId));
      return auditPage(db, {
        where: where.length ? and(...where) : undefined,
        order: q.sort[0]?.order === 'asc' ? 'asc' : 'desc',
        limit: q.limit,
        offset: q.offset,
      });
  });
}
