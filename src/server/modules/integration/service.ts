import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { ConflictList, ExportFeed, FeedList, FeedRun, ImportConflict, ImportFeed, RunList, feedPatch, newFeed, scopeQuery } from '@shared/contracts/integration';
import { NON_BLOCKING_STATUSES, type StayRef } from '@shared/contracts/reservations';
import type { Db, Executor, Tx } from '@server/db/client';
import { icalEvents, icalExports, icalFeeds, icalRuns, reservations, units, type IcalFeedRow, type IcalRunRow } from '@server/db/schema';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { changedFields, sameVersion } from '@server/core/edits';
import { conflict, fieldRefused, notFound } from '@server/core/errors/http-errors';
import { guardedChange } from '@server/core/guarded-change';
import { toConflict, toFeed, toRun } from './dto';
import { runFeed } from './import-feed';
import { writeFeed } from './calendar-text';

type Scope = z.output<typeof scopeQuery>;
export type FeedRecord = IcalFeedRow & { unitNumber: string; propertyId: string };

const scopeWhere = (scope: Scope): SQL => (scope.unitId ? eq(units.id, scope.unitId) : eq(units.propertyId, scope.propertyId!));

async function lastRuns(db: Executor, feedIds: string[]): Promise<Map<string, IcalRunRow>> {
  if (!feedIds.length) return new Map();
  const rows = await db.selectDistinctOn([icalRuns.feedId]).from(icalRuns).where(inArray(icalRuns.feedId, feedIds)).orderBy(icalRuns.feedId, desc(icalRuns.startedAt));
  return new Map(rows.map((r) => [r.feedId, r]));
}

const feedColumns = { feed: icalFeeds, unitNumber: units.unitNumber, propertyId: units.propertyId };

async function loadFeed(db: Executor, id: string, lock = false): Promise<FeedRecord> {
  const query = db.select(feedColumns).from(icalFeeds).innerJoin(units, eq(units.id, icalFeeds.unitId)).where(eq(icalFeeds.id, id));
  const [row] = lock ? await query.for('update', { of: icalFeeds }) : await query;
  if (!row) throw notFound('Feed');
  return { ...row.feed, unitNumber: row.unitNumber, propertyId: row.propertyId };
}

async function feedView(db: Executor, feed: FeedRecord): Promise<ImportFeed> {
  return toFeed(feed, (await lastRuns(db, [feed.id])).get(feed.id) ?? null);
}

export async function listFeeds(db: Executor, scope: Scope): Promise<FeedList> {
  const rows = await db.select(feedColumns).from(icalFeeds).innerJoin(units, eq(units.id, icalFeeds.unitId)).where(scopeWhere(scope))
    .orderBy(asc(units.unitNumber), desc(icalFeeds.active), asc(icalFeeds.createdAt));
  const runs = await lastRuns(db, rows.map((r) => r.feed.id));
  return { feeds: rows.map((r) => toFeed({ ...r.feed, unitNumber: r.unitNumber, propertyId: r.propertyId }, runs.get(r.feed.id) ?? null)) };
}

async function unitOf(db: Executor, unitId: string) {
  const [unit] = await db.select({ id: units.id, unitNumber: units.unitNumber }).from(units).where(eq(units.id, unitId));
  return unit;
}

export async function createFeed(db: Db, actor: AuditActor, input: z.output<typeof newFeed>): Promise<ImportFeed> {
  if (!(await unitOf(db, input.unitId))) throw fieldRefused('unitId', 'No unit with this id', 'unknown_reference', { field: 'unitId', what: 'unit' });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(icalFeeds).values({ unitId: input.unitId, channel: input.channel, url: input.url }).returning({ id: icalFeeds.id });
    const after = await feedView(tx, await loadFeed(tx, row.id));
    await writeAudit(tx, actor, { action: 'ical_feed.create', entity: 'integration.feed', entityId: row.id, after });
    return after;
  });
}

async function changeFeed(db: Db, actor: AuditActor, id: string, action: string, input: z.output<typeof feedPatch>): Promise<ImportFeed> {
  return guardedChange<FeedRecord, ImportFeed>(db, actor, {
    action,
    entity: 'integration.feed',
    lock: (tx) => loadFeed(tx, id, true),
    idOf: (f) => f.id,
    // The audit needs the view synchronously: the last run is not part of what changes.
    view: (f) => toFeed(f, null),
    expected: (f) => sameVersion(f.version, input.version),
    apply: async (tx: Tx, f) => {
      const patch = changedFields(input, f);
      if (!Object.keys(patch).length) return null;
      await tx.update(icalFeeds).set({ ...patch, version: f.version + 1, updatedAt: new Date() }).where(eq(icalFeeds.id, f.id));
      return loadFeed(tx, f.id);
    },
  }).then(async (view) => feedView(db, await loadFeed(db, view.id)));
}

export const updateFeed = (db: Db, actor: AuditActor, id: string, input: z.output<typeof feedPatch>) => changeFeed(db, actor, id, 'ical_feed.edit', input);
export const deactivateFeed = (db: Db, actor: AuditActor, id: string) => changeFeed(db, actor, id, 'ical_feed.deactivate', { active: false });

export async function syncFeed(db: Db, actor: AuditActor, id: string): Promise<FeedRun> {
  const feed = await loadFeed(db, id);
  if (!feed.active) throw conflict('This feed is inactive; turn it on before syncing it');
  return runFeed(db, feed, actor);
}

export async function feedRuns(db: Executor, id: string): Promise<RunList> {
  await loadFeed(db, id);
  const rows = await db.select().from(icalRuns).where(eq(icalRuns.feedId, id)).orderBy(desc(icalRuns.startedAt)).limit(50);
  return { runs: rows.map(toRun) };
}

// ---------------------------------------------------------------- conflicts

async function stayRefs(db: Executor, ids: string[]): Promise<Map<string, StayRef>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: reservations.id, code: reservations.code, checkIn: reservations.checkIn, checkOut: reservations.checkOut, status: reservations.status, kind: reservations.kind })
    .from(reservations)
    .where(inArray(reservations.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const conflictColumns = { event: icalEvents, channel: icalFeeds.channel, unitId: units.id, unitNumber: units.unitNumber };

export async function listConflicts(db: Executor, scope: Scope): Promise<ConflictList> {
  const rows = await db
    .select(conflictColumns)
    .from(icalEvents)
    .innerJoin(icalFeeds, eq(icalFeeds.id, icalEvents.feedId))
    .innerJoin(units, eq(units.id, icalFeeds.unitId))
    .where(and(eq(icalEvents.state, 'conflict'), scopeWhere(scope)))
    .orderBy(asc(icalEvents.checkIn), asc(icalEvents.id))
    .limit(500);
  const stays = await stayRefs(db, rows.flatMap((r) => (r.event.conflictWith ? [r.event.conflictWith] : [])));
  return { conflicts: rows.map((r) => toConflict({ ...r.event, channel: r.channel, unitId: r.unitId, unitNumber: r.unitNumber }, stays.get(r.event.conflictWith ?? '') ?? null)) };
}

/** A person saw the conflict: it leaves the list until the feed brings other nights under that UID. */
export async function dismissConflict(db: Db, actor: AuditActor, id: string): Promise<ImportConflict> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(conflictColumns)
      .from(icalEvents)
      .innerJoin(icalFeeds, eq(icalFeeds.id, icalEvents.feedId))
      .innerJoin(units, eq(units.id, icalFeeds.unitId))
      .where(eq(icalEvents.id, id))
      .for('update', { of: icalEvents });
    if (!row) throw notFound('Conflict');
    const stays = await stayRefs(tx, row.event.conflictWith ? [row.event.conflictWith] : []);
    const view = (state: ImportConflict['state']) =>
      toConflict({ ...row.event, state, channel: row.channel, unitId: row.unitId, unitNumber: row.unitNumber }, stays.get(row.event.conflictWith ?? '') ?? null);
    // Dismissing twice answers the same; a conflict that resolved itself (linked, gone) has nothing to dismiss.
    if (row.event.state === 'dismissed') return view('dismissed');
    if (row.event.state !== 'conflict') throw conflict(`This event is no longer a conflict (it is ${row.event.state})`);
    await tx.update(icalEvents).set({ state: 'dismissed', dismissedBy: actor.actorId }).where(eq(icalEvents.id, id));
    const after = view('dismissed');
    await writeAudit(tx, actor, { action: 'ical_conflict.dismiss', entity: 'integration.event', entityId: id, before: { state: 'conflict' }, after });
    return after;
  });
}

// ---------------------------------------------------------------- export

/** 32 random bytes, URL-safe: unguessable, so the URL itself is the key. */
const newSecret = () => randomBytes(32).toString('base64url');
const exportView = (row: { unitId: string; secret: string; rotatedAt: Date }): ExportFeed => ({
  unitId: row.unitId, path: `/api/ical/${row.secret}.ics`, rotatedAt: row.rotatedAt.toISOString(),
});

/** The unit's export URL, made on first request (no secret exists until someone asks for it). */
export async function exportFeed(db: Executor, unitId: string): Promise<ExportFeed> {
  if (!(await unitOf(db, unitId))) throw notFound('Unit');
  await db.insert(icalExports).values({ unitId, secret: newSecret() }).onConflictDoNothing({ target: icalExports.unitId });
  const [row] = await db.select().from(icalExports).where(eq(icalExports.unitId, unitId));
  return exportView(row);
}

export async function rotateExport(db: Db, actor: AuditActor, unitId: string): Promise<ExportFeed> {
  if (!(await unitOf(db, unitId))) throw notFound('Unit');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(icalExports)
      .values({ unitId, secret: newSecret() })
      .onConflictDoUpdate({ target: icalExports.unitId, set: { secret: newSecret(), rotatedAt: new Date() } })
      .returning();
    // The secret itself never goes into the audit log.
    await writeAudit(tx, actor, { action: 'ical_export.rotate', entity: 'listings.unit', entityId: unitId, after: { rotatedAt: row.rotatedAt.toISOString() } });
    return exportView(row);
  });
}

/** The feed text of a secret, or null (unknown or rotated away). Stays from a year back onwards; never a guest's name. */
export async function exportCalendar(db: Executor, secret: string, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return null;
  const [found] = await db
    .select({ unitId: icalExports.unitId, unitNumber: units.unitNumber })
    .from(icalExports)
    .innerJoin(units, eq(units.id, icalExports.unitId))
    .where(eq(icalExports.secret, secret));
  if (!found) return null;
  const since = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  const stays = await db
    .select({ uid: reservations.id, checkIn: reservations.checkIn, checkOut: reservations.checkOut })
    .from(reservations)
    .where(and(eq(reservations.unitId, found.unitId), notInArray(reservations.status, [...NON_BLOCKING_STATUSES]), gt(reservations.checkOut, since)))
    .orderBy(asc(reservations.checkIn))
    .limit(5000);
  return writeFeed(found.unitNumber, stays, now);
}

// ---------------------------------------------------------------- the timer

/** Active feeds whose last run is older than the interval (or that never ran), oldest first. */
export async function dueFeeds(db: Executor, intervalMinutes: number, now = new Date()): Promise<FeedRecord[]> {
  const before = new Date(now.getTime() - intervalMinutes * 60_000);
  const rows = await db
    .select(feedColumns)
    .from(icalFeeds)
    .innerJoin(units, eq(units.id, icalFeeds.unitId))
    .where(and(eq(icalFeeds.active, true), or(isNull(icalFeeds.lastRunAt), lt(icalFeeds.lastRunAt, before))))
    .orderBy(asc(icalFeeds.lastRunAt))
    .limit(200);
  return rows.map((r) => ({ ...r.feed, unitNumber: r.unitNumber, propertyId: r.propertyId }));
}
