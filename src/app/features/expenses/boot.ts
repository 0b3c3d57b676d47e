import { EXPENSES_LIST_PATH } from '@shared/contracts/early-paths';
import { defineBoot } from '@app/lib/boot';
import { defaultExpenseQuery, expenseListSearch } from './list/expense-query';

/**
 * A cold start at the expenses asks for this month's first page (and its totals, which come with it) from the entry,
 * beside the profile check (issue 27). The list's own search of its default query, asked for at start so the month
 * is the one the page opens on; the list's first read takes the answer.
 */
export default defineBoot({
  page: '/admin/expenses',
  reads: [{ path: EXPENSES_LIST_PATH, query: () => expenseListSearch(defaultExpenseQuery(), 1) }],
});
