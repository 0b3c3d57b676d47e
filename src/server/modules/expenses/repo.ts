import { and, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '@server/db/client';
import { expensesTable as expenses, properties, units, type ExpenseRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { listConditions, pagedList, type FilterConditions, type ListRequest } from '@server/core/list-query';
import { containsAny } from '@server/core/text-search';
import type { ExpenseFilter } from './dto';
import { updateVersioned } from '@server/core/versioned-update';

const nameOf = (id: AnyColumn) => sql<string | null>`(select a.name from accounts a where a.id = ${id})`;

/** An expense as every read shows it: with its place's names, who recorded, approved and voided it, and its receipt's type and size. */
const expenseFields = {
  expense: expenses,
  propertyName: sql<string | null>`(select p.name from properties p where p.id = ${expenses.propertyId})`,
  unitName: sql<string | null>`(select u.unit_number from units u where u.id = ${expenses.unitId})`,
  recordedByName: nameOf(expenses.recordedBy),
  approvedByName: nameOf(expenses.approvedBy),
  voidedByName: nameOf(expenses.voidedBy),
  receiptMimeType: sql<string | null>`(select f.mime_type from files f where f.id = ${expenses.receiptFileId})`,
  receiptSize: sql<number | null>`(select f.size from files f where f.id = ${expenses.receiptFileId})`.mapWith(Number),
};

export type ExpenseView = ExpenseRow & {
  propertyName: string | null;
  unitName: string | null;
  recordedByName: string | null;
  approvedByName: string | null;
  voidedByName: string | null;
  receiptMimeType: string | null;
  receiptSize: number | null;
};

type Selected = { expense: ExpenseRow } & Omit<ExpenseView, keyof ExpenseRow>;
const flat = ({ expense, ...rest }: Selected): ExpenseView => ({ ...expense, ...rest });

const totalSen = sql<number>`(${expenses.amountSen} + ${expenses.sstSen})`;

/** Business dates are Asia/Kuala_Lumpur days: a month is its first day to the first of the next, as dates. */
function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** The list's and the export's filters; the totals read the same ones. */
const filters: FilterConditions<ExpenseFilter> = {
  month: (month) => {
    const { from, to } = monthRange(month);
    return sql`${expenses.expenseDate} >= ${from}::date AND ${expenses.expenseDate} < ${to}::date`;
  },
  propertyId: (id) => eq(expenses.propertyId, id),
  unitId: (id) => eq(expenses.unitId, id),
  category: (category) => eq(expenses.category, category),
  status: (status) => eq(expenses.status, status),
  billable: (billable) => eq(expenses.billable, billable),
  search: (search) => containsAny(search, expenses.payee, expenses.description),
};

const sorts = { expenseDate: expenses.expenseDate, totalSen, createdAt: expenses.createdAt };

/**
 * One page in the requested order, uncounted: the list's total comes with its sums (`expenseSums`), one statement
 * for both. `alsoWhere` narrows it for one call (the inbox's ids).
 */
export async function expenseRows(db: Executor, q: ListRequest<ExpenseFilter>, alsoWhere: readonly SQL[] = []): Promise<ExpenseView[]> {
  const page = await pagedList(
    db,
    { from: expenses, select: expenseFields, filters, sorts, tieBreaker: { column: expenses.id, order: 'with-first-sort' } },
    { ...q, count: false },
    alsoWhere,
  );
  return page.rows.map(flat);
}

export interface ExpenseSums {
  /** Every matching expense, void ones too (the list's total). */
  matching: number;
  /** The rest: sums of the matching expenses that are not void. */
  count: number;
  amountSen: number;
  sstSen: number;
  totalSen: number;
  billableSen: number;
}

/**
 * How many expenses match and the sums of those not void, in one pass over the matching rows: a single aggregate
 * statement, however many pages the list has (at 100k expenses it reads the table once, on its indexes when filtered).
 */
export async function expenseSums(db: Executor, filter: ExpenseFilter): Promise<ExpenseSums> {
  const where = and(...(await listConditions(db, { filters }, filter)));
  const live = sql`${expenses.status} <> 'void'`;
  const [row] = await db
    .select({
      matching: count(),
      count: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
      amountSen: sql<number>`coalesce(sum(${expenses.amountSen}) filter (where ${live}), 0)`.mapWith(Number),
      sstSen: sql<number>`coalesce(sum(${expenses.sstSen}) filter (where ${live}), 0)`.mapWith(Number),
      billableSen: sql<number>`coalesce(sum(${expenses.amountSen} + ${expenses.sstSen}) filter (where ${live} and ${expenses.billable}), 0)`.mapWith(Number),
    })
    .from(expenses)
    .where(where);
  return { ...row, matching: Number(row.matching), totalSen: row.amountSen + row.sstSen };
}

/** `lock` takes the expense's row lock, so changes to one expense queue behind each other. */
export async function loadExpense(db: Executor, id: string, lock = false): Promise<ExpenseView> {
  const query = db.select(expenseFields).from(expenses).where(eq(expenses.id, id));
  const [row] = lock ? await query.for('update', { of: expenses }) : await query;
  if (!row) throw notFound('Expense');
  return flat(row);
}

export async function findExpense(db: Executor, id: string): Promise<ExpenseView | null> {
  const [row] = await db.select(expenseFields).from(expenses).where(eq(expenses.id, id));
  return row ? flat(row) : null;
}

/** Inserts the expense unless its id is taken; null when it is (a device's id sent again under another key). */
export async function insertExpense(tx: Tx, values: typeof expenses.$inferInsert): Promise<string | null> {
  const [row] = await tx.insert(expenses).values(values).onConflictDoNothing({ target: expenses.id }).returning({ id: expenses.id });
  return row?.id ?? null;
}

export async function updateExpense(tx: Tx, id: string, patch: Partial<typeof expenses.$inferInsert>): Promise<void> {
  await updateVersioned(tx, expenses, id, patch);
}

/** A place an expense names: the property, and the unit's property when a unit is named. */
export async function propertyExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id));
  return Boolean(row);
}

export async function unitPlace(db: Executor, id: string): Promise<{ propertyId: string; unitNumber: string } | null> {
  const [row] = await db.select({ propertyId: units.propertyId, unitNumber: units.unitNumber }).from(units).where(eq(units.id, id));
  return row ?? null;
}
