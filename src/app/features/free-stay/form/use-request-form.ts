import { matchFieldErrors, useForm } from '@app/kit/form/use-form';
import type { FieldError } from '@app/lib/api-errors';
import { EMPTY_REQUEST_FORM, REQUEST_FIELDS, REQUEST_PARAMS, serverField, type RequestField, type RequestFormValues } from './request-form';

/** The request form's state: local rules after a submit, the server's 400s on their fields until edited. */
export function useRequestForm(withPerson: boolean) {
  const form = useForm<RequestFormValues, RequestField>({
    namespace: 'free-stay',
    initial: EMPTY_REQUEST_FORM,
    fields: REQUEST_FIELDS,
    params: REQUEST_PARAMS,
    clears: { propertyId: ['unitId', 'roomTypeId'], roomTypeId: ['unitId'], unitId: ['roomTypeId', 'checkIn', 'checkOut'], checkIn: ['checkOut'], checkOut: ['checkIn'] },
  });
  const takeServerErrors = (error: unknown) =>
    form.takeServerErrors(error, (errors: FieldError[]) => matchFieldErrors(errors.map((e) => ({ ...e, field: serverField(e.field) })), REQUEST_FIELDS));
  return { ...form, withPerson, takeServerErrors };
}

export type RequestFormState = ReturnType<typeof useRequestForm>;
