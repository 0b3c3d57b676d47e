import type { ExpensesRecord } from '@shared/contracts/expenses';
import { expenses } from '@shared/contracts/plain/expenses';
import { defineResource } from '@app/kit/resource/define-resource';

export const expensesResource = defineResource({
  type: 'expenses.record',
  list: expenses.list,
  record: expenses.get,
  rows: (answer) => ({ items: answer.expenses, totalCount: answer.totalCount }),
  id: (record: ExpensesRecord) => record.id,
});
