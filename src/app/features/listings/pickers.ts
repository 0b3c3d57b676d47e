import { companies } from '@shared/contracts/companies';
import { owners } from '@shared/contracts/plain/owners';
import { servicePackages } from '@shared/contracts/service-packages';
import { encodeListParams } from '@shared/list-encode';
import { api } from '@app/lib/api';
import type { PickerOption } from '@app/kit/picker/PickerModal';

/** The first matches a picker shows: enough to scroll, few enough to answer at once. */
const PICKER_LIMIT = 30;

const listQuery = (filter: Record<string, unknown>) => encodeListParams({ filter, sort: { name: 'asc' }, pagination: { limit: PICKER_LIMIT, currentPage: 1 } });

/** Active companies, for a property's operator. */
export async function searchCompanies(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await api.call(companies.list, { query: listQuery({ search: query.trim() || undefined, active: true }), signal });
  return answer.companies.map((c) => ({ value: c.id, label: c.name, detail: c.city }));
}

/** Active owners, by name, email, phone or account number. */
export async function searchOwners(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await api.call(owners.list, { query: listQuery({ search: query.trim() || undefined, active: true }), signal });
  return answer.owners.map((o) => ({ value: o.id, label: o.name, detail: o.accountNumber }));
}

/** Active service packages. */
export async function searchPackages(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await api.call(servicePackages.list, { query: listQuery({ search: query.trim() || undefined, active: true }), signal });
  return answer.servicePackages.map((p) => ({ value: p.id, label: p.name }));
}
