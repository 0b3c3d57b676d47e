import { listings } from '@shared/contracts/plain/listings';
import { owners } from '@shared/contracts/plain/owners';
import { users } from '@shared/contracts/plain/users';
import { encodeListParams } from '@shared/list-encode';
import { P } from '@shared/permissions';
import type { AdminProfile } from '@shared/contracts/auth';
import { api } from '@app/lib/api';
import { can } from '@app/lib/can';
import type { PickerOption } from '@app/kit/picker/PickerModal';

const PICKER_LIMIT = 30;

const pickerQuery = (filter: Record<string, unknown>, sort: Record<string, 'asc' | 'desc'>) =>
  encodeListParams({ filter, sort, pagination: { limit: PICKER_LIMIT, currentPage: 1 } });

/** Active units by number, property or room type; `scope` narrows them to one room type or property, or to one owner's units now. */
export async function searchUnits(
  query: string, signal: AbortSignal, scope: { roomTypeId?: string; propertyId?: string; ownerId?: string } = {},
): Promise<PickerOption[]> {
  const answer = await api.call(listings.units, { query: pickerQuery({ search: query.trim() || undefined, status: 'active', ...scope }, { unitNumber: 'asc' }), signal });
  return answer.units.map((u) => ({ value: u.id, label: `${u.unitNumber} · ${u.propertyName}`, detail: u.roomTypeName }));
}

export async function searchProperties(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await api.call(listings.properties, { query: pickerQuery({ search: query.trim() || undefined }, { name: 'asc' }), signal });
  return answer.properties.map((p) => ({ value: p.id, label: p.name }));
}

export async function searchRoomTypes(propertyId: string, query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await api.call(listings.roomTypes, { query: pickerQuery({ propertyId, search: query.trim() || undefined }, { name: 'asc' }), signal });
  return answer.roomTypes.map((r) => ({ value: r.id, label: r.name }));
}

type Translate = (key: string) => string;

/**
 * Whose free nights: owners and users (VIPs, staff…), by name or account number. There is no one account search:
 * the owners list and the users list are asked, each only when the admin may read it, and merged by name.
 */
export function personSearch(profile: Pick<AdminProfile, 'permissions'>, t: Translate) {
  const mayOwners = can(profile, P.owner.view);
  const mayUsers = can(profile, P.user.view);
  return async (query: string, signal: AbortSignal): Promise<PickerOption[]> => {
    const search = query.trim() || undefined;
    const [ownerRows, userRows] = await Promise.all([
      mayOwners ? api.call(owners.list, { query: pickerQuery({ search, active: true }, { name: 'asc' }), signal }).then((a) => a.owners) : Promise.resolve([]),
      mayUsers ? api.call(users.list, { query: pickerQuery({ search, approvalStatus: 'approved', banned: false }, { name: 'asc' }), signal }).then((a) => a.users) : Promise.resolve([]),
    ]);
    // An owner may be on both lists (the users list holds owner accounts too): once, as the owner.
    const owned = new Set(ownerRows.map((o) => o.id));
    const options: PickerOption[] = [
      ...ownerRows.map((o) => ({ value: o.id, label: `${o.name} · ${o.accountNumber}`, detail: t('person.owner') })),
      ...userRows.filter((u) => !owned.has(u.id)).map((u) => ({ value: u.id, label: `${u.name} · ${u.accountNumber}`, detail: u.isVip ? t('person.vip') : t(`person.role.${u.role}`) })),
    ];
    return options.sort((a, b) => a.label.localeCompare(b.label));
  };
}

/** The admin may pick anyone at all: without either list there is nobody to pick. */
export function mayPickPeople(profile: Pick<AdminProfile, 'permissions'>): boolean {
  return can(profile, P.owner.view) || can(profile, P.user.view);
}
