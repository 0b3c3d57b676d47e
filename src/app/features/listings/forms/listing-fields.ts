import { newProperty, newRoomType, unitNumberField } from '@shared/contracts/listings';
import { addressFields, defineFields } from '@app/kit/form/fields';
import { searchCompanies } from '../pickers';
import type { PropertyFormValues } from '../property-form';
import type { RoomTypeFormValues } from '../room-type-form';
import { NOTES_MAX, UNIT_STATUS_OPTIONS, type UnitFormValues } from '../unit-form';

// The fields of the tree's three forms, as their create and edit pages draw them.

export const propertyFields = defineFields<PropertyFormValues>({
  namespace: 'listings',
  testIdPrefix: 'listings-property-form',
  schemas: newProperty.shape,
  sections: [
    {
      fields: [
        { name: 'name' },
        { name: 'companyId', kind: 'picker', words: 'company', search: searchCompanies, shownIn: 'companyName' },
        ...addressFields<PropertyFormValues>({ stateWords: 'states.' }),
        { row: [{ name: 'checkInTime', kind: 'time' }, { name: 'checkOutTime', kind: 'time' }], className: 'listings-form-row' },
      ],
    },
  ],
});

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
