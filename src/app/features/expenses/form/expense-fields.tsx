import { IonButton } from '@ionic/react';
import { newExpense } from '@shared/contracts/expenses';
import { EXPENSE_CATEGORIES } from '@shared/contracts/plain/expenses';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { defineFields, type FieldsForm } from '@app/kit/form/fields';
import { searchPlaces } from '../use-expenses';
import { totalSenOf, type ExpenseFormValues } from './expense-form';

type Form = FieldsForm<ExpenseFormValues>;

/** Amount plus SST, as the admin types them. */
function TotalLine({ values }: { values: ExpenseFormValues }) {
  const { t, i18n } = useTranslation('expenses');
  const total = totalSenOf(values);
  return (
    <p className="expense-form__total" aria-live="polite" data-testid="expense-form-total">
      {t('fields.total')} <strong>{total === null ? '—' : formatMyr(total, i18n.language)}</strong>
    </p>
  );
}

/** Back to company-wide once a property or unit was chosen. */
function CompanyWide({ form }: { form: Form }) {
  const { t } = useTranslation('expenses');
  if (!form.values.place) return null;
  return (
    <IonButton
      fill="clear"
      size="small"
      className="expense-form__clear"
      onClick={() => {
        form.setField('place', '');
        form.setField('placeLabel', '');
        form.clearServerError('place');
      }}
      data-testid="expense-form-company-wide"
    >
      {t('fields.makeCompanyWide')}
    </IonButton>
  );
}

/** Said before the tap: billing an owner needs to know whose property it was. */
function BillableNote({ values }: { values: ExpenseFormValues }) {
  const { t } = useTranslation('expenses');
  const short = values.billable && !values.place;
  return (
    <p className={`expense-form__note${short ? ' expense-form__note--warn' : ''}`} role={short ? 'alert' : undefined} data-testid="expense-form-billable-note">
      {t(short ? 'fields.billableNeedsPlace' : 'fields.billableHint')}
    </p>
  );
}

/** The fields of an expense, on the create and the edit page alike: labels `fields.<name>`, test ids `expense-form-<name>`. */
export const expenseFields = defineFields<ExpenseFormValues>({
  namespace: 'expenses',
  testIdPrefix: 'expense-form',
  schemas: newExpense.shape,
  sections: [
    {
      fields: [
        { name: 'expenseDate', kind: 'date' },
        { name: 'category', kind: 'select', options: EXPENSE_CATEGORIES, optionWords: 'category.', placeholder: 'fields.categoryChoose' },
        { name: 'place', kind: 'picker', words: 'place', placeholder: 'fields.placeCompanyWide', search: searchPlaces, shownIn: 'placeLabel', hint: 'fields.placeHint' },
        (form) => <CompanyWide form={form} />,
        { name: 'payee', autocomplete: 'organization' },
        { name: 'description', kind: 'textarea', rows: 2, optional: true },
        { row: [{ name: 'amount', kind: 'decimal', placeholder: '0.00' }, { name: 'sst', kind: 'decimal', placeholder: '0.00', optional: true }], className: 'expense-form__two' },
        (form) => <TotalLine values={form.values} />,
        { name: 'billable', kind: 'toggle', className: 'expense-form__toggle' },
        (form) => <BillableNote values={form.values} />,
      ],
    },
  ],
});
