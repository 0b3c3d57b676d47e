import { PAYMENT_METHODS, type NewPayment, type PaymentMethod } from '@shared/contracts/reservations';
import { parseRinggit } from '@shared/money';

export interface PaymentFormValues {
  method: PaymentMethod | '';
  /** Ringgit as typed: `150`, `1,234.50`. */
  amount: string;
  paidOn: string;
  reference: string;
}

export type PaymentField = keyof PaymentFormValues;
export const PAYMENT_FIELDS: readonly PaymentField[] = ['method', 'amount', 'paidOn', 'reference'];

/** The local rules, as keys of the reservations namespace. */
export function validatePayment(values: PaymentFormValues): Partial<Record<PaymentField, string>> {
  const errors: Partial<Record<PaymentField, string>> = {};
  if (!PAYMENT_METHODS.includes(values.method as PaymentMethod)) errors.method = 'payment.methodRequired';
  const sen = parseRinggit(values.amount);
  if (sen === null || sen <= 0) errors.amount = 'payment.amountInvalid';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.paidOn)) errors.paidOn = 'payment.paidOnRequired';
  if (values.reference.trim().length > 200) errors.reference = 'payment.referenceTooLong';
  return errors;
}

/** The call's body: ringgit typed, sen sent. Call only once valid. */
export function paymentBody(values: PaymentFormValues): NewPayment {
  return {
    method: values.method as PaymentMethod,
    amountSen: parseRinggit(values.amount) ?? 0,
    paidOn: values.paidOn,
    reference: values.reference.trim() || null,
  };
}

/** The server names `amountSen`; the sheet's field is `amount`. */
export function paymentFieldOf(serverField: string): PaymentField | null {
  const name = serverField.split('.').pop() ?? serverField;
  if (name === 'amountSen') return 'amount';
  return (PAYMENT_FIELDS as readonly string[]).includes(name) ? (name as PaymentField) : null;
}
