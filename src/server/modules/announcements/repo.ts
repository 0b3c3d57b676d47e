import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { announcementsTable, type AnnouncementRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { containsAny } from '@server/core/text-search';
import type { AnnouncementAudience } from '@shared/contracts/plain/announcements';
import type { AnnouncementFilter } from './dto';
import { updateVersioned } from '@server/core/versioned-update';

const t = announcementsTable;

export function announcementPage(db: Executor, q: ListRequest<AnnouncementFilter>): Promise<ListPage<AnnouncementRow>> {
  return pagedList(
    db,
    {
      from: t,
      filters: {
        search: (s) => containsAny(s, t.titleEn, t.titleZh, t.titleMs),
        status: (status) => eq(t.status, status),
        audience: (audience) => eq(t.audience, audience),
      },
      sorts: { createdAt: t.createdAt, titleEn: t.titleEn },
      tieBreaker: { column: t.id, order: 'asc' },
    },
    q,
  );
}

export async function loadAnnouncement(db: Executor, id: string, lock = false): Promise<AnnouncementRow> {
  const query = db.select().from(t).where(eq(t.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Announcement');
  return row;
}

export async function insertAnnouncement(db: Executor, values: typeof t.$inferInsert): Promise<string> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row.id;
}

export const updateAnnouncementRow = (db: Executor, id: string, patch: Partial<typeof t.$inferInsert>) => updateVersioned(db, t, id, patch);

/** Published, inside its window at `now`, for one of `audiences`: pinned first, then the newest publication. */
export function activeRows(db: Executor, audiences: readonly AnnouncementAudience[], now: Date, limit: number): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.status, 'published'),
        inArray(t.audience, [...audiences]),
        or(isNull(t.startsAt), lte(t.startsAt, now)),
        or(isNull(t.endsAt), gt(t.endsAt, now)),
      ),
    )
    .orderBy(desc(t.pinned), desc(t.publishedAt), desc(t.id))
    .limit(limit);
}
