import type { Expense } from '@shared/contracts/expenses';
import { expenses } from '@shared/contracts/plain/expenses';
import { defineResource } from '@app/kit/resource/define-resource';

/** Expenses, cached as `expenses.expense:<id>`: the record key an offline capture and its receipt share. */
export const expenseResource = defineResource({
  type: 'expenses.expense',
  list: expenses.list,
  record: expenses.get,
  rows: (answer) => ({ items: answer.expenses, totalCount: answer.totalCount }),
  id: (record: Expense) => record.id,
});
