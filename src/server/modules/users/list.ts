import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserList, userFilter } from '@shared/contracts/users';
import type { ParsedList } from '@shared/list-params';
import type { Executor } from '@server/db/client';
import { accounts } from '@server/db/schema';
import { searchMatches } from '@server/core/accounts/account-filters';
import { listFilesOfAccounts } from '@server/core/files/storage';
import { getGlobalSetting } from '@server/core/global-settings';
import { listConditions, pagedList, type ListQuery } from '@server/core/list-query';
import { toUser } from './dto';
import { isManagedAccount } from './repo';

export type UserFilter = Partial<{ [K in keyof typeof userFilter]: z.infer<(typeof userFilter)[K]> }>;

/** No sign-in for `days`: never signed in counts from the day the account was made. */
export function dormantSince(days: number, now = Date.now()): SQL {
  const cutoff = new Date(now - days * 86_400_000);
  return or(lt(accounts.lastLoginAt, cutoff), and(isNull(accounts.lastLoginAt), lt(accounts.createdAt, cutoff))) as SQL;
}

const USERS: ListQuery<typeof accounts, [], undefined, UserFilter> = {
  from: accounts,
  where: [isManagedAccount, isNull(accounts.deletedAt)],
  filters: {
    search: searchMatches,
    role: (role) => eq(accounts.role, role),
    approvalStatus: (status) => eq(accounts.approvalStatus, status),
    banned: (banned) => eq(accounts.banned, banned),
    vip: (vip) => eq(accounts.isVip, vip),
    agentType: (agentType) => eq(accounts.agentType, agentType),
    verificationStatus: (status) => eq(accounts.verificationStatus, status),
    dormant: async (dormant, db) => {
      const condition = dormantSince(await getGlobalSetting(db, 'dormantAfterDays'));
      // A never-signed-in user makes the comparison NULL; NOT NULL would drop them from the not-dormant side too.
      return dormant ? condition : sql`NOT coalesce(${condition}, false)`;
    },
  },
  // Never-signed-in users sort last either way.
  sorts: {
    name: { column: accounts.name, nullsLast: true },
    createdAt: { column: accounts.createdAt, nullsLast: true },
    lastLoginAt: { column: accounts.lastLoginAt, nullsLast: true },
  },
  tieBreaker: { column: accounts.id, order: 'asc' },
};

/** The WHERE of the users list for these filters (the bench compares the API with this bare query). */
export function userConditions(db: Executor, filter: UserFilter): Promise<SQL[]> {
  return listConditions(db, USERS, filter);
}

export async function listUsers(db: Executor, q: ParsedList<UserFilter>, extra: SQL[] = []): Promise<UserList> {
  const page = await pagedList(db, USERS, q, extra);
  // Each card says how many documents a user sent (the riders' queue counts them): a list row
  // carries its documents like the detail does, read for the whole page at once.
  const documents = await listFilesOfAccounts(db, page.rows.map((r) => r.id));
  return { totalCount: page.totalCount, users: page.rows.map((r) => toUser(r, documents.get(r.id))) };
}
