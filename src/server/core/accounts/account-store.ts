import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@server/db/client';
import { accountNumberSeq, accounts, type AccountRow } from '@server/db/schema';
import { hashPassword } from '@server/core/auth/passwords';

export async function nextAccountNumber(db: Executor): Promise<string> {
  const result = await db.execute(sql`SELECT nextval(${accountNumberSeq.seqName}) AS n`);
  return String(rowsOf<{ n: string }>(result)[0].n);
}

export async function findAccountByEmail(db: Executor, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.toLowerCase())).limit(1);
  return row;
}

export interface NewAdmin {
  name: string;
  email: string;
  phone?: string | null;
  password: string;
  permissions: number[];
  mustChangePassword?: boolean;
}

export async function insertAdmin(db: Executor, input: NewAdmin): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({
      accountNumber: await nextAccountNumber(db),
      kind: 'admin',
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      passwordHash: await hashPassword(input.password),
      permissions: input.permissions,
      mustChangePassword: input.mustChangePassword ?? false,
    })
    .returning();
  return row;
}
