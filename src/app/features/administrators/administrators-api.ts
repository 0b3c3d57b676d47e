import { accounts } from '@shared/contracts/plain/accounts';
import { administrators, type ChangeAdminPermission, type CreateAdministrator, type UpdateAdministrator } from '@shared/contracts/administrators';
import { audit } from '@shared/contracts/plain/audit';
import { encodeListParams } from '@shared/list-encode';
import type { ApiClient } from '@app/lib/api-client';

import { HISTORY_LIMIT, PAGE_SIZE } from '@app/kit/constants';

export { HISTORY_LIMIT, PAGE_SIZE };

export type AdminSort = 'name' | 'newest';

export interface AdminListQuery {
  search: string;
  permission: number | null;
  active: boolean | null;
  sort: AdminSort;
}

export const DEFAULT_ADMIN_QUERY: AdminListQuery = { search: '', permission: null, active: null, sort: 'name' };

/** The list protocol's query string for one page of the administrators list. */
export function adminListSearch(query: AdminListQuery, page: number): string {
  return encodeListParams({
    filter: {
      search: query.search.trim() || undefined,
      permission: query.permission ?? undefined,
      active: query.active ?? undefined,
    },
    sort: query.sort === 'name' ? { name: 'asc' } : { createdAt: 'desc' },
    pagination: { limit: PAGE_SIZE, currentPage: page },
  });
}

export function createAdministrator(client: ApiClient, body: CreateAdministrator, idempotencyKey: string) {
  return client.call(administrators.create, { body, idempotencyKey });
}

export function updateAdministrator(client: ApiClient, id: string, body: UpdateAdministrator, idempotencyKey: string) {
  return client.call(administrators.update, { params: { id }, body, idempotencyKey });
}

export function changeAdminPermission(client: ApiClient, body: ChangeAdminPermission, idempotencyKey: string) {
  return client.call(administrators.changePermission, { body, idempotencyKey });
}

export function checkEmailAvailable(client: ApiClient, email: string, signal?: AbortSignal) {
  return client.call(administrators.checkEmailAvailable, { body: { email }, signal });
}

export function resetUserPassword(client: ApiClient, id: string, idempotencyKey: string) {
  return client.call(accounts.resetPassword, { body: { id }, idempotencyKey });
}

export function adminHistorySearch(id: string): string {
  return encodeListParams({
    filter: { entity: 'administrators.account', entityId: id },
    sort: { at: 'desc' },
    pagination: { limit: HISTORY_LIMIT, currentPage: 1 },
  });
}

export function getAdminHistory(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call(audit.list, { query: adminHistorySearch(id), signal });
}
