import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_SORTS, auditFilter, auditList } from '../../../shared/contracts/audit';
import { listQuerySchema, parseListQuery } from '../../../shared/list-params';
import { P } from '../../../shared/permissions';
import { auditLog } from '../../db/schema';
import { auditPage } from '../../plugins/audit';

const listSpec = { filters: auditFilter, sorts: AUDIT_SORTS, defaultSort: { at: 'desc' as const } };

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    { config: { permission: P.admin.view }, schema: { tags: ['audit'], querystring: listQuerySchema, response: { 200: auditList } } },
    async (request) => {
      const q = parseListQuery(request.query, listSpec);
      const where: SQL[] = [];
      if (q.filter.entity) where.push(eq(auditLog.entity, q.filter.entity));
      if (q.filter.entityId) where.push(eq(auditLog.entityId, q.filter.entityId));
      if (q.filter.action) where.push(eq(auditLog.action, q.filter.action));
      if (q.filter.actorId) where.push(eq(auditLog.actorId, q.filter.actorId));
      return auditPage(app.database.db, {
        where: where.length ? and(...where) : undefined,
        order: q.sort[0]?.order === 'asc' ? 'asc' : 'desc',
        limit: q.limit,
        offset: q.offset,
      });
    },
  );
};
