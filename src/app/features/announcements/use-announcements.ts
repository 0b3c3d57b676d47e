import type { Announcement } from '@shared/contracts/announcements';
import { announcements, type AnnouncementAudience, type AnnouncementStatus } from '@shared/contracts/plain/announcements';
import { pageSearch } from '@app/kit/list/list-query';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { useWrites } from '@app/kit/resource/use-writes';
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
export const useAnnouncementMutations = () => useWrites({ create: announcements.create, update: announcements.update });
