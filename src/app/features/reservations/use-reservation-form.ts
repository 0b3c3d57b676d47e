import { useForm } from '@app/kit/form/use-form';
import { RESERVATION_FIELDS, validateReservationForm, type ReservationField, type ReservationFormValues } from './reservation-form';

/**
 * Create and edit: the kit's form. A 409 (the nights are taken) says "already taken": it lands on the dates,
 * where the admin changes something to get past it.
 */
export function useReservationForm(initial: ReservationFormValues) {
  const form = useForm<ReservationFormValues, ReservationField>({
    namespace: 'reservations',
    initial,
    fields: RESERVATION_FIELDS,
    clears: { unitId: ['checkIn', 'checkOut'], checkIn: ['checkOut'], checkOut: ['checkIn'] },
    conflictFields: ['checkIn'],
    conflictWords: { checkIn: 'taken' },
  });
  const localErrors = () => validateReservationForm(form.values);
  return { ...form, localErrors, visibleErrors: () => form.errorsFor(localErrors()) };
}

export type ReservationFormState = ReturnType<typeof useReservationForm>;
