import { useForm } from '@app/kit/form/use-form';
import { matchFieldErrors } from '@app/kit/form/use-form';
import type { FieldError } from '@app/lib/api-errors';
import { EMPTY_REQUEST, REQUEST_FIELDS, REQUEST_PARAMS, type RequestField } from './request-form';

/** The server names the amount in sen; the form shows it on the ringgit field. */
function readServerErrors(errors: FieldError[]) {
  return matchFieldErrors(
    errors.map((e) => (e.field.endsWith('amountSen') ? { ...e, field: 'amount' } : e)),
    REQUEST_FIELDS,
  );
}

/** The request form's state: the receipt's problems show once chosen, the rest after a submit. */
export function useRequestForm() {
  const form = useForm<typeof EMPTY_REQUEST, RequestField>({
    namespace: 'credit',
    initial: EMPTY_REQUEST,
    fields: REQUEST_FIELDS,
    shownAtOnce: ['receipt'],
    params: REQUEST_PARAMS,
  });
  return { ...form, takeServerErrors: (error: unknown) => form.takeServerErrors(error, readServerErrors) };
}
