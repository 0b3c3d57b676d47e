import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { expensesFields, expensesForm } from './expenses-form';
import { useExpensesMutations, useExpensesRecord } from './use-expenses';

export default editPageOf(expensesForm, {
  useRecord: (id) => recordLoad(useExpensesRecord(id), 'data'),
  useSave: (id) => savingOf(useExpensesMutations(), 'update', id),
  recordPath: (id) => `/admin/expenses/${id}`,
  testIdPrefix: 'expenses-edit',
  submitTestId: 'expenses-form-submit',
  recordState: { testIdPrefix: 'expenses' },
  fields: expensesFields,
});
