import { newInstallment, type Installment, type InstallmentPatch, type NewInstallment } from '@shared/contracts/owner-installments';
import { INSTALLMENT_MONTHS_MAX } from '@shared/contracts/plain/owner-installments';
import { addMonths, toApiMonth } from '@shared/dates';
import { installmentAmounts } from '@shared/installments';
import { parseRinggit, senToRinggitInput } from '@shared/money';
import { defineForm, type FormState } from '@app/kit/form/define-form';
import type { FieldErrors } from '@app/kit/form/use-form';

/** The form as typed: the principal in ringgit text, the months as digits, the owner's name only shown. */
export interface InstallmentFormValues {
  ownerId: string;
  ownerName: string;
  title: string;
  principal: string;
  months: string;
  startMonth: string;
}
export type InstallmentField = 'ownerId' | 'title' | 'principal' | 'months' | 'startMonth';

/** A new plan starts next month: this month's statement may already be drawn up. */
export const emptyInstallment = (now: Date = new Date()): InstallmentFormValues => ({
  ownerId: '',
  ownerName: '',
  title: '',
  principal: '',
  months: '12',
  startMonth: addMonths(toApiMonth(now), 1),
});

/** Whole months, 1 to 60; null otherwise. */
export function monthsOf(text: string): number | null {
  const n = /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= INSTALLMENT_MONTHS_MAX ? n : null;
}

/** The amounts the form shows as the admin types: null until principal and months read well. */
export function previewOf(values: Pick<InstallmentFormValues, 'principal' | 'months'>): { months: number; monthlySen: number; lastSen: number } | null {
  const principal = parseRinggit(values.principal);
  const months = monthsOf(values.months);
  if (principal === null || months === null || principal < months) return null;
  return { months, ...installmentAmounts(principal, months) };
}

/** What the contract cannot say of typed text. */
export function installmentRules(values: InstallmentFormValues): FieldErrors<InstallmentField> {
  const principal = parseRinggit(values.principal);
  const months = monthsOf(values.months);
  return {
    ownerId: values.ownerId ? undefined : 'form.ownerRequired',
    principal:
      values.principal.trim() === ''
        ? 'form.principalRequired'
        : principal === null || principal <= 0
          ? 'form.principalInvalid'
          : months !== null && principal < months
            ? 'form.principalBelowMonths'
            : undefined,
    months: months === null ? 'form.monthsInvalid' : undefined,
    startMonth: /^\d{4}-(0[1-9]|1[0-2])$/.test(values.startMonth) ? undefined : 'form.startMonthRequired',
  };
}

/** The terms in sen. Called only once the rules pass. */
function termsOf(values: InstallmentFormValues): NewInstallment {
  return {
    ownerId: values.ownerId,
    title: values.title.trim(),
    principalSen: parseRinggit(values.principal) ?? 0,
    months: monthsOf(values.months) ?? 1,
    startMonth: values.startMonth,
  };
}

export function installmentValuesOf(record: Installment): InstallmentFormValues {
  return {
    ownerId: record.ownerId,
    ownerName: record.ownerName,
    title: record.title,
    principal: senToRinggitInput(record.principalSen),
    months: String(record.months),
    startMonth: record.startMonth,
  };
}

/** Create and edit, checked with the contract's own schemas; an edit sends the version it was read at (a newer one is a 409). */
export const installmentForm = defineForm({
  namespace: 'owner-installments',
  fields: ['ownerId', 'title', 'principal', 'months', 'startMonth'] as const,
  checked: { title: newInstallment.shape.title },
  rules: installmentRules,
  // The server names sen; the admin typed ringgit.
  serverField: (name) => ({ principalSen: 'principal' })[name.replace(/^body\./, '')] ?? name.replace(/^body\./, ''),
  empty: emptyInstallment(),
  fromRecord: installmentValuesOf,
  toBody: termsOf,
  // Unchanged terms are not changes: a plan whose terms are fixed still takes a new title.
  toPatch: (values: InstallmentFormValues, record: Installment): InstallmentPatch => ({ ...termsOf(values), version: record.version }),
});

export type InstallmentFormState = FormState<InstallmentFormValues, InstallmentField>;
