import { accounts } from '@shared/contracts/plain/accounts';
import { files } from '@shared/contracts/plain/files';
import type { AgentType, UserRole } from '@shared/contracts/users';
import { users } from '@shared/contracts/plain/users';
import { encodeListParams } from '@shared/list-encode';
import type { ApiClient } from '@app/lib/api-client';

import { HISTORY_LIMIT, PAGE_SIZE } from '@app/kit/constants';

export { HISTORY_LIMIT, PAGE_SIZE };

export const USER_SEGMENTS = ['all', 'pending', 'banned', 'vip', 'dormant'] as const;
export type UserSegment = (typeof USER_SEGMENTS)[number];
export type UserSort = 'newest' | 'name' | 'lastLogin';

export interface UserListQuery {
  segment: UserSegment;
  role: UserRole | null;
  search: string;
  sort: UserSort;
}

export const DEFAULT_USER_QUERY: UserListQuery = { segment: 'all', role: null, search: '', sort: 'newest' };

const SORTS: Record<UserSort, Record<string, 'asc' | 'desc'>> = {
  newest: { createdAt: 'desc' },
  name: { name: 'asc' },
  lastLogin: { lastLoginAt: 'desc' },
};

/** What each segment adds to the filter; Dormant is its own call. */
export function segmentFilter(segment: UserSegment): Record<string, string | boolean> {
  switch (segment) {
    case 'pending':
      return { approvalStatus: 'pending' };
    case 'banned':
      return { banned: true };
    case 'vip':
      return { vip: true };
    default:
      return {};
  }
}

/** Dormant is its own call; every other segment is a filter on the list. */
export function userListCall(segment: UserSegment) {
  return segment === 'dormant' ? users.dormant : users.list;
}

/** The list protocol's query string for one page of the users list. */
export function userListSearch(query: UserListQuery, page: number, limit = PAGE_SIZE): string {
  return encodeListParams({
    filter: { ...segmentFilter(query.segment), role: query.role ?? undefined, search: query.search.trim() || undefined },
    sort: SORTS[query.sort],
    pagination: { limit, currentPage: page },
  });
}

/** Users waiting for approval, oldest first: the queue is worked from the top. */
export function pendingUsersSearch(page: number): string {
  return encodeListParams({ filter: { approvalStatus: 'pending' }, sort: { createdAt: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });
}

export function listPendingUsers(client: ApiClient, page: number, signal?: AbortSignal) {
  return client.call(users.list, { query: pendingUsersSearch(page), signal });
}

export function getUserHistory(client: ApiClient, id: string, signal?: AbortSignal) {
  const searchParams = encodeListParams({ pagination: { limit: HISTORY_LIMIT, currentPage: 1 } });
  return client.call(users.history, { params: { id }, query: searchParams, signal });
}

export function setUserLink(client: ApiClient, id: string, url: string, key: string) {
  return client.call(users.setLink, { params: { id }, body: { url }, idempotencyKey: key });
}

export function setAgentType(client: ApiClient, accountNumber: string, agentType: AgentType, key: string) {
  return client.call(users.setAgentType, { body: { account_number: accountNumber, agent_type: agentType }, idempotencyKey: key });
}

export function setAgentCommission(client: ApiClient, accountNumber: string, rate: number, key: string) {
  return client.call(users.setAgentCommission, { body: { account_number: accountNumber, commission_rate: rate }, idempotencyKey: key });
}

export function resetPassword(client: ApiClient, id: string, key: string) {
  return client.call(accounts.resetPassword, { body: { id }, idempotencyKey: key });
}

export function registerUser(client: ApiClient, form: FormData, key: string) {
  return client.call(users.register, { form, idempotencyKey: key });
}

export function editUser(client: ApiClient, id: string, form: FormData, key: string) {
  return client.call(users.edit, { params: { id }, form, idempotencyKey: key });
}

export function deleteUser(client: ApiClient, id: string, key: string) {
  return client.call(users.erase, { params: { id }, idempotencyKey: key });
}

export function getFile(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.callBlob(files.get, { params: { id }, signal });
}
