import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '@server/db/client';
import { accounts, auditLog } from '@server/db/schema';
import type { AuditClientClaim } from '@server/db/schema/audit';
import type { LastChange } from '@shared/contracts/common';

export interface AuditInput {
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditActor {
  actorId: string | null;
  viaOutbox: boolean;
  /** The app's own account of how it queued the call (queued when, offline or not); absent from the command line. */
  client?: AuditClientClaim | null;
}

export function actorOf(request: FastifyRequest): AuditActor {
  return { actorId: request.auth?.account.id ?? null, viaOutbox: request.viaOutbox, client: request.clientClaim };
}

/** Written in the same transaction as the change it describes, so neither exists without the other. */
export async function writeAudit(db: Executor, actor: AuditActor, entry: AuditInput): Promise<void> {
  await writeAudits(db, actor, [entry]);
}

/** One entry per record a change touched (a year of holidays is a hundred), in one statement. */
export async function writeAudits(db: Executor, actor: AuditActor, entries: readonly AuditInput[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: actor.actorId,
      viaOutbox: actor.viaOutbox,
      client: actor.client ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

/**
 * The latest audit entry for one record, with the actor's name: what a 409 shows as "who decided
 * what, and when". Read inside the conflicting transaction, after the record's row lock, so it is
 * the change that made the record what the conflict reports.
 */
export async function lastChangeOf(db: Executor, entity: string, entityId: string): Promise<LastChange> {
  const [row] = await db
    .select({ action: auditLog.action, actorName: accounts.name, at: auditLog.at })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row ? { action: row.action, actorName: row.actorName, at: row.at.toISOString() } : null;
}

/**
 * The latest of the given actions on one record, with its actor's name: who decided it (an approval, a
 * ban), as opposed to whoever last touched it (the request itself, an edit). Null when none was recorded.
 */
export async function lastDecisionOf(db: Executor, entity: string, entityId: string, actions: readonly string[]): Promise<{ name: string | null; at: string } | null> {
  if (!actions.length) return null;
  const [row] = await db
    .select({ name: accounts.name, at: auditLog.at })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), inArray(auditLog.action, [...actions])))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row ? { name: row.name, at: row.at.toISOString() } : null;
}
