import type { ExpenseCategory, ExpenseStatus } from '@shared/contracts/plain/expenses';
import { toApiMonth } from '@shared/dates';
import { encodeListParams } from '@shared/list-encode';
import { PAGE_SIZE } from '@app/kit/constants';

export type StatusSegment = ExpenseStatus | 'all';
export const STATUS_SEGMENTS: readonly StatusSegment[] = ['recorded', 'approved', 'void', 'all'];

/** The list's screen state: a month, and what narrows it. `propertyName` is only the chosen property's words. */
export interface ExpenseQuery {
  month: string;
  status: StatusSegment;
  category: ExpenseCategory | null;
  billable: boolean | null;
  propertyId: string | null;
  propertyName: string;
  search: string;
}

/** This month in Kuala Lumpur, every status, nothing narrowed. */
export const defaultExpenseQuery = (now: Date = new Date()): ExpenseQuery => ({
  month: toApiMonth(now),
  status: 'all',
  category: null,
  billable: null,
  propertyId: null,
  propertyName: '',
  search: '',
});

/** The query as the list protocol's `filter`: what is "every" left out. */
export function expenseFilterOf(query: ExpenseQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = { month: query.month };
  if (query.status !== 'all') filter.status = query.status;
  if (query.category) filter.category = query.category;
  if (query.billable !== null) filter.billable = query.billable;
  if (query.propertyId) filter.propertyId = query.propertyId;
  if (query.search.trim()) filter.search = query.search.trim();
  return filter;
}

/** Newest expense date first, then newest recorded: the order the month is read in. */
export const EXPENSE_ORDER = { expenseDate: 'desc', createdAt: 'desc' } as const;

export const expenseListSearch = (query: ExpenseQuery, page: number) =>
  encodeListParams({ filter: expenseFilterOf(query), sort: EXPENSE_ORDER, pagination: { limit: PAGE_SIZE, currentPage: page } });

/** The export takes the same filter and order, and no pages. */
export const expenseExportSearch = (query: ExpenseQuery) => encodeListParams({ filter: expenseFilterOf(query), sort: EXPENSE_ORDER });

/** Whether anything beyond the month hides expenses: the empty state then offers to clear it. */
export const isNarrowed = (query: ExpenseQuery) =>
  query.status !== 'all' || query.category !== null || query.billable !== null || query.propertyId !== null || query.search.trim() !== '';

/** Back to every expense of the same month. */
export const clearedQuery = (query: ExpenseQuery): ExpenseQuery => ({ ...defaultExpenseQuery(), month: query.month });
