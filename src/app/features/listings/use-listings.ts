import { listings } from '@shared/contracts/plain/listings';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { useWrites } from '@app/kit/resource/use-writes';
import {
  localPropertyAnswer, localRoomTypeAnswer, localUnitAnswer, propertyListSearch, roomTypeListSearch, unitListSearch, type PropertyListQuery, type RoomTypeListQuery,
  type UnitListQuery,
} from './listing-query';
import { propertyResource, roomTypeResource, unitResource } from './resource';

export function usePropertyList(query: PropertyListQuery) {
  return useResourceList(propertyResource, { query, search: propertyListSearch, local: localPropertyAnswer });
}

export function useRoomTypeList(query: RoomTypeListQuery) {
  return useResourceList(roomTypeResource, { query, search: roomTypeListSearch, local: localRoomTypeAnswer });
}

export function useUnitList(query: UnitListQuery) {
  return useResourceList(unitResource, { query, search: unitListSearch, local: localUnitAnswer });
}

export const useProperty = (id: string | undefined) => useResourceRecord(propertyResource, id);
export const useRoomType = (id: string | undefined) => useResourceRecord(roomTypeResource, id);
export const useUnit = (id: string | undefined) => useResourceRecord(unitResource, id);

/** The writes of the listings area; each keeps its Idempotency-Key until it succeeds. */
export function useListingMutations() {
  const { createProperty, updateProperty, createRoomType, updateRoomType, createUnit, updateUnit, changeOwner, changePackage } = listings;
  return useWrites({ createProperty, updateProperty, createRoomType, updateRoomType, createUnit, updateUnit, changeOwner, changePackage });
}
