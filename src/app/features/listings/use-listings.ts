import { useCallback } from 'react';
import type { NewProperty, NewRoomType, NewUnit, OwnerChange, PackageChange, Property, PropertyPatch, RoomType, RoomTypePatch, UnitDetail, UnitPatch } from '@shared/contracts/listings';
import { listings } from '@shared/contracts/plain/listings';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
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
  const { run, pending } = useMutationRunner();
  const createProperty = useCallback(
    (body: NewProperty): Promise<Outcome<Property>> => run('createProperty', body, (idempotencyKey) => api.call(listings.createProperty, { body, idempotencyKey })),
    [run],
  );
  const updateProperty = useCallback(
    (id: string, body: PropertyPatch): Promise<Outcome<Property>> =>
      run('updateProperty', { id, body }, (idempotencyKey) => api.call(listings.updateProperty, { params: { id }, body, idempotencyKey })),
    [run],
  );
  const createRoomType = useCallback(
    (body: NewRoomType): Promise<Outcome<RoomType>> => run('createRoomType', body, (idempotencyKey) => api.call(listings.createRoomType, { body, idempotencyKey })),
    [run],
  );
  const updateRoomType = useCallback(
    (id: string, body: RoomTypePatch): Promise<Outcome<RoomType>> =>
      run('updateRoomType', { id, body }, (idempotencyKey) => api.call(listings.updateRoomType, { params: { id }, body, idempotencyKey })),
    [run],
  );
  const createUnit = useCallback(
    (body: NewUnit): Promise<Outcome<UnitDetail>> => run('createUnit', body, (idempotencyKey) => api.call(listings.createUnit, { body, idempotencyKey })),
    [run],
  );
  const updateUnit = useCallback(
    (id: string, body: UnitPatch): Promise<Outcome<UnitDetail>> =>
      run('updateUnit', { id, body }, (idempotencyKey) => api.call(listings.updateUnit, { params: { id }, body, idempotencyKey })),
    [run],
  );
  const changeOwner = useCallback(
    (id: string, body: OwnerChange): Promise<Outcome<UnitDetail>> =>
      run('changeOwner', { id, body }, (idempotencyKey) => api.call(listings.changeOwner, { params: { id }, body, idempotencyKey })),
    [run],
  );
  const changePackage = useCallback(
    (id: string, body: PackageChange): Promise<Outcome<UnitDetail>> =>
      run('changePackage', { id, body }, (idempotencyKey) => api.call(listings.changePackage, { params: { id }, body, idempotencyKey })),
    [run],
  );
  return { createProperty, updateProperty, createRoomType, updateRoomType, createUnit, updateUnit, changeOwner, changePackage, pending };
}
