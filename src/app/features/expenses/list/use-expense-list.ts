import { useCallback, useState } from 'react';
import type { ExpenseTotals } from '@shared/contracts/expenses';
import { expenses } from '@shared/contracts/plain/expenses';
import { api } from '@app/lib/api';
import { useFileDownload } from '@app/kit/download/use-file-download';
import { useResourceList } from '@app/kit/resource/use-resource';
import { expenseResource } from '../resource';
import { expenseExportSearch, expenseListSearch, type ExpenseQuery } from './expense-query';

/** The totals of the query they were answered for: a strip never shows another filter's sums. */
interface TotalsOf {
  key: string;
  totals: ExpenseTotals;
}

/** The month's expenses page by page, saved for offline, with the server's totals of the whole filter. */
export function useExpenseList(query: ExpenseQuery) {
  const key = JSON.stringify(query);
  const [answered, setAnswered] = useState<TotalsOf | null>(null);
  const list = useResourceList(expenseResource, { query, search: expenseListSearch, onAnswer: (answer) => setAnswered({ key, totals: answer.totals }) });
  return { list, totals: answered?.key === key ? answered.totals : null };
}

/** The filter's expenses as a CSV file (every page). */
export function useExpenseCsv(query: ExpenseQuery) {
  const fetchFile = useCallback(() => api.callFile(expenses.exportCsv, { query: expenseExportSearch(query), quiet: true }), [query]);
  return useFileDownload(fetchFile, `expenses-${query.month}.csv`);
}
