import { eq } from 'drizzle-orm';
import { auditLog } from '@server/db/schema';
import type { FilterConditions } from '@server/core/list-query';
import type { AuditFilter } from './dto';

/** Each filter of the audit list is an exact match on its column. */
export const AUDIT_FILTERS: FilterConditions<AuditFilter> = {
  entity: (entity) => eq(auditLog.entity, entity),
  entityId: (entityId) => eq(auditLog.entityId, entityId),
  action: (action) => eq(auditLog.action, action),
  actorId: (actorId) => eq(auditLog.actorId, actorId),
};
