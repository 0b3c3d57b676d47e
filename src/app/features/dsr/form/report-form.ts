import type { DsrPatch, DsrReport, NewDsr } from '@shared/contracts/dsr';
import { parseRinggit, senToRinggitInput } from '@shared/money';

/**
 * The report form as the staff fill it in: text as typed (`''` for nothing), the petty-cash lines each with a key of
 * their own so a removed line takes its inputs with it. Pure, so its rules are tested without a screen.
 */

export interface PettyCashLineValues {
  key: string;
  description: string;
  /** Ringgit as typed: `12.50`. */
  amount: string;
}

export interface ReportFormValues {
  propertyId: string;
  propertyName: string;
  /** `YYYY-MM-DD`, Asia/Kuala_Lumpur. */
  businessDate: string;
  countedCash: string;
  pettyCash: PettyCashLineValues[];
  varianceRemark: string;
  notes: string;
}

let nextKey = 0;
export const newLineKey = () => `line-${++nextKey}`;

export const emptyLine = (): PettyCashLineValues => ({ key: newLineKey(), description: '', amount: '' });

export function emptyReport(today: string): ReportFormValues {
  return { propertyId: '', propertyName: '', businessDate: today, countedCash: '', pettyCash: [], varianceRemark: '', notes: '' };
}

export function valuesOf(report: DsrReport): ReportFormValues {
  return {
    propertyId: report.propertyId,
    propertyName: report.propertyName,
    businessDate: report.businessDate,
    countedCash: report.countedCashSen === null ? '' : senToRinggitInput(report.countedCashSen),
    pettyCash: report.pettyCash.map((line) => ({ key: newLineKey(), description: line.description, amount: senToRinggitInput(line.amountSen) })),
    varianceRemark: report.varianceRemark ?? '',
    notes: report.notes ?? '',
  };
}

/** The petty cash paid out, of the lines whose amount reads as money. */
export function pettyCashSenOf(lines: readonly PettyCashLineValues[]): number {
  return lines.reduce((sum, line) => sum + Math.max(parseRinggit(line.amount) ?? 0, 0), 0);
}

/** Expected − counted − petty cash, as the server works it out; null until both the cash counted and the expected cash are known. */
export function varianceOf(expectedCashSen: number | null, values: Pick<ReportFormValues, 'countedCash' | 'pettyCash'>): number | null {
  const counted = parseRinggit(values.countedCash);
  if (expectedCashSen === null || counted === null) return null;
  return expectedCashSen - counted - pettyCashSenOf(values.pettyCash);
}

export type ReportProblemField = 'propertyId' | 'businessDate' | 'countedCash' | 'varianceRemark' | `pettyCash.${number}.description` | `pettyCash.${number}.amount`;
/** Each field's problem, as a key of the area's `form.*` words. */
export type ReportProblems = Partial<Record<ReportProblemField, string>>;

export interface ReportCheck {
  /** Today in Kuala Lumpur: no report is written for a day still to come. */
  today: string;
  /** Known from the figures (saved or fetched); null when the device has none yet. */
  expectedCashSen: number | null;
  /** Submitting needs the cash counted and, for a variance, its remark; a draft needs neither. */
  submitting: boolean;
}

export function reportProblems(values: ReportFormValues, { today, expectedCashSen, submitting }: ReportCheck): ReportProblems {
  const problems: ReportProblems = {};
  if (!values.propertyId) problems.propertyId = 'propertyRequired';
  if (!values.businessDate) problems.businessDate = 'dateRequired';
  else if (values.businessDate > today) problems.businessDate = 'dateFuture';
  const counted = values.countedCash.trim();
  if (counted && parseRinggit(counted) === null) problems.countedCash = 'amountInvalid';
  else if (!counted && submitting) problems.countedCash = 'countedRequired';
  values.pettyCash.forEach((line, i) => {
    if (!line.description.trim()) problems[`pettyCash.${i}.description`] = 'descriptionRequired';
    const amount = parseRinggit(line.amount);
    if (amount === null) problems[`pettyCash.${i}.amount`] = 'amountInvalid';
    else if (amount <= 0) problems[`pettyCash.${i}.amount`] = 'amountPositive';
  });
  const variance = varianceOf(expectedCashSen, values);
  if (submitting && variance !== null && variance !== 0 && !values.varianceRemark.trim()) problems.varianceRemark = 'remarkRequired';
  return problems;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

function staffFields(values: ReportFormValues) {
  return {
    countedCashSen: parseRinggit(values.countedCash),
    pettyCash: values.pettyCash.map((line) => ({ description: line.description.trim(), amountSen: parseRinggit(line.amount) ?? 0 })),
    varianceRemark: orNull(values.varianceRemark),
    notes: orNull(values.notes),
  };
}

/** A new draft under the id the device chose, so the photos queued after it can name it. Called once the form is valid. */
export function toCreateBody(id: string, values: ReportFormValues): NewDsr {
  return { id, propertyId: values.propertyId, businessDate: values.businessDate, ...staffFields(values) };
}

/** The staff's fields of a draft or returned report, with the version the admin saw. */
export function toPatch(values: ReportFormValues, version: number): DsrPatch {
  return { ...staffFields(values), version };
}
