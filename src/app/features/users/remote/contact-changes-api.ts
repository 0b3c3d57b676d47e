import type { ContactChangeList } from '../../../../shared/contracts/users';
import { encodeListParams } from '../../../../shared/list-params';
import type { ApiClient } from '../../../lib/api-client';
import { PAGE_SIZE } from './users-api';

export function pendingContactChangesSearch(page: number): string {
  return encodeListParams({ filter: { status: 'pending' }, sort: { createdAt: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });
}

export function listPendingContactChanges(client: ApiClient, page: number, signal?: AbortSignal) {
  return client.get<ContactChangeList>('/api/change-contact-submissions', { searchParams: pendingContactChangesSearch(page), signal });
}
