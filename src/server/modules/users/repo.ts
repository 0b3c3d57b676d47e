import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, type AccountRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';

/** Platform users and owners: everything user management may touch, never an admin. */
export const isManagedAccount: SQL = inArray(accounts.kind, ['user', 'owner']);

async function loadBy(db: Executor, where: SQL, lock: boolean): Promise<AccountRow> {
  const query = db.select().from(accounts).where(and(isManagedAccount, where));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('User');
  return row;
}

export const loadUserById = (db: Executor, id: string, lock = false) => loadBy(db, eq(accounts.id, id), lock);
export const loadUserByAccountNumber = (db: Executor, accountNumber: string, lock = false) =>
  loadBy(db, eq(accounts.accountNumber, accountNumber), lock);

export type AccountPatch = Partial<Omit<AccountRow, 'id' | 'accountNumber' | 'kind' | 'createdAt'>>;

export async function updateAccount(tx: Executor, id: string, patch: AccountPatch): Promise<AccountRow> {
  const [updated] = await tx
    .update(accounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  return updated;
}
