import { and, asc, eq, gte, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, contactChangeSubmissions, riderAttendance, type AccountRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { searchMatches } from '@server/core/accounts/account-filters';
import { assertPlatformUser } from '@server/core/accounts/managed-elsewhere';
import { getGlobalSetting } from '@server/core/global-settings';
import { listConditions, pagedList, type ListPage, type ListQuery, type ListRequest } from '@server/core/list-query';
import type { ContactChangeFilter, ContactChangeRow, SubmitterColumns, UserFilter } from './dto';

/** Platform users: everything user management may touch. Owners are Owner business, admins Admin business. */
export const isManagedAccount: SQL = eq(accounts.kind, 'user');

/** An owner or admin found here is refused by name (where it is managed), not hidden behind a 404. */
async function loadBy(db: Executor, where: SQL, lock: boolean): Promise<AccountRow> {
  const query = db.select().from(accounts).where(where);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('User');
  assertPlatformUser(row);
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

/** Whether another account (any but `exceptId`) already signs in with this email or phone. */
export async function contactTaken(tx: Executor, field: 'email' | 'phone', value: string, exceptId: string | null): Promise<boolean> {
  const column = field === 'email' ? accounts.email : accounts.phone;
  const [taken] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(exceptId ? and(eq(column, value), ne(accounts.id, exceptId)) : eq(column, value))
    .limit(1);
  return Boolean(taken);
}

/** A rider's clock-ins and -outs between two days, inclusive, by day. */
export function attendanceRecords(db: Executor, accountId: string, start: string, end: string) {
  return db
    .select()
    .from(riderAttendance)
    .where(and(eq(riderAttendance.accountId, accountId), gte(riderAttendance.workDate, start), lte(riderAttendance.workDate, end)))
    .orderBy(asc(riderAttendance.workDate));
}

/** No sign-in for `days`: never signed in counts from the day the account was made. */
export function dormantSince(days: number, now = Date.now()): SQL {
  const cutoff = new Date(now - days * 86_400_000);
  return or(lt(accounts.lastLoginAt, cutoff), and(isNull(accounts.lastLoginAt), lt(accounts.createdAt, cutoff))) as SQL;
}

export async function dormantUsers(db: Executor): Promise<SQL> {
  return dormantSince(await getGlobalSetting(db, 'dormantAfterDays'));
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
      const condition = await dormantUsers(db);
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

export function userPage(db: Executor, q: ListRequest<UserFilter>, alsoWhere: readonly SQL[] = []): Promise<ListPage<AccountRow>> {
  return pagedList(db, USERS, q, alsoWhere);
}

const submitterColumns = { accountNumber: accounts.accountNumber, name: accounts.name, email: accounts.email, phone: accounts.phone, kind: accounts.kind };

export interface ContactChangeWithSubmitter {
  row: ContactChangeRow;
  account: SubmitterColumns;
}

export function contactChangePage(db: Executor, q: ListRequest<ContactChangeFilter>, alsoWhere: readonly SQL[] = []): Promise<ListPage<ContactChangeWithSubmitter>> {
  return pagedList(
    db,
    {
      from: contactChangeSubmissions,
      joins: [{ table: accounts, on: eq(accounts.id, contactChangeSubmissions.accountId), kind: 'inner' }],
      select: { row: contactChangeSubmissions, account: submitterColumns },
      // An owner's email or phone is Owner business: their submissions are not decided here.
      where: [isManagedAccount],
      filters: {
        status: (status) => eq(contactChangeSubmissions.status, status),
        field: (field) => eq(contactChangeSubmissions.field, field),
        search: searchMatches,
      },
      sorts: { createdAt: contactChangeSubmissions.createdAt },
      tieBreaker: { column: contactChangeSubmissions.id, order: 'asc' },
    },
    q,
    alsoWhere,
  );
}

export async function lockContactChange(tx: Executor, id: string): Promise<ContactChangeWithSubmitter> {
  const [found] = await tx
    .select({ row: contactChangeSubmissions, account: submitterColumns })
    .from(contactChangeSubmissions)
    .innerJoin(accounts, eq(accounts.id, contactChangeSubmissions.accountId))
    .where(eq(contactChangeSubmissions.id, id))
    .for('update');
  if (!found) throw notFound('Contact change submission');
  assertPlatformUser(found.account);
  return found;
}

/** The approved email or phone becomes the account's own. */
export async function applyContact(tx: Executor, row: ContactChangeRow): Promise<SubmitterColumns> {
  const [account] = await tx
    .update(accounts)
    .set({ [row.field]: row.newValue, updatedAt: new Date() })
    .where(eq(accounts.id, row.accountId))
    .returning(submitterColumns);
  return account;
}

export async function closeContactChange(
  tx: Executor,
  id: string,
  decision: Pick<ContactChangeRow, 'status' | 'remark' | 'decidedBy'>,
): Promise<ContactChangeRow> {
  const [row] = await tx
    .update(contactChangeSubmissions)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(contactChangeSubmissions.id, id))
    .returning();
  return row;
}
