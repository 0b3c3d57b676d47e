import { newProperty, newRoomType, unitNumberField, type Property, type RoomType, type Unit } from '@shared/contracts/listings';
import { defineForm, type FormState } from '@app/kit/form/define-form';
import { defineFields } from '@app/kit/form/fields';
import { lengthLimits } from '@app/kit/form/schema';
import type { FieldError } from '@app/lib/api-errors';
import { searchCompanies } from '../pickers';
import { EMPTY_PROPERTY_FORM, PROPERTY_FIELDS, propertyBody, propertyFormValues, propertyPatchBody, validatePropertyForm, type PropertyField, type PropertyFormValues } from '../property-form';
import {
  EMPTY_ROOM_TYPE_FORM, ROOM_TYPE_FIELDS, ROOM_TYPE_SERVER_FIELDS, roomTypeBody, roomTypeFormValues, roomTypePatchBody, validateRoomTypeForm,
  type RoomTypeField, type RoomTypeFormValues,
} from '../room-type-form';
import { EMPTY_UNIT_FORM, NOTES_MAX, UNIT_FIELDS, UNIT_STATUS_OPTIONS, UNIT_NUMBER_LIMITS, unitBody, unitFormValues, unitPatchBody, validateUnitForm, type UnitField, type UnitFormValues } from '../unit-form';

// The three forms of the tree, declared for the kit's create and edit pages.

const property = newProperty.shape;

export const propertyForm = defineForm({
  namespace: 'listings',
  fields: PROPERTY_FIELDS,
  rules: validatePropertyForm,
  params: { name: lengthLimits(property.name), addressLine1: lengthLimits(property.addressLine1), addressLine2: lengthLimits(property.addressLine2), city: lengthLimits(property.city) },
  empty: EMPTY_PROPERTY_FORM,
  fromRecord: propertyFormValues,
  toBody: propertyBody,
  toPatch: (values, record: Property) => propertyPatchBody(values, record.version),
});
export type PropertyFormState = FormState<PropertyFormValues, PropertyField>;

export const propertyFields = defineFields<PropertyFormValues>({
  namespace: 'listings',
  testIdPrefix: 'listings-property-form',
  schemas: property,
  sections: [
    {
      fields: [
        { name: 'name' },
        { name: 'companyId', kind: 'picker', words: 'company', search: searchCompanies, shownIn: 'companyName' },
        { name: 'addressLine1', autocomplete: 'address-line1' },
        { name: 'addressLine2', autocomplete: 'address-line2', optional: true },
        { name: 'postcode', kind: 'numeric', autocomplete: 'postal-code' },
        { name: 'city', autocomplete: 'address-level2' },
        { name: 'state', kind: 'state', optionWords: 'states.' },
        { row: [{ name: 'checkInTime', kind: 'time' }, { name: 'checkOutTime', kind: 'time' }], className: 'listings-form-row' },
      ],
    },
  ],
});

/** The server's `baseNightlyRateSen` is the form's `baseNightlyRate`. */
export function roomTypeServerErrors(errors: readonly FieldError[]): Partial<Record<RoomTypeField, string>> {
  const out: Partial<Record<RoomTypeField, string>> = {};
  for (const { field, message } of errors) {
    const last = field.split('.').pop() ?? field;
    const name = ROOM_TYPE_SERVER_FIELDS[last] ?? ROOM_TYPE_FIELDS.find((f) => f === last);
    if (name) out[name] = message;
  }
  return out;
}

export const roomTypeForm = defineForm({
  namespace: 'listings',
  fields: ROOM_TYPE_FIELDS,
  rules: validateRoomTypeForm,
  readServerErrors: roomTypeServerErrors,
  // A name another room type of the property has: "…a room type of this name".
  conflictFields: ['name'],
  conflictWords: { name: 'of this name' },
  params: { name: lengthLimits(newRoomType.shape.name) },
  empty: EMPTY_ROOM_TYPE_FORM,
  fromRecord: roomTypeFormValues,
  toBody: roomTypeBody,
  toPatch: (values, record: RoomType) => roomTypePatchBody(values, record.version),
});
export type RoomTypeFormState = FormState<RoomTypeFormValues, RoomTypeField>;

const ringgit = { kind: 'decimal', hint: 'fields.ringgitHint' } as const;
export const roomTypeFields = defineFields<RoomTypeFormValues>({
  namespace: 'listings',
  testIdPrefix: 'listings-room-type-form',
  sections: [
    {
      fields: [
        { name: 'name', schema: newRoomType.shape.name },
        { row: [{ name: 'bedrooms', kind: 'numeric' }, { name: 'bathrooms', kind: 'numeric' }, { name: 'maxGuests', kind: 'numeric' }], className: 'listings-form-row' },
        { name: 'baseNightlyRate', ...ringgit },
        { name: 'cleaningFee', ...ringgit },
      ],
    },
  ],
});

export const unitForm = defineForm({
  namespace: 'listings',
  fields: UNIT_FIELDS,
  rules: validateUnitForm,
  // A number another unit of the property has: "…a unit with this number".
  conflictFields: ['unitNumber'],
  conflictWords: { unitNumber: 'with this number' },
  params: { unitNumber: UNIT_NUMBER_LIMITS, notes: { max: NOTES_MAX } },
  empty: EMPTY_UNIT_FORM,
  fromRecord: unitFormValues,
  toBody: unitBody,
  toPatch: (values, record: Unit) => unitPatchBody(values, record.version),
});
export type UnitFormState = FormState<UnitFormValues, UnitField>;

export const unitFields = defineFields<UnitFormValues>({
  namespace: 'listings',
  testIdPrefix: 'listings-unit-form',
  sections: [
    {
      fields: [
        { name: 'unitNumber', hint: 'fields.unitNumberHint', schema: unitNumberField, autocapitalize: 'characters' },
        { name: 'status', kind: 'select', options: UNIT_STATUS_OPTIONS, optionWords: 'unitStatus.' },
        { name: 'notes', kind: 'textarea', maxlength: NOTES_MAX, optional: true },
      ],
    },
  ],
});
