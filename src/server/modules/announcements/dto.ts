import type { z } from 'zod';
import { BODY_FIELDS, TITLE_FIELDS, type ActiveAnnouncement, type Announcement, type announcementFilter } from '@shared/contracts/announcements';
import type { AnnouncementLanguage } from '@shared/contracts/plain/announcements';
import type { AnnouncementRow } from '@server/db/schema';

/** What `filter` may hold on the announcements list, as parsed. */
export type AnnouncementFilter = Partial<{ [K in keyof typeof announcementFilter]: z.infer<(typeof announcementFilter)[K]> }>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleZh: row.titleZh,
    titleMs: row.titleMs,
    bodyEn: row.bodyEn,
    bodyZh: row.bodyZh,
    bodyMs: row.bodyMs,
    audience: row.audience,
    publishFrom: row.publishFrom,
    publishUntil: row.publishUntil,
    pinned: row.pinned,
    status: row.status,
    publishedAt: iso(row.publishedAt),
    archivedAt: iso(row.archivedAt),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The announcement in the reader's language. A language is used only when both its title and its text were written;
 * otherwise the reader gets the English (`fallback`), never a Chinese title over an English text.
 */
export function toActive(row: AnnouncementRow, language: AnnouncementLanguage): ActiveAnnouncement {
  const title = row[TITLE_FIELDS[language]];
  const body = row[BODY_FIELDS[language]];
  const own = title !== null && body !== null;
  return {
    id: row.id,
    title: own ? title : row.titleEn,
    body: own ? body : row.bodyEn,
    language: own ? language : 'en-US',
    fallback: !own,
    audience: row.audience,
    pinned: row.pinned,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    publishUntil: row.publishUntil,
  };
}
