import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AuditList } from '@shared/contracts/audit';
import type { User, UserList } from '@shared/contracts/users';
import type { ParsedList } from '@shared/list-params';
import type { Executor } from '@server/db/client';
import { accounts, auditLog } from '@server/db/schema';
import { auditPage } from '@server/core/audit/audit-page';
import { listAccountFiles, listFilesOfAccounts } from '@server/core/files/storage';
import { toUser, toUserListItem, type UserFilter } from './dto';
import { dormantUsers, loadUserByAccountNumber, loadUserById, userPage } from './repo';

export async function getUser(db: Executor, ref: { id: string } | { accountNumber: string }): Promise<User> {
  const row = 'id' in ref ? await loadUserById(db, ref.id) : await loadUserByAccountNumber(db, ref.accountNumber);
  return toUser(row, await listAccountFiles(db, row.id));
}

/** A user's decision history from the audit, for admins who may see users but not the whole audit. */
export async function userHistory(db: Executor, id: string, q: Pick<ParsedList<unknown>, 'limit' | 'offset'>): Promise<AuditList> {
  await loadUserById(db, id);
  return auditPage(db, { filter: {}, sort: [], limit: q.limit, offset: q.offset }, {
    where: [eq(auditLog.entity, 'users.account'), eq(auditLog.entityId, id)],
  });
}

export async function listUsers(db: Executor, q: ParsedList<UserFilter>, alsoWhere: readonly SQL[] = []): Promise<UserList> {
  const page = await userPage(db, q, alsoWhere);
  // Each card says how many documents a user sent (the riders' queue counts them): a list row
  // carries its documents like the detail does, read for the whole page at once.
  const documents = await listFilesOfAccounts(db, page.rows.map((r) => r.id));
  return { totalCount: page.totalCount, users: page.rows.map((r) => toUserListItem(r, documents.get(r.id))) };
}

/** Users who have not signed in for the company's dormancy period, whatever else the filters say. */
export async function listDormantUsers(db: Executor, q: ParsedList<UserFilter>): Promise<UserList> {
  return listUsers(db, q, [await dormantUsers(db)]);
}

/** These users as the list shows them, in no particular order (the approvals inbox's page, counted already). */
export async function usersByIds(db: Executor, ids: string[]): Promise<User[]> {
  const page = await userPage(db, { filter: {}, sort: [], limit: ids.length, offset: 0, count: false }, [inArray(accounts.id, ids)]);
  const documents = await listFilesOfAccounts(db, page.rows.map((r) => r.id));
  return page.rows.map((r) => toUserListItem(r, documents.get(r.id)));
}
