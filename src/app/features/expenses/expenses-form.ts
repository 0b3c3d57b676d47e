import { newExpenses, type ExpensesRecord, type NewExpenses, type ExpensesPatch } from '@shared/contracts/expenses';
import { defineForm, textValuesOf, type FormState } from '@app/kit/form/define-form';
import { defineFields, textBody } from '@app/kit/form/fields';

/** Every field as the form holds it: text, `''` for nothing typed. */
export type ExpensesField = 'name';
export type ExpensesFormValues = Record<ExpensesField, string>;

const EMPTY: ExpensesFormValues = { name: '' };
const shape = newExpenses.shape;

/** The body of a create. Called only once the form is valid. */
const toBody = (values: ExpensesFormValues): NewExpenses => textBody(values, []);

/** Create and edit, checked with the contract's own schemas; an edit sends the version it was read at (a newer one is a 409). */
export const expensesForm = defineForm({
  namespace: 'expenses',
  fields: ['name'] as const,
  checked: { name: shape.name },
  empty: EMPTY,
  fromRecord: (record: ExpensesRecord) => textValuesOf(EMPTY, record),
  toBody,
  toPatch: (values, record: ExpensesRecord): ExpensesPatch => ({ ...toBody(values), version: record.version }),
});

export type ExpensesFormState = FormState<ExpensesFormValues, ExpensesField>;

/** The fields of a record, on the create and the edit page alike: labels `fields.<name>`, test ids `expenses-form-<name>`. */
export const expensesFields = defineFields<ExpensesFormValues>({
  namespace: 'expenses',
  testIdPrefix: 'expenses-form',
  schemas: shape,
  sections: [{ fields: [{ name: 'name' }] }],
});
