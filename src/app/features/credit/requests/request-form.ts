import { CREDIT_MAX_AMOUNT_SEN, newCreditRequest, type CreditRequestKind, type NewCreditRequest } from '@shared/contracts/credit';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '@shared/contracts/files';
import { parseRinggit } from '@shared/money';
import { lengthLimits, problemKey } from '@app/kit/form/schema';
import { defineForm, type FormState } from '@app/kit/form/define-form';

export interface RequestFormValues {
  kind: CreditRequestKind;
  /** Ringgit as typed: `1,250.50`, `RM 80`. */
  amount: string;
  reason: string;
  receipt: File | null;
}

export type RequestField = keyof RequestFormValues;
/** Translation keys (credit namespace) per field. */
export type RequestFormErrors = Partial<Record<RequestField, string>>;

export const REQUEST_FIELDS: readonly RequestField[] = ['kind', 'amount', 'reason', 'receipt'];
export const EMPTY_REQUEST: RequestFormValues = { kind: 'top_up', amount: '', reason: '', receipt: null };
export const RECEIPT_ACCEPT = UPLOAD_TYPES.join(',');
/** The words' interpolation: limits as the contract states them, so the message and the server agree. */
export const REQUEST_PARAMS = {
  amount: { max: CREDIT_MAX_AMOUNT_SEN },
  reason: lengthLimits(newCreditRequest.shape.reason),
  receipt: { max: MAX_UPLOAD_BYTES },
};

/** Why the amount cannot be sent, or null; `amountSen` is then the amount in sen. */
export function amountProblem(text: string): string | null {
  if (!text.trim()) return 'request.form.amountRequired';
  const sen = parseRinggit(text);
  if (sen === null) return 'request.form.amountInvalid';
  if (sen < 1) return 'request.form.amountZero';
  if (sen > CREDIT_MAX_AMOUNT_SEN) return 'request.form.amountTooLarge';
  return null;
}

/** A receipt the server would refuse (it sniffs the bytes too; this catches the obvious before the upload). */
export function receiptProblem(file: File | null): string | null {
  if (!file) return null;
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'request.form.receiptType';
  if (file.size > MAX_UPLOAD_BYTES) return 'request.form.receiptTooLarge';
  return null;
}

export function validateRequestForm(values: RequestFormValues): RequestFormErrors {
  const errors: RequestFormErrors = {};
  const amount = amountProblem(values.amount);
  if (amount) errors.amount = amount;
  const reason = problemKey('request.form.reason', newCreditRequest.shape.reason, values.reason);
  if (reason) errors.reason = reason;
  const receipt = receiptProblem(values.receipt);
  if (receipt) errors.receipt = receipt;
  return errors;
}

/**
 * A deduction larger than the balance is allowed to be asked for: the balance may grow before an
 * approver looks, and the approver (and the server, at approval) decides. The form only warns.
 */
export function exceedsBalance(values: Pick<RequestFormValues, 'kind' | 'amount'>, balanceSen: number): boolean {
  const sen = parseRinggit(values.amount);
  return values.kind === 'deduction' && sen !== null && sen > balanceSen;
}

/** The create call's body, once the form is valid. */
export function requestBody(accountId: string, values: RequestFormValues): NewCreditRequest {
  return { accountId, ...requestOf(values) };
}

function requestOf(values: RequestFormValues): Omit<NewCreditRequest, 'accountId'> {
  const amountSen = parseRinggit(values.amount);
  if (amountSen === null) throw new Error('requestBody needs a valid amount');
  return { kind: values.kind, amountSen, reason: values.reason.trim() };
}

/** What a save sends: the request less its holder (the page's route names them), and the receipt to attach to it. */
export interface RequestDraft {
  request: Omit<NewCreditRequest, 'accountId'>;
  receipt: File | null;
}

/** The request form: the receipt's problems show once chosen, the rest after a submit. */
export const requestForm = defineForm({
  namespace: 'credit',
  fields: REQUEST_FIELDS,
  shownAtOnce: ['receipt'],
  params: REQUEST_PARAMS,
  // The server names the amount in sen; the form shows it on the ringgit field.
  serverField: (name: string) => (name.endsWith('amountSen') ? 'amount' : name),
  rules: validateRequestForm,
  empty: EMPTY_REQUEST,
  toBody: (values: RequestFormValues): RequestDraft => ({ request: requestOf(values), receipt: values.receipt }),
});

export type RequestFormState = FormState<RequestFormValues, RequestField>;
