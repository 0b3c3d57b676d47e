import { useCallback } from 'react';
import type { Announcement, AnnouncementPatch, NewAnnouncement } from '@shared/contracts/announcements';
import { announcements, type AnnouncementAudience, type AnnouncementStatus } from '@shared/contracts/plain/announcements';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import { pageSearch } from '@app/kit/list/list-query';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import type { LocalAnswer } from '@app/offline/cache';
import { announcementResource } from './resource';

export interface AnnouncementQuery {
  search: string;
  /** `''`: every status. */
  status: AnnouncementStatus | '';
  /** `null`: every audience. */
  audience: AnnouncementAudience | null;
}
export const DEFAULT_ANNOUNCEMENT_QUERY: AnnouncementQuery = { search: '', status: '', audience: null };

const search = (query: AnnouncementQuery, page: number) => pageSearch(query, { createdAt: 'desc' }, page);

/** The same filter over saved rows, for a filter this device never fetched (offline). */
function local(query: AnnouncementQuery): LocalAnswer<Announcement> {
  const text = query.search.trim().toLowerCase();
  return {
    filter: (a) =>
      (!text || [a.titleEn, a.titleZh ?? '', a.titleMs ?? ''].join(' ').toLowerCase().includes(text)) &&
      (!query.status || a.status === query.status) &&
      (query.audience === null || a.audience === query.audience),
    sort: (a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : 1),
  };
}

/** The list, newest first, page by page, saved for offline. */
export function useAnnouncementList(query: AnnouncementQuery) {
  return useResourceList(announcementResource, { query, search, local });
}

/** One announcement by id, saved for offline. */
export function useAnnouncementRecord(id: string | undefined) {
  return useResourceRecord(announcementResource, id);
}

/** The area's writes; each keeps its Idempotency-Key until it succeeds. */
export function useAnnouncementMutations() {
  const { run, pending } = useMutationRunner();
  const create = useCallback(
    (body: NewAnnouncement): Promise<Outcome<Announcement>> => run('create', body, (idempotencyKey) => api.call(announcements.create, { body, idempotencyKey })),
    [run],
  );
  const update = useCallback(
    (id: string, body: AnnouncementPatch): Promise<Outcome<Announcement>> =>
      run('update', { id, body }, (idempotencyKey) => api.call(announcements.update, { params: { id }, body, idempotencyKey })),
    [run],
  );
  return { create, update, pending };
}
