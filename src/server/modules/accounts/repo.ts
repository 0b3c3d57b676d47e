import { eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, type AccountRow } from '@server/db/schema';

/** Any kind of account, locked for the change; undefined when there is none. */
export async function lockAccount(tx: Executor, id: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return row;
}

/** The password only its holder may keep: it must be replaced at the next sign-in. */
export async function setTemporaryPassword(tx: Executor, id: string, passwordHash: string): Promise<AccountRow> {
  const [row] = await tx
    .update(accounts)
    .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  return row;
}
