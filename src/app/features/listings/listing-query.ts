import type { Property, RoomType, Unit } from '@shared/contracts/listings';
import type { MalaysianState } from '@shared/reference/states';
import { encodeListParams } from '@shared/list-encode';
import { PAGE_SIZE } from '@app/kit/constants';
import { byName, pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

const page = (currentPage: number) => ({ limit: PAGE_SIZE, currentPage });
const contains = (text: string, search: string) => !search || text.toLowerCase().includes(search);

export interface PropertyListQuery {
  search: string;
  /** '' for every company. */
  companyId: string;
  /** '' for every state. */
  state: MalaysianState | '';
}

export const DEFAULT_PROPERTY_QUERY: PropertyListQuery = { search: '', companyId: '', state: '' };

export const propertyListSearch = (query: PropertyListQuery, currentPage: number) => pageSearch(query, { name: 'asc' }, currentPage);

export function localPropertyAnswer(query: PropertyListQuery): LocalAnswer<Property> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (p) =>
      contains(`${p.name} ${p.city} ${p.companyName}`, search) && (!query.companyId || p.companyId === query.companyId) && (!query.state || p.state === query.state),
    sort: byName,
  };
}

/** The room types of one property, by name. */
export interface RoomTypeListQuery {
  propertyId: string;
}

export function roomTypeListSearch(query: RoomTypeListQuery, currentPage: number): string {
  return encodeListParams({ filter: { propertyId: query.propertyId }, sort: { name: 'asc' }, pagination: page(currentPage) });
}

export function localRoomTypeAnswer(query: RoomTypeListQuery): LocalAnswer<RoomType> {
  return { filter: (r) => r.propertyId === query.propertyId, sort: byName };
}

/** Units of a room type, or of a property with a gap (no owner, no package). */
export interface UnitListQuery {
  roomTypeId?: string;
  propertyId?: string;
  withoutOwner?: boolean;
  withoutPackage?: boolean;
}

export function unitListSearch(query: UnitListQuery, currentPage: number): string {
  return encodeListParams({
    filter: { roomTypeId: query.roomTypeId, propertyId: query.propertyId, withoutOwner: query.withoutOwner, withoutPackage: query.withoutPackage },
    sort: { unitNumber: 'asc' },
    pagination: page(currentPage),
  });
}

export function localUnitAnswer(query: UnitListQuery): LocalAnswer<Unit> {
  return {
    filter: (u) =>
      (!query.roomTypeId || u.roomTypeId === query.roomTypeId) &&
      (!query.propertyId || u.propertyId === query.propertyId) &&
      (query.withoutOwner === undefined || (u.ownerId === null) === query.withoutOwner) &&
      (query.withoutPackage === undefined || (u.servicePackageId === null) === query.withoutPackage),
    sort: (a, b) => a.unitNumber.localeCompare(b.unitNumber, 'en', { numeric: true }) || (a.id < b.id ? -1 : 1),
  };
}
