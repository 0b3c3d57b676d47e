import { asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, ownerInstallmentEntries, ownerInstallmentsTable as plans, type OwnerInstallmentEntryRow, type OwnerInstallmentRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type FilterConditions, type ListRequest } from '@server/core/list-query';
import { containsAny } from '@server/core/text-search';
import type { InstallmentFilter } from './dto';
import { updateVersioned } from '@server/core/versioned-update';

const nameOf = (id: AnyColumn) => sql<string | null>`(select a.name from accounts a where a.id = ${id})`;

/** A plan as every read shows it: with its owner's name and account number, and who made it. */
const planFields = {
  plan: plans,
  ownerName: sql<string>`(select a.name from accounts a where a.id = ${plans.ownerId})`,
  ownerAccountNumber: sql<string>`(select a.account_number from accounts a where a.id = ${plans.ownerId})`,
  createdByName: nameOf(plans.createdBy),
};

export type PlanRow = OwnerInstallmentRow & { ownerName: string; ownerAccountNumber: string; createdByName: string | null };
export type EntryRow = OwnerInstallmentEntryRow & { recordedByName: string | null };
/** A plan and what happened to it: everything its schedule is derived from. */
export interface PlanView {
  plan: PlanRow;
  entries: EntryRow[];
}

type Selected = { plan: OwnerInstallmentRow } & Omit<PlanRow, keyof OwnerInstallmentRow>;
const flat = ({ plan, ...rest }: Selected): PlanRow => ({ ...plan, ...rest });

const filters: FilterConditions<InstallmentFilter> = {
  ownerId: (id) => eq(plans.ownerId, id),
  status: (status) => eq(plans.status, status),
  search: (search) => sql`(${containsAny(search, plans.title)} OR ${plans.ownerId} IN (select a.id from accounts a where a.kind = 'owner' and ${containsAny(search, sql`a.name`, sql`a.account_number`)}))`,
};

const sorts = { createdAt: plans.createdAt, startMonth: plans.startMonth, title: plans.title };

async function entriesOf(db: Executor, planIds: readonly string[]): Promise<EntryRow[]> {
  if (!planIds.length) return [];
  return db
    .select({ entry: ownerInstallmentEntries, recordedByName: nameOf(ownerInstallmentEntries.recordedBy) })
    .from(ownerInstallmentEntries)
    .where(inArray(ownerInstallmentEntries.planId, [...planIds]))
    .orderBy(asc(ownerInstallmentEntries.createdAt), asc(ownerInstallmentEntries.id))
    .then((rows) => rows.map(({ entry, recordedByName }) => ({ ...entry, recordedByName })));
}

/** One page of plans with their entries: two statements, whatever the page's length. */
export async function planPage(db: Executor, q: ListRequest<InstallmentFilter>): Promise<{ totalCount: number; views: PlanView[] }> {
  const page = await pagedList(db, { from: plans, select: planFields, filters, sorts, tieBreaker: { column: plans.id, order: 'with-first-sort' } }, q);
  const rows = page.rows.map(flat);
  const entries = await entriesOf(db, rows.map((r) => r.id));
  return { totalCount: page.totalCount, views: rows.map((plan) => ({ plan, entries: entries.filter((e) => e.planId === plan.id) })) };
}

/** A plan and its entries; `lock` holds the plan's row until the transaction ends, so two changes never interleave. */
export async function loadPlan(db: Executor, id: string, lock = false): Promise<PlanView> {
  const query = db.select(planFields).from(plans).where(eq(plans.id, id));
  const [row] = lock ? await query.for('update', { of: plans }) : await query;
  if (!row) throw notFound('Owner installment');
  return { plan: flat(row), entries: await entriesOf(db, [id]) };
}

/** True when the account is an owner's. */
export async function isOwner(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(sql`${accounts.id} = ${id} AND ${accounts.kind} = 'owner'`);
  return !!row;
}

export async function insertPlan(db: Executor, values: typeof plans.$inferInsert): Promise<string> {
  const [row] = await db.insert(plans).values(values).returning({ id: plans.id });
  return row.id;
}

/** Changes a plan's own row: the version moves on with every change, its entries' too. */
export async function updatePlan(db: Executor, id: string, patch: Partial<typeof plans.$inferInsert>): Promise<void> {
  await updateVersioned(db, plans, id, patch);
}

export async function insertEntry(db: Executor, values: typeof ownerInstallmentEntries.$inferInsert): Promise<void> {
  await db.insert(ownerInstallmentEntries).values(values);
}
