import type { FastifyInstance } from 'fastify';
import { AUDIT_SORTS, audit, auditFilter } from '@shared/contracts/audit';
import { parseListQuery } from '@shared/list-params';
import { route } from '@server/core/route';
import { listAudit } from './service';

const listSpec = { filters: auditFilter, sorts: AUDIT_SORTS, defaultSort: { at: 'desc' as const } };

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  route(app, audit.list, async ({ db, query }) => listAudit(db, parseListQuery(query, listSpec)));
}
