import type { AuditList } from '../../../../shared/contracts/audit';
import type { AgentType, User, UserList, UserRole } from '../../../../shared/contracts/users';
import { encodeListParams } from '../../../../shared/list-params';
import type { ApiClient } from '../../../lib/api-client';

export const PAGE_SIZE = 20;
export const HISTORY_LIMIT = 50;

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

export function userListPath(segment: UserSegment): string {
  return segment === 'dormant' ? '/api/users/dormant' : '/api/users/aggregation';
}

/** The list protocol's query string for one page of the users list. */
export function userListSearch(query: UserListQuery, page: number, limit = PAGE_SIZE): string {
  return encodeListParams({
    filter: { ...segmentFilter(query.segment), role: query.role ?? undefined, search: query.search.trim() || undefined },
    sort: SORTS[query.sort],
    pagination: { limit, currentPage: page },
  });
}

export function listUsers(client: ApiClient, query: UserListQuery, page: number, signal?: AbortSignal) {
  return client.get<UserList>(userListPath(query.segment), { searchParams: userListSearch(query, page), signal });
}

/** Users waiting for approval, oldest first: the queue is worked from the top. */
export function pendingUsersSearch(page: number): string {
  return encodeListParams({ filter: { approvalStatus: 'pending' }, sort: { createdAt: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });
}

export function listPendingUsers(client: ApiClient, page: number, signal?: AbortSignal) {
  return client.get<UserList>('/api/users/aggregation', { searchParams: pendingUsersSearch(page), signal });
}

export function getUser(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.get<User>(`/api/users/${encodeURIComponent(id)}`, { signal });
}

export function getUserHistory(client: ApiClient, id: string, signal?: AbortSignal) {
  const searchParams = encodeListParams({ pagination: { limit: HISTORY_LIMIT, currentPage: 1 } });
  return client.get<AuditList>(`/api/users/${encodeURIComponent(id)}/history`, { searchParams, signal });
}

export function setUserLink(client: ApiClient, id: string, url: string, key: string) {
  return client.patch<User>(`/api/users/${encodeURIComponent(id)}/url`, { url }, { idempotencyKey: key });
}

export function setAgentType(client: ApiClient, accountNumber: string, agentType: AgentType, key: string) {
  return client.post<User>('/user-mgmt/agent/change-agent-type', { account_number: accountNumber, agent_type: agentType }, { idempotencyKey: key });
}

export function setAgentCommission(client: ApiClient, accountNumber: string, rate: number, key: string) {
  return client.post<User>('/user-mgmt/agent/change-agent-commission', { account_number: accountNumber, commission_rate: rate }, { idempotencyKey: key });
}

export function resetPassword(client: ApiClient, id: string, key: string) {
  return client.post<{ temporaryPassword: string; message: string }>('/user-mgmt/reset-user-password', { id }, { idempotencyKey: key });
}

export function registerUser(client: ApiClient, form: FormData, key: string) {
  return client.postForm<User>('/api/auth/register-new-user', form, { idempotencyKey: key });
}

export function editUser(client: ApiClient, id: string, form: FormData, key: string) {
  return client.patchForm<User>(`/api/account/${encodeURIComponent(id)}`, form, { idempotencyKey: key });
}

export function deleteUser(client: ApiClient, id: string, key: string) {
  return client.delete<User>(`/api/account/${encodeURIComponent(id)}`, { idempotencyKey: key });
}

export function getFile(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.getBlob(`/api/files/${encodeURIComponent(id)}`, { signal });
}
