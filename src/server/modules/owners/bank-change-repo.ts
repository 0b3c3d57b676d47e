import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, ownerBankChanges, type OwnerBankChangeRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';

const nameOf = (id: SQL | typeof ownerBankChanges.makerId | typeof ownerBankChanges.decidedBy) =>
  sql<string | null>`(select a.name from accounts a where a.id = ${id})`;

const changeFields = {
  change: ownerBankChanges,
  ownerName: accounts.name,
  ownerAccountNumber: accounts.accountNumber,
  makerName: nameOf(ownerBankChanges.makerId),
  decidedByName: nameOf(ownerBankChanges.decidedBy),
};

export interface BankChangeRecord {
  change: OwnerBankChangeRow;
  ownerName: string;
  ownerAccountNumber: string;
  makerName: string | null;
  decidedByName: string | null;
}

const selectChanges = (db: Executor) =>
  db.select(changeFields).from(ownerBankChanges).innerJoin(accounts, eq(accounts.id, ownerBankChanges.ownerId));

/** `lock` takes the change's own row lock, so two decisions on one change queue behind each other. */
export async function loadBankChange(db: Executor, id: string, lock = false): Promise<BankChangeRecord> {
  const query = selectChanges(db).where(eq(ownerBankChanges.id, id));
  const [row] = lock ? await query.for('update', { of: ownerBankChanges }) : await query;
  if (!row) throw notFound('Bank change');
  return row;
}

/** The owner's change waiting for approval, if any (at most one: a unique index). */
export async function pendingBankChange(db: Executor, ownerId: string): Promise<BankChangeRecord | undefined> {
  const [row] = await selectChanges(db).where(and(eq(ownerBankChanges.ownerId, ownerId), eq(ownerBankChanges.status, 'pending')));
  return row;
}

export async function lastDecidedBankChange(db: Executor, ownerId: string): Promise<BankChangeRecord | undefined> {
  const [row] = await selectChanges(db)
    .where(and(eq(ownerBankChanges.ownerId, ownerId), ne(ownerBankChanges.status, 'pending')))
    .orderBy(desc(ownerBankChanges.decidedAt), desc(ownerBankChanges.createdAt))
    .limit(1);
  return row;
}

export async function insertBankChange(db: Executor, values: typeof ownerBankChanges.$inferInsert): Promise<string> {
  const [row] = await db.insert(ownerBankChanges).values(values).returning({ id: ownerBankChanges.id });
  return row.id;
}

export async function closeBankChange(
  db: Executor,
  id: string,
  decision: Pick<OwnerBankChangeRow, 'status' | 'decidedBy' | 'remark'>,
): Promise<void> {
  await db.update(ownerBankChanges).set({ ...decision, decidedAt: new Date() }).where(eq(ownerBankChanges.id, id));
}

/** These changes, in any order: the inbox's page of bank changes. */
export function bankChangesByIds(db: Executor, ids: string[]): Promise<BankChangeRecord[]> {
  return selectChanges(db).where(inArray(ownerBankChanges.id, ids));
}
