import { and, desc, eq, getTableColumns, inArray, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '@server/db/client';
import { accounts, creditAccounts, creditEntries, creditRequests, type CreditEntryRow, type CreditRequestRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { searchMatches } from '@server/core/accounts/account-filters';
import type { EntryFilter, HolderFilter, RequestFilter } from './dto';

/** Credit is held by platform users and owners, never by admins or erased accounts. */
const isHolder = [inArray(accounts.kind, ['user', 'owner']), isNull(accounts.deletedAt)];

const balanceOf = sql<number>`coalesce(${creditAccounts.balanceSen}, 0)`.mapWith(Number);
const attachmentFields = {
  attachmentMimeType: sql<string | null>`(select f.mime_type from files f where f.id = ${creditRequests.attachmentFileId})`,
  attachmentSize: sql<number | null>`(select f.size from files f where f.id = ${creditRequests.attachmentFileId})`.mapWith(Number),
};
const nameOf = (id: AnyColumn) => sql<string | null>`(select a.name from accounts a where a.id = ${id})`;

const holderFields = {
  accountId: accounts.id,
  accountNumber: accounts.accountNumber,
  name: accounts.name,
  role: accounts.role,
  balanceSen: balanceOf,
};
export type HolderRow = Pick<typeof accounts.$inferSelect, 'accountNumber' | 'name' | 'role'> & { accountId: string; balanceSen: number };

const entryFields = {
  id: creditEntries.id,
  accountId: creditEntries.accountId,
  holderName: accounts.name,
  holderAccountNumber: accounts.accountNumber,
  amountSen: creditEntries.amountSen,
  kind: creditEntries.kind,
  requestId: creditEntries.requestId,
  reversesEntryId: creditEntries.reversesEntryId,
  reversedByEntryId: sql<string | null>`(select r.id from credit_entries r where r.reverses_entry_id = ${creditEntries.id})`,
  reason: creditEntries.reason,
  createdBy: creditEntries.createdBy,
  createdByName: nameOf(creditEntries.createdBy),
  createdAt: creditEntries.createdAt,
};

function entrySelect(db: Executor) {
  return db.select(entryFields).from(creditEntries).innerJoin(accounts, eq(accounts.id, creditEntries.accountId));
}
export type EntryRow = Awaited<ReturnType<ReturnType<typeof entrySelect>['execute']>>[number];

export type RequestRow = CreditRequestRow & {
  attachmentMimeType: string | null;
  attachmentSize: number | null;
  holderName: string;
  holderAccountNumber: string;
  balanceSen: number;
  makerName: string | null;
  decidedByName: string | null;
};

/** A request as every read shows it: with its holder, the balance now and who made and decided it. */
const requestFields = {
  request: creditRequests,
  ...attachmentFields,
  holderName: accounts.name,
  holderAccountNumber: accounts.accountNumber,
  balanceSen: balanceOf,
  makerName: nameOf(creditRequests.makerId),
  decidedByName: nameOf(creditRequests.decidedBy),
};

function requestSelect(db: Executor) {
  return db
    .select(requestFields)
    .from(creditRequests)
    .innerJoin(accounts, eq(accounts.id, creditRequests.accountId))
    .leftJoin(creditAccounts, eq(creditAccounts.accountId, creditRequests.accountId));
}

type RequestSelected = Awaited<ReturnType<ReturnType<typeof requestSelect>['execute']>>[number];
const flatRequest = ({ request, ...rest }: RequestSelected): RequestRow => ({ ...request, ...rest });

export async function holderPage(db: Executor, q: ListRequest<HolderFilter>): Promise<ListPage<HolderRow>> {
  return pagedList(
    db,
    {
      from: accounts,
      joins: [{ table: creditAccounts, on: eq(creditAccounts.accountId, accounts.id), kind: 'left' }] as const,
      select: holderFields,
      where: isHolder,
      filters: { search: (search) => searchMatches(search) },
      sorts: { name: accounts.name, accountNumber: accounts.accountNumber },
      tieBreaker: { column: accounts.id, order: 'asc' },
    },
    q,
  );
}

export async function loadHolder(db: Executor, accountId: string): Promise<HolderRow> {
  const [row] = await db
    .select(holderFields)
    .from(accounts)
    .leftJoin(creditAccounts, eq(creditAccounts.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), ...isHolder));
  if (!row) throw notFound('Credit holder');
  return row;
}

/** Business dates are Asia/Kuala_Lumpur days (UTC+8, no daylight saving). */
const klMidnight = (date: string, plusDays = 0) => new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 86_400_000);

const entryFilters = {
  accountId: (id: string) => eq(creditEntries.accountId, id),
  kind: (kind: CreditEntryRow['kind']) => eq(creditEntries.kind, kind),
  from: (from: string) => sql`${creditEntries.createdAt} >= ${klMidnight(from).toISOString()}::timestamptz`,
  to: (to: string) => sql`${creditEntries.createdAt} < ${klMidnight(to, 1).toISOString()}::timestamptz`,
};
const entrySorts = { createdAt: creditEntries.createdAt, amountSen: creditEntries.amountSen };
const entryJoins = [{ table: accounts, on: eq(accounts.id, creditEntries.accountId), kind: 'inner' }] as const;

export async function entryPage(db: Executor, q: ListRequest<EntryFilter>): Promise<ListPage<EntryRow>> {
  return pagedList(
    db,
    {
      from: creditEntries,
      joins: entryJoins,
      // The holder joins along a NOT NULL key and no filter reads it: the count reads the ledger alone (issue 24).
      countJoins: [],
      select: entryFields,
      filters: entryFilters,
      sorts: entrySorts,
      tieBreaker: { column: creditEntries.id, order: 'with-first-sort' },
    },
    q,
  );
}

export type ExportRow = EntryRow;

/** The same filters and order as the entries list, with the holder's account number, `limit` rows at most. */
export async function exportPage(db: Executor, q: ListRequest<EntryFilter>): Promise<ListPage<ExportRow>> {
  return pagedList(
    db,
    {
      from: creditEntries,
      joins: entryJoins,
      select: entryFields,
      filters: entryFilters,
      sorts: entrySorts,
      tieBreaker: { column: creditEntries.id, order: 'with-first-sort' },
    },
    q,
  );
}

export async function recentEntries(db: Executor, accountId: string, limit: number): Promise<EntryRow[]> {
  return entrySelect(db)
    .where(eq(creditEntries.accountId, accountId))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
    .limit(limit);
}

export async function loadEntry(db: Executor, id: string): Promise<EntryRow> {
  const [row] = await entrySelect(db).where(eq(creditEntries.id, id));
  if (!row) throw notFound('Credit entry');
  return row;
}

/** `makerId`: only that admin's requests; `exceptMakerId`: none of that admin's (what they may decide). */
export async function requestPage(
  db: Executor,
  q: ListRequest<RequestFilter>,
  makerId: string | null,
  exceptMakerId?: string,
  alsoWhere: readonly SQL[] = [],
): Promise<ListPage<RequestRow>> {
  const scope: SQL[] = [...(makerId ? [eq(creditRequests.makerId, makerId)] : []), ...(exceptMakerId ? [ne(creditRequests.makerId, exceptMakerId)] : []), ...alsoWhere];
  const page = await pagedList(
    db,
    {
      from: creditRequests,
      joins: [
        { table: accounts, on: eq(accounts.id, creditRequests.accountId), kind: 'inner' },
        { table: creditAccounts, on: eq(creditAccounts.accountId, creditRequests.accountId), kind: 'left' },
      ] as const,
      // The holder (NOT NULL key) and their balance (a left join on its key) change no count, and no filter reads them.
      countJoins: [],
      select: requestFields,
      filters: {
        status: (status) => eq(creditRequests.status, status),
        accountId: (id) => eq(creditRequests.accountId, id),
      },
      sorts: { createdAt: creditRequests.createdAt, amountSen: creditRequests.amountSen },
      tieBreaker: { column: creditRequests.id, order: 'with-first-sort' },
    },
    q,
    scope,
  );
  return { totalCount: page.totalCount, rows: page.rows.map(flatRequest) };
}

/** `lock` takes the request's row lock (not the holder's), so decisions on one request queue behind each other. */
export async function loadRequest(db: Executor, id: string, lock = false): Promise<RequestRow> {
  const query = requestSelect(db).where(eq(creditRequests.id, id));
  const [row] = lock ? await query.for('update', { of: creditRequests }) : await query;
  if (!row) throw notFound('Credit request');
  return flatRequest(row);
}

export async function insertRequest(tx: Tx, values: typeof creditRequests.$inferInsert): Promise<string> {
  const [row] = await tx.insert(creditRequests).values(values).returning({ id: creditRequests.id });
  return row.id;
}

/**
 * Writes a decision's fields and answers the request as a read would show it afterwards: the row as
 * the database stored it, its decider's name, and `balanceSen` (the holder's balance, which the caller
 * holds locked when it moved it). The holder and the attachment are the ones `row` was read with.
 */
export async function updateRequest(tx: Tx, row: RequestRow, patch: Partial<typeof creditRequests.$inferInsert>, balanceSen = row.balanceSen): Promise<RequestRow> {
  const [stored] = await tx
    .update(creditRequests)
    .set({ ...patch, version: sql`${creditRequests.version} + 1` })
    .where(eq(creditRequests.id, row.id))
    .returning({ ...getTableColumns(creditRequests), decidedByName: nameOf(creditRequests.decidedBy) });
  return { ...row, ...stored, balanceSen };
}

/**
 * The holder's balance, row-locked until the transaction ends: every posting to one holder waits
 * here, so two approvals can never both spend the same sen. The row is made on first use.
 */
export async function lockBalance(tx: Tx, accountId: string): Promise<number> {
  // One statement: the upsert takes the row lock whether it inserts the row or finds it.
  const [row] = await tx
    .insert(creditAccounts)
    .values({ accountId })
    .onConflictDoUpdate({ target: creditAccounts.accountId, set: { accountId: sql`excluded.account_id` } })
    .returning({ balanceSen: creditAccounts.balanceSen });
  return row.balanceSen;
}

/** Posts one entry and moves the locked balance by its amount; the caller holds the lock from lockBalance. */
export async function postEntry(tx: Tx, entry: typeof creditEntries.$inferInsert): Promise<string> {
  const [row] = await tx.insert(creditEntries).values(entry).returning({ id: creditEntries.id });
  await tx
    .update(creditAccounts)
    .set({ balanceSen: sql`${creditAccounts.balanceSen} + ${entry.amountSen}`, version: sql`${creditAccounts.version} + 1`, updatedAt: new Date() })
    .where(eq(creditAccounts.accountId, entry.accountId));
  return row.id;
}

export async function reversalOf(db: Executor, entryId: string): Promise<string | null> {
  const [row] = await db.select({ id: creditEntries.id }).from(creditEntries).where(eq(creditEntries.reversesEntryId, entryId));
  return row?.id ?? null;
}

/** The requests on an account still waiting for a decision, newest first (a holder has a handful at most). */
export async function pendingRequestsOf(db: Executor, accountId: string, limit: number) {
  return db
    .select({ id: creditRequests.id, kind: creditRequests.kind, amountSen: creditRequests.amountSen, reason: creditRequests.reason, createdAt: creditRequests.createdAt })
    .from(creditRequests)
    .where(and(eq(creditRequests.accountId, accountId), eq(creditRequests.status, 'pending')))
    .orderBy(desc(creditRequests.createdAt), desc(creditRequests.id))
    .limit(limit);
}
