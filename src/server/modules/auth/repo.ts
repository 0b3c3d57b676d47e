import { eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, type AccountRow } from '@server/db/schema';

export async function markSignedIn(db: Executor, id: string): Promise<AccountRow> {
  const [row] = await db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, id)).returning();
  return row;
}

/** The holder's own choice of password: no longer a temporary one. */
export async function setOwnPassword(tx: Executor, id: string, passwordHash: string): Promise<void> {
  await tx.update(accounts).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(accounts.id, id));
}
