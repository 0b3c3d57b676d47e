import {
  EXEMPT_NATIONALITY,
  MAX_NIGHTS,
  nightsBetween,
  type INITIAL_STATUSES,
  type NewReservation,
  type Quote,
  type QuoteRequest,
  type Reservation,
  type ReservationChannel,
  type ReservationKind,
  type ReservationPatch,
} from '@shared/contracts/reservations';
import { addDays } from '@shared/dates';
import { typedPhone } from '@app/kit/form/countries';
import { defineForm, textValuesOf, type FormState } from '@app/kit/form/define-form';
import { orNull } from '@app/kit/form/fields';
import type { FieldErrors } from '@app/kit/form/use-form';

/** Every field as the form holds it: text, `''` for nothing chosen or typed. */
export interface ReservationFormValues {
  unitId: string;
  /** What the unit picker shows: `A-01-01 · Teluk Residences`. */
  unitLabel: string;
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  guestName: string;
  guestPhone: string;
  guestEmail: string;
  /** Two letters (`SG`), or `''` for not asked yet. */
  guestNationality: string;
  guestPermanentResident: boolean;
  channel: ReservationChannel;
  kind: ReservationKind;
  status: (typeof INITIAL_STATUSES)[number];
  tourismTaxCollectedBy: 'operator' | 'channel';
  notes: string;
}

export type ReservationField = Exclude<keyof ReservationFormValues, 'unitLabel'>;
export const RESERVATION_FIELDS: readonly ReservationField[] = [
  'unitId', 'checkIn', 'checkOut', 'adults', 'children', 'guestName', 'guestPhone', 'guestEmail', 'guestNationality', 'guestPermanentResident',
  'channel', 'kind', 'status', 'tourismTaxCollectedBy', 'notes',
];

export const EMPTY_RESERVATION_FORM: ReservationFormValues = {
  unitId: '', unitLabel: '', checkIn: '', checkOut: '', adults: '2', children: '0', guestName: '', guestPhone: '', guestEmail: '', guestNationality: '',
  guestPermanentResident: false, channel: 'direct', kind: 'guest', status: 'confirmed', tourismTaxCollectedBy: 'operator', notes: '',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The create page opened from the calendar (`?unitId=…&checkIn=YYYY-MM-DD`): the unit and the night, one night long
 * to start with. Anything malformed is ignored, never half-used.
 */
export function prefillFromQuery(search: string): Partial<ReservationFormValues> {
  const params = new URLSearchParams(search);
  const out: Partial<ReservationFormValues> = {};
  const unitId = params.get('unitId') ?? '';
  const checkIn = params.get('checkIn') ?? '';
  if (UUID.test(unitId)) out.unitId = unitId;
  if (DATE.test(checkIn) && !Number.isNaN(Date.parse(checkIn))) {
    out.checkIn = checkIn;
    out.checkOut = addDays(checkIn, 1);
  }
  return out;
}

export const unitLabelOf = (stay: Pick<Reservation, 'unitNumber' | 'propertyName'>) => `${stay.unitNumber} · ${stay.propertyName}`;

export function reservationFormValues(stay: Reservation): ReservationFormValues {
  const values = textValuesOf(EMPTY_RESERVATION_FORM, stay);
  // The status is not edited here (the status call moves it); kept only so the values are whole.
  return { ...values, unitLabel: unitLabelOf(stay), guestPermanentResident: stay.guestPermanentResident, status: 'confirmed' };
}

const count = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Dates a quote can be asked for: both set, check-out after check-in, not longer than the server takes. */
export function datesReady(values: Pick<ReservationFormValues, 'checkIn' | 'checkOut'>): boolean {
  if (!DATE.test(values.checkIn) || !DATE.test(values.checkOut)) return false;
  const nights = nightsBetween(values.checkIn, values.checkOut);
  return nights >= 1 && nights <= MAX_NIGHTS;
}

/** A foreign guest owes tourism tax: the form asks for the nationality of every guest stay. */
export const needsNationality = (values: Pick<ReservationFormValues, 'kind'>) => values.kind === 'guest';

/** The local rules, as translation keys of the reservations namespace; the server's schema says the same. */
export function validateReservationForm(values: ReservationFormValues): FieldErrors<ReservationField> {
  const errors: FieldErrors<ReservationField> = {};
  if (!values.unitId) errors.unitId = 'form.unitRequired';
  if (!DATE.test(values.checkIn)) errors.checkIn = 'form.checkInRequired';
  if (!DATE.test(values.checkOut)) errors.checkOut = 'form.checkOutRequired';
  else if (DATE.test(values.checkIn)) {
    const nights = nightsBetween(values.checkIn, values.checkOut);
    if (nights < 1) errors.checkOut = 'form.checkOutAfter';
    else if (nights > MAX_NIGHTS) errors.checkOut = 'form.tooLong';
  }
  if (count(values.adults) === null) errors.adults = 'form.countInvalid';
  if (count(values.children) === null) errors.children = 'form.countInvalid';
  if (values.kind !== 'block' && !values.guestName.trim()) errors.guestName = 'form.guestNameRequired';
  if (typedPhone(values.guestPhone) === null) errors.guestPhone = 'form.phoneInvalid';
  if (values.guestEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.guestEmail.trim())) errors.guestEmail = 'form.emailInvalid';
  if (needsNationality(values) && !/^[A-Z]{2}$/.test(values.guestNationality)) errors.guestNationality = 'form.nationalityRequired';
  return errors;
}

/** The guest's fields as both create and edit send them. */
function guestBody(values: ReservationFormValues) {
  return {
    guestName: orNull(values.guestName),
    guestPhone: typedPhone(values.guestPhone) || null,
    guestEmail: orNull(values.guestEmail),
    guestNationality: values.guestNationality || null,
    guestPermanentResident: values.guestNationality !== EXEMPT_NATIONALITY && values.guestPermanentResident,
    adults: count(values.adults) ?? 0,
    children: count(values.children) ?? 0,
  };
}

/** The body of a create: the server prices a guest stay from the same quote the form shows. Call only once valid. */
export function reservationBody(values: ReservationFormValues): NewReservation {
  return {
    unitId: values.unitId,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    channel: values.channel,
    kind: values.kind,
    status: values.status,
    ...guestBody(values),
    tourismTaxCollectedBy: values.tourismTaxCollectedBy,
    notes: orNull(values.notes),
  };
}

/** The quote for what the form holds, or null while the unit or the dates are not there yet; `editing`: the stay it edits. */
export function quoteRequestOf(values: ReservationFormValues, editing?: string): QuoteRequest | null {
  if (!values.unitId || !datesReady(values)) return null;
  return {
    ...(editing ? { exceptId: editing } : {}),
    unitId: values.unitId,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    channel: values.channel,
    guestNationality: /^[A-Z]{2}$/.test(values.guestNationality) ? values.guestNationality : null,
    guestPermanentResident: values.guestPermanentResident,
    tourismTaxCollectedBy: values.tourismTaxCollectedBy,
  };
}

/** A change to these fields changes the price: an edit then sends the new quote's amounts. */
const PRICED: readonly (keyof ReservationFormValues)[] = ['unitId', 'checkIn', 'checkOut', 'channel', 'guestNationality', 'guestPermanentResident', 'tourismTaxCollectedBy'];

export function repriced(before: ReservationFormValues, after: ReservationFormValues): boolean {
  return PRICED.some((field) => before[field] !== after[field]);
}

/**
 * An edit sends every field with the version it was made on. A PATCH never reprices on its own: when something
 * priced changed, the amounts of the quote on screen go with it; otherwise the stay keeps its own.
 */
export function reservationPatchBody(values: ReservationFormValues, version: number, quote: Quote | null): ReservationPatch {
  const body: ReservationPatch = {
    unitId: values.unitId,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    channel: values.channel,
    ...guestBody(values),
    tourismTaxCollectedBy: values.tourismTaxCollectedBy,
    notes: orNull(values.notes),
    version,
  };
  return withQuoteAmounts(body, values.kind === 'guest' ? quote : null);
}

/** The amounts of the quote on screen, on a guest stay's patch that repriced it. */
export function withQuoteAmounts(patch: ReservationPatch, quote: Quote | null): ReservationPatch {
  if (!quote) return patch;
  return { ...patch, roomRevenueSen: quote.roomRevenueSen, cleaningFeeSen: quote.cleaningFeeSen, sstSen: quote.sstSen, tourismTaxSen: quote.tourismTaxSen };
}

/**
 * Create and edit. A 409 (the nights are taken) says "already taken": it lands on the dates, where the admin changes
 * something to get past it. An edit's patch carries no amounts: the page adds the quote on screen when it repriced.
 */
export const reservationForm = defineForm({
  namespace: 'reservations',
  fields: RESERVATION_FIELDS,
  clears: { unitId: ['checkIn', 'checkOut'], checkIn: ['checkOut'], checkOut: ['checkIn'] },
  conflictFields: ['checkIn'],
  conflictWords: { checkIn: 'taken' },
  rules: validateReservationForm,
  empty: EMPTY_RESERVATION_FORM,
  fromRecord: reservationFormValues,
  toBody: reservationBody,
  toPatch: (values, stay: Reservation) => reservationPatchBody(values, stay.version, null),
});

export type ReservationFormState = FormState<ReservationFormValues, ReservationField>;
