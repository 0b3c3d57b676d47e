import { eq } from 'drizzle-orm';
import type { User } from '@shared/contracts/users';
import type { Db, Tx } from '@server/db/client';
import { accounts, type AccountRow } from '@server/db/schema';
import { conflict } from '@server/core/errors/http-errors';
import { lastChangeOf, writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { listAccountFiles } from '@server/core/files/storage';
import { toUser } from './dto';

export type AccountPatch = Partial<Omit<AccountRow, 'id' | 'accountNumber' | 'kind' | 'createdAt'>>;

export interface UserChange {
  action: string;
  load: (tx: Tx) => Promise<AccountRow>;
  /** The patch to apply, or null when the record already says what was asked (nothing to do). */
  patch: (current: AccountRow) => AccountPatch | null;
  afterUpdate?: (tx: Tx, updated: AccountRow) => Promise<void>;
}

/**
 * Thrown by a patch when the record moved on since the admin looked: a 409 carrying what it is now
 * and its latest audit entry — who decided what, and when (DESIGN.md §4).
 */
export class MovedOn extends Error {}

/**
 * Every change to a user goes through here: locked read, the change, the audit entry with
 * before and after, all in one transaction.
 */
export async function changeUser(db: Db, actor: AuditActor, change: UserChange): Promise<User> {
  return db.transaction(async (tx) => {
    const current = await change.load(tx);
    const documents = await listAccountFiles(tx, current.id);
    let patch: AccountPatch | null;
    try {
      patch = change.patch(current);
    } catch (err) {
      if (err instanceof MovedOn) {
        throw conflict(err.message, toUser(current, documents), await lastChangeOf(tx, 'account', current.id));
      }
      throw err;
    }
    if (!patch) return toUser(current, documents);
    const [updated] = await tx
      .update(accounts)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(accounts.id, current.id))
      .returning();
    if (change.afterUpdate) await change.afterUpdate(tx, updated);
    const before = toUser(current, documents);
    const after = toUser(updated, documents);
    await writeAudit(tx, actor, { action: change.action, entity: 'account', entityId: current.id, before, after });
    return after;
  });
}

/** The admin decided on what they saw; if the record says something else now, that is a conflict. */
export function expectState<T>(current: T, expected: T | undefined, what: string): void {
  if (expected !== undefined && expected !== current) {
    throw new MovedOn(`The ${what} changed before this decision reached the server: it is now ${String(current)}`);
  }
}

