import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What the app said about a decision it sent from its outbox: when it was queued and whether the
 * device was offline then. The device's word, not the server's knowledge — shown as such.
 */
export interface AuditClientClaim {
  queuedAt: string | null;
  queuedOffline: boolean | null;
}

/** Every state change: who, what, which record, before/after, when, and whether it came from the offline queue. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    viaOutbox: boolean('via_outbox').notNull().default(false),
    client: jsonb('client').$type<AuditClientClaim>(),
  },
  (t) => [index('audit_entity_idx').on(t.entity, t.entityId, t.at), index('audit_at_idx').on(t.at)],
);
