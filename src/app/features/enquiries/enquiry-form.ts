import { newEnquiry, type NewEnquiry } from '@shared/contracts/enquiries';
import type { ReservationChannel } from '@shared/contracts/reservations';
import { typedPhone } from '@app/kit/form/countries';
import { defineForm } from '@app/kit/form/define-form';
import { orNull } from '@app/kit/form/fields';
import type { FieldErrors } from '@app/kit/form/use-form';

/** Every field as the form holds it: text, `''` for nothing typed; the unit as the picker chose it. */
export interface EnquiryFormValues {
  name: string;
  phone: string;
  email: string;
  checkIn: string;
  checkOut: string;
  unitId: string;
  unitLabel: string;
  adults: string;
  children: string;
  message: string;
  /** ISO code, `''` when not given. */
  guestNationality: string;
  channel: ReservationChannel;
}

export type EnquiryField = Exclude<keyof EnquiryFormValues, 'unitLabel'>;
const ENQUIRY_FIELDS: readonly EnquiryField[] = ['name', 'phone', 'email', 'checkIn', 'checkOut', 'unitId', 'adults', 'children', 'message', 'guestNationality', 'channel'];

const EMPTY_ENQUIRY_FORM: EnquiryFormValues = {
  name: '', phone: '', email: '', checkIn: '', checkOut: '', unitId: '', unitLabel: '', adults: '2', children: '0', message: '', guestNationality: '', channel: 'direct',
};

const shape = newEnquiry.shape;
const count = (raw: string) => (/^\d{1,2}$/.test(raw.trim()) ? Number(raw.trim()) : NaN);

/** The rules past the contract's own, as translation keys of the enquiries namespace. */
function enquiryRules(values: EnquiryFormValues): FieldErrors<EnquiryField> {
  const errors: FieldErrors<EnquiryField> = {};
  const phone = typedPhone(values.phone);
  if (phone === null) errors.phone = 'form.phoneInvalid';
  if (values.email.trim() && !shape.email.safeParse(values.email).success) errors.email = 'form.emailInvalid';
  if (!errors.phone && !errors.email && !phone && !values.email.trim()) errors.phone = 'form.contactRequired';
  if (Boolean(values.checkIn) !== Boolean(values.checkOut)) errors[values.checkIn ? 'checkOut' : 'checkIn'] = 'form.bothDates';
  else if (values.checkIn && values.checkOut <= values.checkIn) errors.checkOut = 'form.checkOutAfter';
  const adults = count(values.adults);
  if (!(adults >= 1 && adults <= 50)) errors.adults = 'form.adultsInvalid';
  const children = count(values.children);
  if (!(children >= 0 && children <= 50)) errors.children = 'form.childrenInvalid';
  return errors;
}

/** The body of a create: empty optional fields are none. Call only once the form is valid. */
export function enquiryBody(values: EnquiryFormValues): NewEnquiry {
  return {
    name: values.name.trim(),
    phone: typedPhone(values.phone) || null,
    email: orNull(values.email),
    checkIn: values.checkIn || null,
    checkOut: values.checkOut || null,
    unitId: values.unitId || null,
    adults: count(values.adults),
    children: count(values.children),
    message: orNull(values.message),
    guestNationality: values.guestNationality || null,
    channel: values.channel,
  };
}

/** The enquiry an admin logs; nothing typed is lost when the server refuses. */
export const enquiryForm = defineForm({
  namespace: 'enquiries',
  fields: ENQUIRY_FIELDS,
  checked: { name: shape.name },
  rules: enquiryRules,
  empty: EMPTY_ENQUIRY_FORM,
  toBody: enquiryBody,
});
