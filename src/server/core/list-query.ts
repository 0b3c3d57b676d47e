import { and, asc, count, desc, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { ParsedList, SortOrder } from '@shared/list-params';
import type { Executor } from '@server/db/client';

/**
 * A table joined to the list's own, on the joined table's key: a join that could repeat a row
 * would make the pages and the total disagree.
 */
export interface ListJoin<TTable extends PgTable = PgTable> {
  table: TTable;
  on: SQL;
  /** Inner drops rows without a match (from the total too); left keeps them, with its columns null. */
  kind: 'inner' | 'left';
}

/** How one filter of the list protocol narrows the rows; `db` is there for filters that read a setting. */
export type FilterConditions<TFilter> = {
  [K in keyof TFilter]?: (value: Exclude<TFilter[K], undefined>, db: Executor) => SQL | Promise<SQL>;
};

/**
 * A column a request may sort on. `nullsLast` keeps rows without a value at the end in both
 * directions (never-signed-in users); without it PostgreSQL's default applies, which the
 * indexes of the other lists are built for. An expression (SQL) sorts on what a row computes (a rank).
 */
export type SortColumn = AnyColumn | SQL | { column: AnyColumn; nullsLast: true };

/** A unique column ending every ORDER BY, so rows that tie never move between pages. */
export interface TieBreaker {
  column: AnyColumn;
  /** `with-first-sort` runs the same way as the request's first sort (newest first, newest id first). */
  order: SortOrder | 'with-first-sort';
}

export interface ListQuery<TFrom extends PgTable, TJoins extends readonly ListJoin[], TSelect, TFilter> {
  from: TFrom;
  joins?: TJoins;
  /**
   * The joins the total needs, when fewer than the page's (all of them when left out). A join that matches exactly
   * one row for every row (an inner join along a NOT NULL foreign key) and that no condition reads changes no count:
   * left out, the count of a big list reads one index instead of joining every match (docs/reservations.md, "The list at a million stays").
   */
  countJoins?: readonly ListJoin[];
  /**
   * Count at most one row past this: a `totalCount` of `countLimit + 1` means "more than `countLimit`". The count then
   * stops reading the index there instead of visiting every match of a table that grows without end.
   */
  countLimit?: number;
  /** What a row holds; every column of `from` when left out. */
  select?: TSelect;
  /** What every row of this list is, whatever the request asks (only admins, never erased ones…). */
  where?: readonly SQL[];
  /** One condition per filter, applied in this order; a filter the request leaves out or sends empty adds nothing. */
  filters?: FilterConditions<TFilter>;
  /** The columns a request may sort on, by the name the list protocol uses. */
  sorts: Readonly<Record<string, SortColumn>>;
  tieBreaker: TieBreaker;
}

/** The part of a parsed list request that picks the rows of one page. */
export type ListRequest<TFilter> = Pick<ParsedList<TFilter>, 'filter' | 'sort' | 'limit' | 'offset'> & {
  /**
   * `false`: the caller has counted already (the approvals inbox reads in full only the records it merged by key),
   * so no count is read and `totalCount` is the page's own length.
   */
  count?: false;
};

export interface ListPage<TRow> {
  /** How many rows match in all, over every page. */
  totalCount: number;
  rows: TRow[];
}

type NullabilityOf<TFrom extends PgTable, TJoins extends readonly ListJoin[]> = {
  [K in TFrom['_']['name']]: 'not-null';
} & {
  [J in TJoins[number] as J['table']['_']['name']]: J['kind'] extends 'left' ? 'nullable' : 'not-null';
};

/** One row as the query returns it: a left-joined table's columns may be null. */
export type ListRow<TFrom extends PgTable, TJoins extends readonly ListJoin[], TSelect> = TSelect extends SelectedFields
  ? SelectResult<TSelect, 'partial', NullabilityOf<TFrom, TJoins>>
  : TFrom['$inferSelect'];

/** The WHERE of a list: its own conditions, then one per filter the request gives. */
export async function listConditions<TFilter>(
  db: Executor,
  query: { where?: readonly SQL[]; filters?: FilterConditions<TFilter> },
  filter: TFilter,
): Promise<SQL[]> {
  const where = [...(query.where ?? [])];
  const given = filter as Record<string, unknown>;
  for (const [field, condition] of Object.entries(query.filters ?? {}) as [string, (value: unknown, db: Executor) => SQL | Promise<SQL>][]) {
    const value = given[field];
    if (value === undefined || value === '') continue;
    where.push(await condition(value, db));
  }
  return where;
}

function orderBy(sorts: Readonly<Record<string, SortColumn>>, tieBreaker: TieBreaker, requested: ListRequest<unknown>['sort']): SQL[] {
  const order = requested.map(({ field, order: direction }) => {
    const sort = sorts[field];
    if (!sort) throw new Error(`No column to sort on "${field}"`);
    if ('nullsLast' in sort) {
      return direction === 'asc' ? sql`${sort.column} ASC NULLS LAST` : sql`${sort.column} DESC NULLS LAST`;
    }
    return direction === 'asc' ? asc(sort) : desc(sort);
  });
  const last = tieBreaker.order === 'with-first-sort' ? (requested[0]?.order ?? 'asc') : tieBreaker.order;
  order.push(last === 'asc' ? asc(tieBreaker.column) : desc(tieBreaker.column));
  return order;
}

/**
 * One page of a list — filtered, sorted, limited — and how many rows match in all, read together.
 * `alsoWhere` narrows a list for one call only (the dormant users).
 */
export async function pagedList<
  TFrom extends PgTable,
  const TJoins extends readonly ListJoin[] = [],
  TSelect extends SelectedFields | undefined = undefined,
  TFilter = Record<string, never>,
>(
  db: Executor,
  query: ListQuery<TFrom, TJoins, TSelect, NoInfer<TFilter>>,
  request: ListRequest<TFilter>,
  alsoWhere: readonly SQL[] = [],
): Promise<ListPage<ListRow<TFrom, TJoins, TSelect>>> {
  const condition = and(...(await listConditions(db, query, request.filter)), ...alsoWhere);
  const from: PgTable = query.from;
  let rows: PgSelect = db.select(query.select ?? getTableColumns(from)).from(from).$dynamic();
  let matches: PgSelect = db.select(query.countLimit === undefined ? { total: count() } : { one: sql`1` }).from(from).$dynamic();
  for (const join of query.joins ?? []) rows = join.kind === 'left' ? rows.leftJoin(join.table, join.on) : rows.innerJoin(join.table, join.on);
  for (const join of query.countJoins ?? query.joins ?? []) matches = join.kind === 'left' ? matches.leftJoin(join.table, join.on) : matches.innerJoin(join.table, join.on);
  const total = query.countLimit === undefined ? matches.where(condition) : db.select({ total: count() }).from(matches.where(condition).limit(query.countLimit + 1).as('matches'));
  const pageRows = rows.where(condition).orderBy(...orderBy(query.sorts, query.tieBreaker, request.sort)).limit(request.limit).offset(request.offset);
  if (request.count === false) {
    const page = await pageRows;
    return { totalCount: page.length, rows: page as ListRow<TFrom, TJoins, TSelect>[] };
  }
  const [page, [counted]] = await Promise.all([pageRows, total]);
  return { totalCount: Number((counted as { total: number }).total), rows: page as ListRow<TFrom, TJoins, TSelect>[] };
}
