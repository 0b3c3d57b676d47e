import { createPageOf, saving } from '@app/kit/page/define-pages';
import { expensesFields, expensesForm } from './expenses-form';
import { useExpensesMutations } from './use-expenses';

export default createPageOf(expensesForm, {
  backHref: () => '/admin/expenses',
  testIdPrefix: 'expenses-create',
  submitTestId: 'expenses-form-submit',
  useSave: () => saving(useExpensesMutations(), 'create'),
  done: (record) => ({ name: record.name }),
  savedPath: (record) => `/admin/expenses/${record.id}`,
  fields: expensesFields,
});
