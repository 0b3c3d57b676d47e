import { newProperty, newRoomType } from '@shared/contracts/listings';
import { lengthLimits } from '@app/kit/form/schema';
import { useForm } from '@app/kit/form/use-form';
import type { FieldError } from '@app/lib/api-errors';
import { PROPERTY_FIELDS, validatePropertyForm, type PropertyField, type PropertyFormValues } from '../property-form';
import { ROOM_TYPE_FIELDS, ROOM_TYPE_SERVER_FIELDS, validateRoomTypeForm, type RoomTypeField, type RoomTypeFormValues } from '../room-type-form';
import { UNIT_FIELDS, UNIT_NUMBER_LIMITS, NOTES_MAX, validateUnitForm, type UnitField, type UnitFormValues } from '../unit-form';

const property = newProperty.shape;

export function usePropertyForm(initial: PropertyFormValues) {
  const form = useForm<PropertyFormValues, PropertyField>({
    namespace: 'listings',
    initial,
    fields: PROPERTY_FIELDS,
    params: { name: lengthLimits(property.name), addressLine1: lengthLimits(property.addressLine1), addressLine2: lengthLimits(property.addressLine2), city: lengthLimits(property.city) },
  });
  const localErrors = () => validatePropertyForm(form.values);
  return { ...form, localErrors, visibleErrors: () => form.errorsFor(localErrors()) };
}
export type PropertyFormState = ReturnType<typeof usePropertyForm>;

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

export function useRoomTypeForm(initial: RoomTypeFormValues) {
  const form = useForm<RoomTypeFormValues, RoomTypeField>({
    namespace: 'listings',
    initial,
    fields: ROOM_TYPE_FIELDS,
    // A name another room type of the property has: "…a room type of this name".
    conflictFields: ['name'],
    conflictWords: { name: 'of this name' },
    params: { name: lengthLimits(newRoomType.shape.name) },
  });
  const localErrors = () => validateRoomTypeForm(form.values);
  return { ...form, localErrors, visibleErrors: () => form.errorsFor(localErrors()) };
}
export type RoomTypeFormState = ReturnType<typeof useRoomTypeForm>;

export function useUnitForm(initial: UnitFormValues) {
  const form = useForm<UnitFormValues, UnitField>({
    namespace: 'listings',
    initial,
    fields: UNIT_FIELDS,
    // A number another unit of the property has: "…a unit with this number".
    conflictFields: ['unitNumber'],
    conflictWords: { unitNumber: 'with this number' },
    params: { unitNumber: UNIT_NUMBER_LIMITS, notes: { max: NOTES_MAX } },
  });
  const localErrors = () => validateUnitForm(form.values);
  return { ...form, localErrors, visibleErrors: () => form.errorsFor(localErrors()) };
}
export type UnitFormState = ReturnType<typeof useUnitForm>;
