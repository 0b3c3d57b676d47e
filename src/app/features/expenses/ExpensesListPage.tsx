import { P } from '@shared/permissions';
import { useTranslation } from '@app/lib/use-translation';
import { ListCard } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { DEFAULT_EXPENSES_QUERY, useExpensesList } from './use-expenses';

export default function ExpensesListPage() {
  const { t } = useTranslation('expenses');
  return (
    <ListPage
      namespace="expenses"
      initial={DEFAULT_EXPENSES_QUERY}
      useList={useExpensesList}
      filters={{ search: { placeholder: t('list.searchPlaceholder'), testId: 'expenses-search' } }}
      create={{ path: '/admin/expenses/new', permission: P.expenses.create, testId: 'expenses-create-button' }}
      testIdPrefix="expenses"
    >
      {(record) => <ListCard key={record.id} href={`/admin/expenses/${record.id}`} testId={`expenses-card-${record.id}`} title={record.name} />}
    </ListPage>
  );
}
