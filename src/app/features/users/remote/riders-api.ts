import type { DayAttendance } from '../../../../shared/contracts/attendance';
import type { AttendanceReport, User, UserList } from '../../../../shared/contracts/users';
import { encodeListParams } from '../../../../shared/list-params';
import type { ApiClient } from '../../../lib/api-client';
import { PAGE_SIZE } from './users-api';

export const RIDER_SEARCH_LIMIT = 10;

/** Riders whose identity documents wait for a check, oldest first. */
export function listPendingRiders(client: ApiClient, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams(encodeListParams({ sort: { createdAt: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } }));
  params.set('role', 'rider');
  return client.get<UserList>('/user-mgmt/pending-verify-user', { searchParams: params, signal });
}

export function getRiderDetails(client: ApiClient, accountNumber: string, signal?: AbortSignal) {
  const searchParams = new URLSearchParams({ account_number: accountNumber, user_type: 'rider' });
  return client.get<User>('/user-mgmt/get-rider-details', { searchParams, signal });
}

/** Riders by name, email, phone or account number, for the attendance picker. */
export function searchRiders(client: ApiClient, search: string, signal?: AbortSignal) {
  const params = new URLSearchParams(
    encodeListParams({ filter: { search: search.trim() || undefined }, sort: { name: 'asc' }, pagination: { limit: RIDER_SEARCH_LIMIT, currentPage: 1 } }),
  );
  params.set('role', 'rider');
  return client.get<UserList>('/user-mgmt/get-user-list', { searchParams: params, signal });
}

export function getAttendance(client: ApiClient, accountNumber: string, start: string, end: string, signal?: AbortSignal) {
  const searchParams = new URLSearchParams({ account_number: accountNumber, start_date: start, end_date: end });
  return client.get<AttendanceReport>('/user-mgmt/rider-attendance', { searchParams, signal });
}

/** Every rider on one Kuala Lumpur day (`YYYY-MM-DD`). */
export function getDayAttendance(client: ApiClient, date: string, signal?: AbortSignal) {
  return client.get<DayAttendance>('/api/attendance', { searchParams: new URLSearchParams({ date }), signal });
}
