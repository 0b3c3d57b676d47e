import type {
  Administrator,
  AdministratorList,
  ChangeAdminPermission,
  CreateAdministrator,
  UpdateAdministrator,
} from '../../../shared/contracts/administrators';
import type { AuditList } from '../../../shared/contracts/audit';
import { encodeListParams } from '../../../shared/list-params';
import type { ApiClient } from '../../lib/api-client';

export const PAGE_SIZE = 20;
export const HISTORY_LIMIT = 50;

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

export function listAdministrators(client: ApiClient, query: AdminListQuery, page: number, signal?: AbortSignal) {
  return client.get<AdministratorList>('/api/administrators/aggregation', { searchParams: adminListSearch(query, page), signal });
}

export function getAdministrator(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.get<Administrator>(`/api/administrators/${encodeURIComponent(id)}`, { signal });
}

export function createAdministrator(client: ApiClient, body: CreateAdministrator, idempotencyKey: string) {
  return client.post<Administrator>('/api/administrators', body, { idempotencyKey });
}

export function updateAdministrator(client: ApiClient, id: string, body: UpdateAdministrator, idempotencyKey: string) {
  return client.patch<Administrator>(`/api/administrators/${encodeURIComponent(id)}`, body, { idempotencyKey });
}

export function changeAdminPermission(client: ApiClient, body: ChangeAdminPermission, idempotencyKey: string) {
  return client.post<Administrator>('/user-mgmt/change-admin-permission', body, { idempotencyKey });
}

export function checkEmailAvailable(client: ApiClient, email: string, signal?: AbortSignal) {
  return client.post<{ available: boolean }>('/user-mgmt/check-email-available', { email }, { signal });
}

export function resetUserPassword(client: ApiClient, id: string, idempotencyKey: string) {
  return client.post<{ temporaryPassword: string; message: string }>('/user-mgmt/reset-user-password', { id }, { idempotencyKey });
}

export function adminHistorySearch(id: string): string {
  return encodeListParams({
    filter: { entity: 'account', entityId: id },
    sort: { at: 'desc' },
    pagination: { limit: HISTORY_LIMIT, currentPage: 1 },
  });
}

export function getAdminHistory(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.get<AuditList>('/api/audit', { searchParams: adminHistorySearch(id), signal });
}
