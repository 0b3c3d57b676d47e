import { useCallback } from 'react';
import type { ExpensesPatch, ExpensesRecord, NewExpenses } from '@shared/contracts/expenses';
import { expenses } from '@shared/contracts/plain/expenses';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import { pageSearch } from '@app/kit/list/list-query';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { expensesResource } from './resource';

export interface ExpensesQuery {
  search: string;
}
export const DEFAULT_EXPENSES_QUERY: ExpensesQuery = { search: '' };

const search = (query: ExpensesQuery, page: number) => pageSearch(query, { name: 'asc' }, page);

/** The list by name, page by page, saved for offline. */
export function useExpensesList(query: ExpensesQuery) {
  return useResourceList(expensesResource, { query, search });
}

/** One record by id, saved for offline. */
export function useExpensesRecord(id: string | undefined) {
  return useResourceRecord(expensesResource, id);
}

/** The area's writes; each keeps its Idempotency-Key until it succeeds. */
export function useExpensesMutations() {
  const { run, pending } = useMutationRunner();
  const create = useCallback(
    (body: NewExpenses): Promise<Outcome<ExpensesRecord>> => run('create', body, (idempotencyKey) => api.call(expenses.create, { body, idempotencyKey })),
    [run],
  );
  const update = useCallback(
    (id: string, body: ExpensesPatch): Promise<Outcome<ExpensesRecord>> =>
      run('update', { id, body }, (idempotencyKey) => api.call(expenses.update, { params: { id }, body, idempotencyKey })),
    [run],
  );
  return { create, update, pending };
}
