import { useCallback, useEffect, useState } from 'react';
import type { ExpenseTotals } from '@shared/contracts/expenses';
import { expenses } from '@shared/contracts/plain/expenses';
import { api } from '@app/lib/api';
import { readRecord, saveRecord } from '@app/offline/cache';
import { useFileDownload } from '@app/kit/download/use-file-download';
import { useResourceList } from '@app/kit/resource/use-resource';
import { expenseResource } from '../resource';
import { expenseExportSearch, expenseListSearch, type ExpenseQuery } from './expense-query';

/** Each filter's last totals, kept on the device beside its saved rows so the strip reads offline too. */
const TOTALS_TYPE = 'expenses.totals';

/** The totals of the query they were answered for: a strip never shows another filter's sums. */
interface TotalsOf {
  key: string;
  totals: ExpenseTotals;
}

/** The month's expenses page by page, saved for offline, with the server's totals of the whole filter. */
export function useExpenseList(query: ExpenseQuery) {
  // The filter as the server reads it (page 1): the chosen property's name is not part of it.
  const key = expenseListSearch(query, 1);
  const [answered, setAnswered] = useState<TotalsOf | null>(null);
  const list = useResourceList(expenseResource, {
    query,
    search: expenseListSearch,
    onAnswer: (answer) => {
      setAnswered({ key, totals: answer.totals });
      void saveRecord(TOTALS_TYPE, key, answer.totals);
    },
  });
  const fromDevice = list.status === 'ready' && list.source === 'cache';
  useEffect(() => {
    if (!fromDevice) return;
    let live = true;
    void readRecord<ExpenseTotals>(TOTALS_TYPE, key).then((saved) => {
      if (live && saved) setAnswered((now) => (now?.key === key ? now : { key, totals: saved.data }));
    });
    return () => {
      live = false;
    };
  }, [fromDevice, key]);
  return { list, totals: answered?.key === key ? answered.totals : null };
}

/** The filter's expenses as a CSV file (every page). */
export function useExpenseCsv(query: ExpenseQuery) {
  const fetchFile = useCallback(() => api.callFile(expenses.exportCsv, { query: expenseExportSearch(query), quiet: true }), [query]);
  return useFileDownload(fetchFile, `expenses-${query.month}.csv`);
}
