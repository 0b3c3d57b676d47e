import { newProperty, newRoomType, type Property, type RoomType, type Unit } from '@shared/contracts/listings';
import { defineForm } from '@app/kit/form/define-form';
import { lengthLimits } from '@app/kit/form/schema';
import type { FieldError } from '@app/lib/api-errors';
import { EMPTY_PROPERTY_FORM, PROPERTY_FIELDS, propertyBody, propertyFormValues, propertyPatchBody, validatePropertyForm } from '../property-form';
import {
  EMPTY_ROOM_TYPE_FORM, ROOM_TYPE_FIELDS, ROOM_TYPE_SERVER_FIELDS, roomTypeBody, roomTypeFormValues, roomTypePatchBody, validateRoomTypeForm,
  type RoomTypeField,
} from '../room-type-form';
import { EMPTY_UNIT_FORM, NOTES_MAX, UNIT_FIELDS, UNIT_NUMBER_LIMITS, unitBody, unitFormValues, unitPatchBody, validateUnitForm } from '../unit-form';

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

