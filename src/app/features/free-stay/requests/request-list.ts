import type { FreeStayRequest, FreeStayStatus } from '@shared/contracts/free-stay';
import { listFilter, pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

/** A filter's chosen record: its id for the server, its label for the chip. */
export interface Chosen {
  id: string;
  label: string;
}

export interface RequestListQuery {
  search: string;
  status: FreeStayStatus | null;
  unit: Chosen | null;
  person: Chosen | null;
  /** Requests with a night in [from, to]; `''` for open. */
  from: string;
  to: string;
}

export const DEFAULT_REQUEST_QUERY: RequestListQuery = { search: '', status: null, unit: null, person: null, from: '', to: '' };

export function isFiltered(query: RequestListQuery): boolean {
  return JSON.stringify(query) !== JSON.stringify(DEFAULT_REQUEST_QUERY);
}

/** The list protocol's filter: only what is set. */
export function requestFilter({ unit, person, ...query }: RequestListQuery): Record<string, unknown> {
  return listFilter({ ...query, unitId: unit?.id, accountId: person?.id });
}

/** One page, newest request first. */
export const requestListSearch = (query: RequestListQuery, page: number) => pageSearch(requestFilter(query), { createdAt: 'desc' }, page);

const newestFirst = (a: FreeStayRequest, b: FreeStayRequest) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1);

/** The same filters over requests saved on this device (offline, a filter never fetched here). */
export function localRequestAnswer(query: RequestListQuery): LocalAnswer<FreeStayRequest> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (r) =>
      (!search || `${r.code} ${r.accountName} ${r.accountNumber} ${r.unitNumber ?? ''}`.toLowerCase().includes(search)) &&
      (!query.status || r.status === query.status) &&
      (!query.unit || r.unitId === query.unit.id) &&
      (!query.person || r.accountId === query.person.id) &&
      // A night in [from, to]: the stay's last night is the day before check-out.
      (!query.from || r.checkOut > query.from) &&
      (!query.to || r.checkIn <= query.to),
    sort: newestFirst,
  };
}

/** A decision or cancel waiting to sync moves a request out of the status it was listed under. */
export function keepStatus(query: Pick<RequestListQuery, 'status'>): (request: FreeStayRequest) => boolean {
  return (request) => !query.status || request.status === query.status;
}
