import { asc, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, ownerStatementJobs, ownerStatementLines, ownerStatements, type OwnerStatementJobRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import type { LoadedStatement, StatementFilter } from './dto';
import { updateVersioned } from '@server/core/versioned-update';

const nameOf = (id: AnyColumn) => sql<string | null>`(select a.name from accounts a where a.id = ${id})`;

/** A statement as every read shows it: with its owner's name and who generated and approved it. */
const statementFields = {
  ...getTableColumns(ownerStatements),
  ownerName: accounts.name,
  generatedByName: nameOf(ownerStatements.generatedBy),
  approvedByName: nameOf(ownerStatements.approvedBy),
  supersededById: sql<string | null>`(select n.id::text from owner_statements n where n.supersedes_id = ${ownerStatements.id})`,
};

function statementSelect(db: Executor) {
  return db.select(statementFields).from(ownerStatements).innerJoin(accounts, eq(accounts.id, ownerStatements.ownerId));
}
export type StatementRow = Awaited<ReturnType<ReturnType<typeof statementSelect>['execute']>>[number];

const statementFilters = {
  month: (month: string) => eq(ownerStatements.month, month),
  ownerId: (id: string) => eq(ownerStatements.ownerId, id),
  status: (status: StatementRow['status']) => eq(ownerStatements.status, status),
};

/** An owner in the portal: their own statements, once sent (superseded ones they were sent stay theirs to read). */
export const portalScope = (owner: string): SQL =>
  sql`${ownerStatements.ownerId} = ${owner} AND (${ownerStatements.status} = 'sent' OR (${ownerStatements.status} = 'superseded' AND ${ownerStatements.sentAt} IS NOT NULL))`;

export async function statementPage(db: Executor, q: ListRequest<StatementFilter>, alsoWhere: readonly SQL[] = []): Promise<ListPage<StatementRow>> {
  return pagedList(
    db,
    {
      from: ownerStatements,
      joins: [{ table: accounts, on: eq(accounts.id, ownerStatements.ownerId), kind: 'inner' }] as const,
      select: statementFields,
      filters: statementFilters,
      sorts: {
        month: ownerStatements.month,
        ownerName: accounts.name,
        payoutSen: ownerStatements.payoutSen,
        createdAt: ownerStatements.createdAt,
      },
      tieBreaker: { column: ownerStatements.id, order: 'with-first-sort' },
    },
    q,
    alsoWhere,
  );
}

/** `lock` takes the statement's row lock, so decisions on one statement queue behind each other and the run. */
export async function loadStatement(db: Executor, id: string, options: { lock?: boolean; scope?: SQL } = {}): Promise<LoadedStatement> {
  const where = options.scope ? sql`${ownerStatements.id} = ${id} AND ${options.scope}` : eq(ownerStatements.id, id);
  const query = statementSelect(db).where(where);
  const [row] = options.lock ? await query.for('update', { of: ownerStatements }) : await query;
  if (!row) throw notFound('Owner statement');
  const lines = await db.select().from(ownerStatementLines).where(eq(ownerStatementLines.statementId, id)).orderBy(asc(ownerStatementLines.position));
  return { row, lines };
}

export async function writeStatement(db: Executor, id: string, patch: Partial<typeof ownerStatements.$inferInsert>): Promise<void> {
  await updateVersioned(db, ownerStatements, id, patch);
}

export async function loadJob(db: Executor, id: string): Promise<OwnerStatementJobRow> {
  const [row] = await db.select().from(ownerStatementJobs).where(eq(ownerStatementJobs.id, id));
  if (!row) throw notFound('Statement job');
  return row;
}
