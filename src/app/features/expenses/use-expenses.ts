import { expenses } from '@shared/contracts/plain/expenses';
import { listings } from '@shared/contracts/plain/listings';
import { encodeListParams } from '@shared/list-encode';
import { api } from '@app/lib/api';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { useResourceRecord } from '@app/kit/resource/use-resource';
import { useWrites } from '@app/kit/resource/use-writes';
import { propertyPlace, unitPlace } from './form/place';
import { expenseResource } from './resource';

/** One expense by id, saved for offline. */
export function useExpenseRecord(id: string | undefined) {
  return useResourceRecord(expenseResource, id);
}

/** The edit (online, with the version the admin saw: a newer one is a 409 the edit page explains). */
export const useExpenseMutations = () => useWrites({ update: expenses.update });

const PICKER_LIMIT = 15;
const pickerPage = (search: string, sort: Record<string, 'asc'>, filter: Record<string, unknown> = {}) =>
  encodeListParams({ filter: { search: search.trim() || undefined, ...filter }, sort, pagination: { limit: PICKER_LIMIT, currentPage: 1 } });

/** Properties, then active units, matching what was typed: one picker for where an expense belongs. */
export async function searchPlaces(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const [properties, units] = await Promise.all([
    api.call(listings.properties, { query: pickerPage(query, { name: 'asc' }), signal }),
    api.call(listings.units, { query: pickerPage(query, { unitNumber: 'asc' }, { status: 'active' }), signal }),
  ]);
  return [
    ...properties.properties.map((p) => ({ value: propertyPlace(p.id), label: p.name, detail: p.city })),
    ...units.units.map((u) => ({ value: unitPlace(u.id), label: `${u.unitNumber} · ${u.propertyName}`, detail: u.roomTypeName })),
  ];
}

/** Properties only, for the list's property filter. */
export async function searchProperties(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await api.call(listings.properties, { query: pickerPage(query, { name: 'asc' }), signal });
  return answer.properties.map((p) => ({ value: p.id, label: p.name, detail: p.city }));
}
