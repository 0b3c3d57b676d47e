import { users } from '@shared/contracts/plain/users';
import { encodeListParams } from '@shared/list-encode';
import type { ApiClient } from '@app/lib/api-client';
import { PAGE_SIZE } from './users-api';

export function pendingContactChangesSearch(page: number): string {
  return encodeListParams({ filter: { status: 'pending' }, sort: { createdAt: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });
}

export function listPendingContactChanges(client: ApiClient, page: number, signal?: AbortSignal) {
  return client.call(users.contactChanges, { query: pendingContactChangesSearch(page), signal });
}
