import { newExpense, type Expense, type ExpenseCategory, type ExpensePatch, type NewExpense } from '@shared/contracts/expenses';
import { toApiDate } from '@shared/dates';
import { parseRinggit, senToRinggitInput } from '@shared/money';
import { defineForm, type FormState } from '@app/kit/form/define-form';
import { orNull } from '@app/kit/form/fields';
import type { FieldErrors } from '@app/kit/form/use-form';
import { placeIds, placeLabelOf, placeOf } from './place';

/** The form as typed: money in ringgit text, where as one place value (see place.ts). */
export interface ExpenseFormValues {
  expenseDate: string;
  category: ExpenseCategory | '';
  place: string;
  placeLabel: string;
  payee: string;
  description: string;
  amount: string;
  sst: string;
  billable: boolean;
}
export type ExpenseField = 'expenseDate' | 'category' | 'place' | 'payee' | 'description' | 'amount' | 'sst' | 'billable';

/** A new expense's form: dated today in Kuala Lumpur, company-wide, no SST. */
export const emptyExpense = (now: Date = new Date()): ExpenseFormValues => ({
  expenseDate: toApiDate(now),
  category: '',
  place: '',
  placeLabel: '',
  payee: '',
  description: '',
  amount: '',
  sst: '',
  billable: false,
});

/** SST left blank is none. */
export const sstSenOf = (text: string): number | null => (text.trim() === '' ? 0 : parseRinggit(text));

/** The total the form shows as the admin types: null until both amounts read as ringgit. */
export function totalSenOf(values: Pick<ExpenseFormValues, 'amount' | 'sst'>): number | null {
  const amount = parseRinggit(values.amount);
  const sst = sstSenOf(values.sst);
  return amount === null || sst === null ? null : amount + sst;
}

/** What the contract cannot say of typed text: ringgit with at most two decimals, and a billable one's place. */
export function expenseRules(values: ExpenseFormValues): FieldErrors<ExpenseField> {
  const amount = parseRinggit(values.amount);
  return {
    category: values.category === '' ? 'form.categoryRequired' : undefined,
    amount: values.amount.trim() === '' ? 'form.amountRequired' : amount === null || amount <= 0 ? 'form.amountInvalid' : undefined,
    sst: sstSenOf(values.sst) === null ? 'form.sstInvalid' : undefined,
    place: values.billable && values.place === '' ? 'form.billableNeedsPlace' : undefined,
  };
}

/** The fields every save sends, in sen. Called only once the rules pass. */
function fieldsOf(values: ExpenseFormValues) {
  return {
    expenseDate: values.expenseDate,
    category: values.category as ExpenseCategory,
    ...placeIds(values.place),
    payee: values.payee.trim(),
    description: orNull(values.description),
    amountSen: parseRinggit(values.amount) ?? 0,
    sstSen: sstSenOf(values.sst) ?? 0,
    billable: values.billable,
  };
}

/** A create's body, with the id the device chose (an offline capture's receipt names it before the server has it). */
export const toNewExpense = (values: ExpenseFormValues, id: string): NewExpense & { id: string } => ({ id, ...fieldsOf(values) });

/** The form of a recorded expense, to edit it. */
export function expenseValuesOf(record: Expense): ExpenseFormValues {
  return {
    expenseDate: record.expenseDate,
    category: record.category,
    place: placeOf(record),
    placeLabel: placeLabelOf(record),
    payee: record.payee,
    description: record.description ?? '',
    amount: senToRinggitInput(record.amountSen),
    sst: record.sstSen === 0 ? '' : senToRinggitInput(record.sstSen),
    billable: record.billable,
  };
}

const shape = newExpense.shape;

/** Create and edit, checked with the contract's own schemas; an edit sends the version it was read at (a newer one is a 409). */
export const expenseForm = defineForm({
  namespace: 'expenses',
  fields: ['expenseDate', 'category', 'place', 'payee', 'description', 'amount', 'sst', 'billable'] as const,
  checked: { expenseDate: shape.expenseDate, payee: shape.payee, description: shape.description },
  rules: expenseRules,
  // The server names sen and ids; the admin typed ringgit and chose one place.
  serverField: (name) => ({ amountSen: 'amount', sstSen: 'sst', propertyId: 'place', unitId: 'place' })[name.replace(/^body\./, '')] ?? name.replace(/^body\./, ''),
  empty: emptyExpense(),
  fromRecord: expenseValuesOf,
  toBody: (values: ExpenseFormValues) => fieldsOf(values),
  toPatch: (values: ExpenseFormValues, record: Expense): ExpensePatch => ({ ...fieldsOf(values), version: record.version }),
});

export type ExpenseFormState = FormState<ExpenseFormValues, ExpenseField>;
