import { users } from '@shared/contracts/plain/users';
import { encodeListParams } from '@shared/list-encode';
import type { ApiClient } from '@app/lib/api-client';
import { PAGE_SIZE } from './users-api';

export const RIDER_SEARCH_LIMIT = 10;

/** Riders whose identity documents wait for a check, oldest first (the legacy call takes the role beside the list params). */
export function pendingRidersSearch(page: number): string {
  const params = new URLSearchParams(encodeListParams({ sort: { createdAt: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } }));
  params.set('role', 'rider');
  return params.toString();
}

export function getRiderDetails(client: ApiClient, accountNumber: string, signal?: AbortSignal) {
  return client.call(users.riderDetails, { query: { account_number: accountNumber, user_type: 'rider' }, signal });
}

/** Riders by name, email, phone or account number, for the attendance picker. */
export function searchRiders(client: ApiClient, search: string, signal?: AbortSignal) {
  const params = new URLSearchParams(
    encodeListParams({ filter: { search: search.trim() || undefined }, sort: { name: 'asc' }, pagination: { limit: RIDER_SEARCH_LIMIT, currentPage: 1 } }),
  );
  params.set('role', 'rider');
  return client.call(users.legacyList, { query: params.toString(), signal });
}

export function getAttendance(client: ApiClient, accountNumber: string, start: string, end: string, signal?: AbortSignal) {
  return client.call(users.riderAttendance, { query: { account_number: accountNumber, start_date: start, end_date: end }, signal });
}

/** Every rider on one Kuala Lumpur day (`YYYY-MM-DD`). */
export function getDayAttendance(client: ApiClient, date: string, signal?: AbortSignal) {
  return client.call(users.dayAttendance, { query: { date }, signal });
}
