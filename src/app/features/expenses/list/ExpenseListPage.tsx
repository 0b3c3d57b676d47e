import { useCallback, useState } from 'react';
import { IonContent } from '@ionic/react';
import { EXPENSE_CATEGORIES } from '@shared/contracts/plain/expenses';
import { P } from '@shared/permissions';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { PageHeader } from '@app/shell/PageHeader';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { DownloadButton } from '@app/kit/download/DownloadButton';
import { DownloadProblemNotice } from '@app/kit/download/DownloadProblemNotice';
import { yesNoOptions } from '@app/kit/list/FilterSelect';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListCreateButton } from '@app/kit/list/ListCreateButton';
import { ListFilters, type ListFilterSpec } from '@app/kit/list/list-filters';
import { countLine } from '@app/kit/list/list-count';
import { gridWords } from '@app/kit/list/list-words';
import { KIT_WORDS } from '@app/kit/words';
import { ExpenseCard } from './ExpenseCard';
import { ExpenseListControls } from './ExpenseListControls';
import { ExpenseTotalsStrip } from './ExpenseTotalsStrip';
import { clearedQuery, defaultExpenseQuery, isNarrowed, STATUS_SEGMENTS, type ExpenseQuery } from './expense-query';
import { useExpenseCsv, useExpenseList } from './use-expense-list';
import { WaitingCaptures } from './WaitingCaptures';
import '../expenses.css';

/**
 * The expenses of a month (32): status segments, search, category and billable selects, the month and property
 * controls; then the filter's totals, what this device has not sent yet, and the cards. Built from the list page's
 * parts rather than ListPage, which has no room for the totals and the waiting captures above its cards.
 */
export default function ExpenseListPage() {
  const { t } = useTranslation('expenses');
  const { t: kit } = useTranslation(KIT_WORDS);
  const [query, setQuery] = useState(defaultExpenseQuery);
  const { list, totals } = useExpenseList(query);
  const csv = useExpenseCsv(query);
  const refresh = useCallback(() => void list.refresh(), [list]);
  useViewReturn(refresh);
  const narrowed = isNarrowed(query);

  const filters: ListFilterSpec<ExpenseQuery> = {
    segments: { key: 'status', label: t('list.status'), testIdPrefix: 'expense-segment', options: STATUS_SEGMENTS.map((s) => ({ value: s, label: t(`segment.${s}`) })) },
    search: { placeholder: t('list.searchPlaceholder'), testId: 'expense-search' },
    selects: [
      {
        key: 'category',
        label: t('list.category'),
        testId: 'expense-filter-category',
        wide: true,
        options: [{ value: null, label: t('list.allCategories') }, ...EXPENSE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))],
      },
      { key: 'billable', label: t('list.billableFilter'), testId: 'expense-filter-billable', options: yesNoOptions(t('list.billableAny'), t('list.billableYes'), t('list.billableNo')) },
    ],
  };

  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={
          <>
            <DownloadButton busy={csv.busy} disabled={!csv.online} onDownload={() => void csv.download()} label={t('export.button')} busyLabel={t('export.busy')} testId="expense-download-csv" />
            <ListCreateButton namespace="expenses" create={{ path: '/admin/expenses/new', permission: P.expenses.create, testId: 'expense-create-button' }} />
          </>
        }
      >
        <ListFilters<ExpenseQuery> spec={filters} query={query} onChange={setQuery}>
          <ExpenseListControls query={query} onChange={setQuery} />
        </ListFilters>
      </PageHeader>
      <IonContent className="page-content">
        {csv.problem ? (
          <DownloadProblemNotice
            message={csv.problem.kind === 'failed' ? csv.problem.message || t('export.failed') : t(`export.${csv.problem.kind}`)}
            dismissLabel={t('export.dismiss')}
            onDismiss={csv.dismiss}
            testId="expense-download-problem"
          />
        ) : null}
        <WaitingCaptures onSent={refresh} />
        {list.status === 'error' ? null : <ExpenseTotalsStrip totals={list.status === 'ready' ? totals : null} pending={list.status === 'loading'} />}
        <PagedCardGrid
          list={list}
          testIdPrefix="expense"
          skeleton={<ListCardSkeleton />}
          onClearFilters={narrowed ? () => setQuery(clearedQuery(query)) : undefined}
          words={gridWords(t, kit, 'list', narrowed, countLine(t, 'list.count', list.totalCount))}
        >
          {(expense) => <ExpenseCard key={expense.id} expense={expense} />}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
