import { FREE_STAY_MAX_QUOTA_DAYS, FREE_STAY_REASON_MAX_LENGTH, type FreeStayCheckRequest, type NewFreeStayRequest } from '@shared/contracts/free-stay';
import { nightsBetween } from '@shared/contracts/reservations';
import { defineForm, type FormState } from '@app/kit/form/define-form';

/** Every field as the form holds it: text, `''` for nothing chosen or typed; each picker keeps the label it shows. */
export interface RequestFormValues {
  personId: string;
  personLabel: string;
  propertyId: string;
  propertyLabel: string;
  roomTypeId: string;
  roomTypeLabel: string;
  /** Optional with a room type: left empty, the approver picks the unit. */
  unitId: string;
  unitLabel: string;
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  reason: string;
}

/** The fields the server may name in a 400 (`accountId` is shown on the person). */
export type RequestField = 'personId' | 'unitId' | 'roomTypeId' | 'checkIn' | 'checkOut' | 'adults' | 'children' | 'reason';
export const REQUEST_FIELDS: readonly RequestField[] = ['personId', 'unitId', 'roomTypeId', 'checkIn', 'checkOut', 'adults', 'children', 'reason'];
export type RequestFormErrors = Partial<Record<RequestField, string>>;

export const EMPTY_REQUEST_FORM: RequestFormValues = {
  personId: '', personLabel: '', propertyId: '', propertyLabel: '', roomTypeId: '', roomTypeLabel: '', unitId: '', unitLabel: '', checkIn: '', checkOut: '', adults: '1', children: '0', reason: '',
};

/** The words' interpolation: limits as the contract states them. */
export const REQUEST_PARAMS = { reason: { max: FREE_STAY_REASON_MAX_LENGTH }, checkOut: { max: FREE_STAY_MAX_QUOTA_DAYS }, adults: { min: 1, max: 50 }, children: { min: 0, max: 50 } };

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A real calendar date: 30 February reads back as 2 March, so it is refused. */
const validDate = (text: string) => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** A whole number of guests within [min, 50], or null. */
export function guestCount(text: string, min: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= 50 ? n : null;
}

/** The nights between the dates when both are valid and in order, else null. */
export function nightsOf(values: Pick<RequestFormValues, 'checkIn' | 'checkOut'>): number | null {
  if (!validDate(values.checkIn) || !validDate(values.checkOut)) return null;
  const nights = nightsBetween(values.checkIn, values.checkOut);
  return nights >= 1 ? nights : null;
}

/**
 * The local rules, as translation keys of the free-stay namespace. `withPerson`: the admin's form names whose
 * nights; an owner in the portal asks for themselves.
 */
export function validateRequestForm(values: RequestFormValues, withPerson: boolean): RequestFormErrors {
  const errors: RequestFormErrors = {};
  if (withPerson && !values.personId) errors.personId = 'form.personRequired';
  if (!values.unitId && !values.roomTypeId) errors.unitId = withPerson ? 'form.placeRequired' : 'form.unitRequired';
  if (!validDate(values.checkIn)) errors.checkIn = 'form.checkInRequired';
  if (!validDate(values.checkOut)) errors.checkOut = 'form.checkOutRequired';
  else if (validDate(values.checkIn)) {
    const nights = nightsBetween(values.checkIn, values.checkOut);
    if (nights < 1) errors.checkOut = 'form.checkOutAfter';
    else if (nights > FREE_STAY_MAX_QUOTA_DAYS) errors.checkOut = 'form.tooManyNights';
  }
  if (guestCount(values.adults, 1) === null) errors.adults = 'form.adultsInvalid';
  if (guestCount(values.children, 0) === null) errors.children = 'form.childrenInvalid';
  const reason = values.reason.trim();
  if (!reason) errors.reason = 'form.reasonRequired';
  else if (reason.length > FREE_STAY_REASON_MAX_LENGTH) errors.reason = 'form.reasonTooLong';
  return errors;
}

/** A unit, or a room type with no unit: what the request names. */
function place(values: Pick<RequestFormValues, 'unitId' | 'roomTypeId'>): { unitId: string } | { roomTypeId: string } | null {
  if (values.unitId) return { unitId: values.unitId };
  if (values.roomTypeId) return { roomTypeId: values.roomTypeId };
  return null;
}

/** What `freeStay.check` is asked once a place and valid dates are there; null while something is missing. */
export function checkRequestOf(values: RequestFormValues): FreeStayCheckRequest | null {
  const where = place(values);
  const nights = nightsOf(values);
  if (!where || nights === null || nights > FREE_STAY_MAX_QUOTA_DAYS) return null;
  return { ...where, checkIn: values.checkIn, checkOut: values.checkOut };
}

/** The create call's body, once the form is valid. `accountId`: the person chosen, or the owner's own. */
export function requestBody(values: RequestFormValues, accountId: string): NewFreeStayRequest {
  const where = place(values);
  if (!where) throw new Error('requestBody needs a unit or a room type');
  return {
    accountId,
    ...where,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    adults: guestCount(values.adults, 1) ?? 1,
    children: guestCount(values.children, 0) ?? 0,
    reason: values.reason.trim(),
  };
}

/** The server names the person as `accountId`: the form shows it on the person picker. */
export function serverField(field: string): string {
  return field.endsWith('accountId') ? 'personId' : field;
}

/**
 * The request form: local rules after a submit, the server's 400s on their fields until edited. The admin's names
 * whose nights (`withPerson`); the owner's asks for themselves, and its page sends their own account.
 */
function defineRequestForm(withPerson: boolean) {
  return defineForm({
    namespace: 'free-stay',
    fields: REQUEST_FIELDS,
    params: REQUEST_PARAMS,
    clears: { propertyId: ['unitId', 'roomTypeId'], roomTypeId: ['unitId'], unitId: ['roomTypeId', 'checkIn', 'checkOut'], checkIn: ['checkOut'], checkOut: ['checkIn'] },
    serverField,
    rules: (values: RequestFormValues) => validateRequestForm(values, withPerson),
    empty: EMPTY_REQUEST_FORM,
    toBody: (values: RequestFormValues) => requestBody(values, values.personId),
  });
}

export const adminRequestForm = defineRequestForm(true);
export const portalRequestForm = defineRequestForm(false);

export type RequestFormState = FormState<RequestFormValues, RequestField>;
