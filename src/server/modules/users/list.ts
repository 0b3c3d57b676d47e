import { and, count, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserList, userFilter } from '@shared/contracts/users';
import type { ParsedList } from '@shared/list-params';
import type { Executor } from '@server/db/client';
import { accounts } from '@server/db/schema';
import { searchMatches } from '@server/core/accounts/account-filters';
import { listFilesOfAccounts } from '@server/core/files/storage';
import { getGlobalSetting } from '@server/core/global-settings';
import { toUser } from './dto';
import { isManagedAccount } from './repo';

export type UserFilter = Partial<{ [K in keyof typeof userFilter]: z.infer<(typeof userFilter)[K]> }>;

/** No sign-in for `days`: never signed in counts from the day the account was made. */
export function dormantSince(days: number, now = Date.now()): SQL {
  const cutoff = new Date(now - days * 86_400_000);
  return or(lt(accounts.lastLoginAt, cutoff), and(isNull(accounts.lastLoginAt), lt(accounts.createdAt, cutoff))) as SQL;
}

export async function userConditions(db: Executor, filter: UserFilter): Promise<SQL[]> {
  const where: SQL[] = [isManagedAccount, isNull(accounts.deletedAt)];
  if (filter.search) where.push(searchMatches(filter.search));
  if (filter.role) where.push(eq(accounts.role, filter.role));
  if (filter.approvalStatus) where.push(eq(accounts.approvalStatus, filter.approvalStatus));
  if (filter.banned !== undefined) where.push(eq(accounts.banned, filter.banned));
  if (filter.vip !== undefined) where.push(eq(accounts.isVip, filter.vip));
  if (filter.agentType) where.push(eq(accounts.agentType, filter.agentType));
  if (filter.verificationStatus) where.push(eq(accounts.verificationStatus, filter.verificationStatus));
  if (filter.dormant !== undefined) {
    const dormant = dormantSince(await getGlobalSetting(db, 'dormantAfterDays'));
    // A never-signed-in user makes the comparison NULL; NOT NULL would drop them from the not-dormant side too.
    where.push(filter.dormant ? dormant : sql`NOT coalesce(${dormant}, false)`);
  }
  return where;
}

const SORT_COLUMNS = { name: accounts.name, createdAt: accounts.createdAt, lastLoginAt: accounts.lastLoginAt } as const;

export async function listUsers(db: Executor, q: ParsedList<UserFilter>, extra: SQL[] = []): Promise<UserList> {
  const condition = and(...(await userConditions(db, q.filter)), ...extra);
  const orderBy = q.sort.map((s) => {
    const column = SORT_COLUMNS[s.field as keyof typeof SORT_COLUMNS];
    // Never-signed-in users sort last either way.
    return s.order === 'asc' ? sql`${column} ASC NULLS LAST` : sql`${column} DESC NULLS LAST`;
  });
  orderBy.push(sql`${accounts.id} ASC`);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(accounts).where(condition).orderBy(...orderBy).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(accounts).where(condition),
  ]);
  // Each card says how many documents a user sent (the riders' queue counts them): a list row
  // carries its documents like the detail does, read for the whole page at once.
  const documents = await listFilesOfAccounts(db, rows.map((r) => r.id));
  return { totalCount: Number(total), users: rows.map((r) => toUser(r, documents.get(r.id))) };
}

