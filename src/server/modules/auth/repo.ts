import { eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { Language } from '@shared/constants';
import { accounts, ownerProfiles, type AccountRow } from '@server/db/schema';

export async function markSignedIn(db: Executor, id: string): Promise<AccountRow> {
  const [row] = await db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, id)).returning();
  return row;
}

/** The holder's own choice of password: no longer a temporary one. */
export async function setOwnPassword(tx: Executor, id: string, passwordHash: string): Promise<void> {
  await tx.update(accounts).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(accounts.id, id));
}

/** The language an owner's record says they read (none for an owner without a profile yet). */
export async function ownerLanguage(db: Executor, accountId: string): Promise<Language | undefined> {
  const [row] = await db.select({ language: ownerProfiles.preferredLanguage }).from(ownerProfiles).where(eq(ownerProfiles.accountId, accountId));
  return row?.language;
}
