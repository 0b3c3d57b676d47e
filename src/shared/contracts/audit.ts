import { z } from 'zod';
import { defineCall } from './call';
import { listQuerySchema } from '../list-params';
import { AUDIT_ROUTES } from './plain/audit';

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  viaOutbox: z.boolean(),
  /**
   * What the app claimed when it sent the change from its outbox: when it queued it (device clock)
   * and whether the device was offline then. Null for changes without such a claim.
   */
  client: z.object({ queuedAt: z.string().nullable(), queuedOffline: z.boolean().nullable() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = z.object({ totalCount: z.number(), entries: z.array(auditEntry) });
export type AuditList = z.infer<typeof auditList>;

export const auditFilter = {
  entity: z.string().max(60),
  entityId: z.string().max(60),
  actorId: z.string().max(60),
  action: z.string().max(60),
};
export const AUDIT_SORTS = ['at'] as const;

export const audit = {
  list: defineCall({ ...AUDIT_ROUTES.list, query: listQuerySchema, response: auditList }),
};
