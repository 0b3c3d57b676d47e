import type { Expense } from '@shared/contracts/expenses';
import { useTranslation } from '@app/lib/use-translation';
import { FormFields } from '@app/kit/form/FormFields';
import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { useExpenseMutations, useExpenseRecord } from '../use-expenses';
import { expenseFields } from './expense-fields';
import { expenseForm, type ExpenseFormState } from './expense-form';
import '../expenses.css';

/** Only a recorded expense changes: the server refuses the rest, and the page says so before the admin types. */
function EditFields({ form, record }: { form: ExpenseFormState; record: Expense }) {
  const { t } = useTranslation('expenses');
  return (
    <>
      {record.status !== 'recorded' ? (
        <p className="expense-note expense-note--warn" role="note" data-testid="expense-edit-locked">
          {t('edit.locked', { status: t(`status.${record.status}`) })}
        </p>
      ) : null}
      <FormFields form={form} fields={expenseFields} />
    </>
  );
}

export default editPageOf(expenseForm, {
  useRecord: (id) => recordLoad(useExpenseRecord(id), 'data'),
  useSave: (id) => savingOf(useExpenseMutations(), 'update', id),
  recordPath: (id) => `/admin/expenses/${id}`,
  testIdPrefix: 'expense-edit',
  submitTestId: 'expense-form-submit',
  recordState: { testIdPrefix: 'expense' },
  fields: (form, record) => <EditFields form={form} record={record} />,
});
