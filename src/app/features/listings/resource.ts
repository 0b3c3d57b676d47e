import type { Property, RoomType, Unit } from '@shared/contracts/listings';
import { listings } from '@shared/contracts/plain/listings';
import { defineResource } from '@app/kit/resource/define-resource';

export const propertyResource = defineResource({
  type: 'listings.property',
  list: listings.properties,
  record: listings.property,
  rows: (answer) => ({ items: answer.properties, totalCount: answer.totalCount }),
  id: (property: Property) => property.id,
});

export const roomTypeResource = defineResource({
  type: 'listings.room-type',
  list: listings.roomTypes,
  record: listings.roomType,
  rows: (answer) => ({ items: answer.roomTypes, totalCount: answer.totalCount }),
  id: (roomType: RoomType) => roomType.id,
});

/** List rows and records share the cache: a saved row may lack the record's history until it arrives. */
export const unitResource = defineResource({
  type: 'listings.unit',
  list: listings.units,
  record: listings.unit,
  rows: (answer) => ({ items: answer.units, totalCount: answer.totalCount }),
  id: (unit: Unit) => unit.id,
});
