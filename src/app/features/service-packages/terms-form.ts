import { MAX_FEE_TIERS, type FeeBasis, type FeeTier, type PackageTerms } from '@shared/contracts/service-packages';
import { MAX_AMOUNT_SEN } from '@shared/contracts/common';
import { basisPointsToPercentInput, parsePercentToBasisPoints, parseRinggit, senToRinggitInput } from '@shared/money';

/** One band of a tiered fee as typed: its upper bound in ringgit (the last band has none) and its percent. */
export interface TierFormRow {
  upto: string;
  ratePercent: string;
}

/**
 * The terms as a form holds them: percents and ringgit as typed, `''` for no minimum fee. A tiered fee keeps its bands
 * in `tiers` (the last one open) and sends the first band's rate as `rateBp`; `ratePercent` is the flat rate.
 */
export interface TermsFormValues {
  feeBasis: FeeBasis;
  ratePercent: string;
  tiered: boolean;
  tiers: TierFormRow[];
  minimumFee: string;
  cleaningPassThrough: boolean;
  expenseMarkupPercent: string;
}

export type TermsField = keyof TermsFormValues;
export const TERMS_FIELDS: readonly TermsField[] = ['feeBasis', 'ratePercent', 'tiered', 'tiers', 'minimumFee', 'cleaningPassThrough', 'expenseMarkupPercent'];

export const EMPTY_TERMS: TermsFormValues = {
  feeBasis: 'gross', ratePercent: '', tiered: false, tiers: [], minimumFee: '', cleaningPassThrough: true, expenseMarkupPercent: '0',
};

function tierRows(tiers: readonly FeeTier[]): TierFormRow[] {
  return tiers.map((tier) => ({ upto: tier.uptoSen === null ? '' : senToRinggitInput(tier.uptoSen), ratePercent: basisPointsToPercentInput(tier.rateBp) }));
}

export function termsFormValues(terms: PackageTerms): TermsFormValues {
  return {
    feeBasis: terms.feeBasis,
    ratePercent: basisPointsToPercentInput(terms.rateBp),
    tiered: Boolean(terms.tiers?.length),
    tiers: terms.tiers ? tierRows(terms.tiers) : [],
    minimumFee: terms.minimumMonthlyFeeSen === null ? '' : senToRinggitInput(terms.minimumMonthlyFeeSen),
    cleaningPassThrough: terms.cleaningPassThrough,
    expenseMarkupPercent: basisPointsToPercentInput(terms.expenseMarkupBp),
  };
}

/** Turning bands on starts with two, the first at the flat rate typed so far; turning them off keeps the first's rate. */
export function switchTiers(values: TermsFormValues, on: boolean): Pick<TermsFormValues, 'tiered' | 'tiers' | 'ratePercent'> {
  if (on) {
    const tiers = values.tiers.length ? values.tiers : [{ upto: '', ratePercent: values.ratePercent }, { upto: '', ratePercent: '' }];
    return { tiered: true, tiers, ratePercent: values.ratePercent };
  }
  return { tiered: false, tiers: values.tiers, ratePercent: values.tiers[0]?.ratePercent ?? values.ratePercent };
}

/** A new band goes just before the open one, starting empty. */
export function addTier(tiers: readonly TierFormRow[]): TierFormRow[] {
  if (tiers.length >= MAX_FEE_TIERS) return [...tiers];
  return [...tiers.slice(0, -1), { upto: '', ratePercent: '' }, ...tiers.slice(-1)];
}

/** Removes a bounded band (the open one always stays: the part of the basis above the last bound is charged too). */
export function removeTier(tiers: readonly TierFormRow[], at: number): TierFormRow[] {
  if (at >= tiers.length - 1) return [...tiers];
  return tiers.filter((_, i) => i !== at);
}

/** The typed upper bound of a bounded band, in sen; null when it is not a valid amount. */
export function tierBoundSen(row: TierFormRow): number | null {
  const sen = parseRinggit(row.upto);
  return sen === null || sen <= 0 || sen > MAX_AMOUNT_SEN ? null : sen;
}

export interface TierRowErrors {
  upto?: string;
  rate?: string;
}

/** What is wrong with each typed band (translation keys): a bound above the one before, a percent; the last band open. */
export function tierRowErrors(tiers: readonly TierFormRow[]): TierRowErrors[] {
  let previous = 0;
  return tiers.map((row, at) => {
    const errors: TierRowErrors = {};
    if (!row.ratePercent.trim()) errors.rate = 'form.rateRequired';
    else if (parsePercentToBasisPoints(row.ratePercent) === null) errors.rate = 'form.percentInvalid';
    if (at < tiers.length - 1) {
      const bound = tierBoundSen(row);
      if (!row.upto.trim()) errors.upto = 'form.tierBoundRequired';
      else if (bound === null) errors.upto = 'form.amountInvalid';
      else if (bound <= previous) errors.upto = 'form.tierBoundAscending';
      if (bound !== null) previous = Math.max(previous, bound);
    }
    return errors;
  });
}

/** Translation keys (service-packages namespace) of what is wrong with the typed terms. */
export function validateTerms(values: TermsFormValues): Partial<Record<TermsField, string>> {
  const errors: Partial<Record<TermsField, string>> = {};
  if (values.tiered) {
    if (values.tiers.length < 1 || values.tiers.length > MAX_FEE_TIERS) errors.tiers = 'form.tiersCount';
    else if (tierRowErrors(values.tiers).some((row) => row.upto || row.rate)) errors.tiers = 'form.tiersInvalid';
  } else if (!values.ratePercent.trim()) errors.ratePercent = 'form.rateRequired';
  else if (parsePercentToBasisPoints(values.ratePercent) === null) errors.ratePercent = 'form.percentInvalid';
  if (values.minimumFee.trim()) {
    const sen = parseRinggit(values.minimumFee);
    if (sen === null || sen > MAX_AMOUNT_SEN) errors.minimumFee = 'form.amountInvalid';
  }
  if (parsePercentToBasisPoints(values.expenseMarkupPercent.trim() || '0') === null) errors.expenseMarkupPercent = 'form.percentInvalid';
  return errors;
}

/** The typed bands as the contract has them; null while any is invalid. */
function tiersFromForm(values: TermsFormValues): FeeTier[] | null {
  if (!values.tiers.length || values.tiers.length > MAX_FEE_TIERS || tierRowErrors(values.tiers).some((row) => row.upto || row.rate)) return null;
  return values.tiers.map((row, at) => ({
    uptoSen: at === values.tiers.length - 1 ? null : tierBoundSen(row),
    rateBp: parsePercentToBasisPoints(row.ratePercent) ?? 0,
  }));
}

/** The terms to send, kept as basis points and sen; null while any is invalid. With bands, the rate is the first's. */
export function termsFromForm(values: TermsFormValues): PackageTerms | null {
  const tiers = values.tiered ? tiersFromForm(values) : null;
  const rateBp = values.tiered ? (tiers?.[0].rateBp ?? null) : parsePercentToBasisPoints(values.ratePercent);
  const expenseMarkupBp = parsePercentToBasisPoints(values.expenseMarkupPercent.trim() || '0');
  const minimumMonthlyFeeSen = values.minimumFee.trim() ? parseRinggit(values.minimumFee) : null;
  if (rateBp === null || expenseMarkupBp === null || (values.minimumFee.trim() && minimumMonthlyFeeSen === null)) return null;
  return { feeBasis: values.feeBasis, rateBp, tiers, minimumMonthlyFeeSen, cleaningPassThrough: values.cleaningPassThrough, expenseMarkupBp };
}

function sameTiers(a: readonly FeeTier[] | null, b: readonly FeeTier[] | null): boolean {
  if (!a || !b) return !a === !b;
  return a.length === b.length && a.every((tier, at) => tier.uptoSen === b[at].uptoSen && tier.rateBp === b[at].rateBp);
}

/** Whether the typed terms differ from the package's (an edit that touches them needs an unused package). */
export function termsChanged(values: TermsFormValues, current: PackageTerms): boolean {
  const typed = termsFromForm(values);
  if (!typed) return true;
  return (Object.keys(typed) as (keyof PackageTerms)[]).some((key) => (key === 'tiers' ? !sameTiers(typed.tiers, current.tiers) : typed[key] !== current[key]));
}

/** The server names the contract's fields; the form has its own for what is typed in other units. */
export const SERVER_TERMS_FIELDS: Record<string, TermsField> = {
  feeBasis: 'feeBasis',
  rateBp: 'ratePercent',
  tiers: 'tiers',
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
