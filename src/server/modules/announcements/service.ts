import type { z } from 'zod';
import {
  windowInOrder,
  windowInstant,
  type ActiveAnnouncements,
  type Announcement,
  type AnnouncementList,
  type activeQuery,
  type announcementPatch,
  type newAnnouncement,
} from '@shared/contracts/announcements';
import type { AnnouncementAudience, AnnouncementStatus } from '@shared/contracts/plain/announcements';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import type { AnnouncementRow } from '@server/db/schema';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { changedFields, sameVersion } from '@server/core/edits';
import { fieldRefused } from '@server/core/errors/http-errors';
import { DecisionConflict, guardedChange, movedOnRefusal } from '@server/core/guarded-change';
import { toActive, toAnnouncement, type AnnouncementFilter } from './dto';
import { activeRows, announcementPage, insertAnnouncement, loadAnnouncement, updateAnnouncementRow } from './repo';

const ENTITY = 'announcements.announcement';
/** The most a dashboard or a portal home shows at once. */
const ACTIVE_LIMIT = 20;

export async function listAnnouncements(db: Executor, q: ParsedList<AnnouncementFilter>): Promise<AnnouncementList> {
  const page = await announcementPage(db, q);
  return { totalCount: page.totalCount, announcements: page.rows.map(toAnnouncement) };
}

export async function getAnnouncement(db: Executor, id: string): Promise<Announcement> {
  return toAnnouncement(await loadAnnouncement(db, id));
}

/** The instants the window opens and closes, from the edges as written (Kuala Lumpur time). */
function windowOf(from: string | null, until: string | null): { startsAt: Date | null; endsAt: Date | null } {
  return { startsAt: from ? windowInstant(from, 'from') : null, endsAt: until ? windowInstant(until, 'until') : null };
}

/** A draft, with its audit entry, in one transaction. */
export function createAnnouncement(db: Db, actor: AuditActor, input: z.output<typeof newAnnouncement>): Promise<Announcement> {
  return db.transaction(async (tx) => {
    const publishFrom = input.publishFrom ?? null;
    const publishUntil = input.publishUntil ?? null;
    const id = await insertAnnouncement(tx, {
      titleEn: input.titleEn,
      titleZh: input.titleZh ?? null,
      titleMs: input.titleMs ?? null,
      bodyEn: input.bodyEn,
      bodyZh: input.bodyZh ?? null,
      bodyMs: input.bodyMs ?? null,
      audience: input.audience,
      publishFrom,
      publishUntil,
      ...windowOf(publishFrom, publishUntil),
      pinned: input.pinned ?? false,
      status: 'draft',
      createdBy: actor.actorId,
    });
    const after = toAnnouncement(await loadAnnouncement(tx, id));
    await writeAudit(tx, actor, { action: 'announcements.create', entity: ENTITY, entityId: id, after });
    return after;
  });
}

const change = (id: string, action: string) => ({
  action,
  entity: ENTITY,
  lock: (tx: Executor) => loadAnnouncement(tx, id, true),
  idOf: (row: AnnouncementRow) => row.id,
  view: toAnnouncement,
});

/**
 * Edits a draft or a published announcement on the version the admin saw (else 409 with it as it is). An announcement
 * is not money: a typo in a live notice is corrected in place, audited with before and after, rather than archived and
 * written again. An archived one is final (409).
 */
export function updateAnnouncement(db: Db, actor: AuditActor, id: string, input: z.output<typeof announcementPatch>): Promise<Announcement> {
  return guardedChange<AnnouncementRow, Announcement>(db, actor, {
    ...change(id, 'announcements.edit'),
    expected: (row) => sameVersion(row.version, input.version),
    apply: async (tx, row) => {
      if (row.status === 'archived') throw new DecisionConflict('An archived announcement cannot be edited; write a new one', movedOnRefusal('status', row.status));
      const patch = changedFields(input, row);
      if (!Object.keys(patch).length) return null;
      const publishFrom = patch.publishFrom === undefined ? row.publishFrom : patch.publishFrom;
      const publishUntil = patch.publishUntil === undefined ? row.publishUntil : patch.publishUntil;
      if (!windowInOrder(publishFrom, publishUntil)) {
        throw fieldRefused('publishUntil', 'The end of the window must be after its start', 'date_out_of_range', { field: 'publishUntil' });
      }
      await updateAnnouncementRow(tx, row.id, { ...patch, ...windowOf(publishFrom, publishUntil) });
      return loadAnnouncement(tx, row.id);
    },
  });
}

/** A state change on the version the admin saw: `from` the states it may leave, `to` where it goes. */
function decide(db: Db, actor: AuditActor, id: string, expected: number, to: AnnouncementStatus, from: readonly AnnouncementStatus[]): Promise<Announcement> {
  return guardedChange<AnnouncementRow, Announcement>(db, actor, {
    ...change(id, to === 'published' ? 'announcements.publish' : 'announcements.archive'),
    expected: (row) => sameVersion(row.version, expected),
    apply: async (tx, row) => {
      if (row.status === to) return null;
      if (!from.includes(row.status)) {
        throw new DecisionConflict(`This announcement is ${row.status}: it cannot be ${to} now`, movedOnRefusal('status', row.status));
      }
      const now = new Date();
      await updateAnnouncementRow(
        tx,
        row.id,
        to === 'published' ? { status: to, publishedAt: now, publishedBy: actor.actorId } : { status: to, archivedAt: now },
      );
      return loadAnnouncement(tx, row.id);
    },
  });
}

/** draft → published (38). */
export const publishAnnouncement = (db: Db, actor: AuditActor, id: string, expected: number) => decide(db, actor, id, expected, 'published', ['draft']);
/** draft or published → archived (38): off every dashboard and portal, kept for the record. */
export const archiveAnnouncement = (db: Db, actor: AuditActor, id: string, expected: number) =>
  decide(db, actor, id, expected, 'archived', ['draft', 'published']);

/** The audiences an account reads: an administrator the admins' and everyone's, an owner the owners' and everyone's. */
export function audiencesOf(kind: 'admin' | 'owner' | 'user'): AnnouncementAudience[] {
  if (kind === 'admin') return ['admins', 'everyone'];
  if (kind === 'owner') return ['owners', 'everyone'];
  return [];
}

/** What the signed-in account may read now, pinned first then newest, in its language (English where not written). */
export async function activeAnnouncements(
  db: Executor,
  kind: 'admin' | 'owner' | 'user',
  query: z.output<typeof activeQuery>,
  now = new Date(),
): Promise<ActiveAnnouncements> {
  const audiences = audiencesOf(kind);
  if (!audiences.length) return { announcements: [] };
  const rows = await activeRows(db, audiences, now, ACTIVE_LIMIT);
  const language = query.language ?? 'en-US';
  return { announcements: rows.map((row) => toActive(row, language)) };
}
