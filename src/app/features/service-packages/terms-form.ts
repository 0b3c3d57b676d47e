import type { FeeBasis, PackageTerms } from '@shared/contracts/service-packages';
import { MAX_AMOUNT_SEN } from '@shared/contracts/common';
import { basisPointsToPercentInput, parsePercentToBasisPoints, parseRinggit, senToRinggitInput } from '@shared/money';

/** The terms as a form holds them: percents and ringgit as typed, `''` for no minimum fee. */
export interface TermsFormValues {
  feeBasis: FeeBasis;
  ratePercent: string;
  minimumFee: string;
  cleaningPassThrough: boolean;
  expenseMarkupPercent: string;
}

export type TermsField = keyof TermsFormValues;
export const TERMS_FIELDS: readonly TermsField[] = ['feeBasis', 'ratePercent', 'minimumFee', 'cleaningPassThrough', 'expenseMarkupPercent'];

export const EMPTY_TERMS: TermsFormValues = { feeBasis: 'gross', ratePercent: '', minimumFee: '', cleaningPassThrough: true, expenseMarkupPercent: '0' };

export function termsFormValues(terms: PackageTerms): TermsFormValues {
  return {
    feeBasis: terms.feeBasis,
    ratePercent: basisPointsToPercentInput(terms.rateBp),
    minimumFee: terms.minimumMonthlyFeeSen === null ? '' : senToRinggitInput(terms.minimumMonthlyFeeSen),
    cleaningPassThrough: terms.cleaningPassThrough,
    expenseMarkupPercent: basisPointsToPercentInput(terms.expenseMarkupBp),
  };
}

/** Translation keys (service-packages namespace) of what is wrong with the typed terms. */
export function validateTerms(values: TermsFormValues): Partial<Record<TermsField, string>> {
  const errors: Partial<Record<TermsField, string>> = {};
  if (!values.ratePercent.trim()) errors.ratePercent = 'form.rateRequired';
  else if (parsePercentToBasisPoints(values.ratePercent) === null) errors.ratePercent = 'form.percentInvalid';
  if (values.minimumFee.trim()) {
    const sen = parseRinggit(values.minimumFee);
    if (sen === null || sen > MAX_AMOUNT_SEN) errors.minimumFee = 'form.amountInvalid';
  }
  if (parsePercentToBasisPoints(values.expenseMarkupPercent.trim() || '0') === null) errors.expenseMarkupPercent = 'form.percentInvalid';
  return errors;
}

/** The terms to send, kept as basis points and sen; null while any is invalid. */
export function termsFromForm(values: TermsFormValues): PackageTerms | null {
  const rateBp = parsePercentToBasisPoints(values.ratePercent);
  const expenseMarkupBp = parsePercentToBasisPoints(values.expenseMarkupPercent.trim() || '0');
  const minimumMonthlyFeeSen = values.minimumFee.trim() ? parseRinggit(values.minimumFee) : null;
  if (rateBp === null || expenseMarkupBp === null || (values.minimumFee.trim() && minimumMonthlyFeeSen === null)) return null;
  return { feeBasis: values.feeBasis, rateBp, minimumMonthlyFeeSen, cleaningPassThrough: values.cleaningPassThrough, expenseMarkupBp };
}

/** Whether the typed terms differ from the package's (an edit that touches them needs an unused package). */
export function termsChanged(values: TermsFormValues, current: PackageTerms): boolean {
  const typed = termsFromForm(values);
  if (!typed) return true;
  return (Object.keys(typed) as (keyof PackageTerms)[]).some((key) => typed[key] !== current[key]);
}

/** The server names the contract's fields; the form has its own for what is typed in other units. */
export const SERVER_TERMS_FIELDS: Record<string, TermsField> = {
  feeBasis: 'feeBasis',
  rateBp: 'ratePercent',
  minimumMonthlyFeeSen: 'minimumFee',
  cleaningPassThrough: 'cleaningPassThrough',
  expenseMarkupBp: 'expenseMarkupPercent',
};

/** Terms typed on the edit page, carried to the new-version page when the package turns out to be in use. */
const drafts = new Map<string, TermsFormValues>();
export const versionDraft = {
  put: (packageId: string, values: TermsFormValues) => void drafts.set(packageId, values),
  peek: (packageId: string): TermsFormValues | null => drafts.get(packageId) ?? null,
  /** Once the version is made: a later visit starts from the package's own terms. */
  drop: (packageId: string) => void drafts.delete(packageId),
};
