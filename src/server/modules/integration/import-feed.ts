import { eq } from 'drizzle-orm';
import { isBlockingStatus, type StayRef } from '@shared/contracts/reservations';
import type { FeedRun } from '@shared/contracts/integration';
import { toApiDate } from '@shared/dates';
import type { Db, Tx } from '@server/db/client';
import { icalEvents, icalFeeds, icalRuns, reservations, type IcalEventRow, type IcalFeedRow } from '@server/db/schema';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { EXCLUSION_VIOLATION, pgCodeOf } from '@server/core/errors/pg-code';
import { getGlobalSetting } from '@server/core/global-settings';
import { insertReservation, recordStatus, stayInTheWay, updateReservation } from '@server/core/stays';
import { parseFeed, type FeedEvent } from './calendar-text';
import { fetchFeed, FeedFetchError } from './fetch-feed';
import { toRun } from './dto';

/** Only a stay that has not started is cancelled when its event leaves the feed; one in the house is left to the desk. */
const CANCELLABLE = new Set(['inquiry', 'reserved', 'confirmed']);

interface Counts {
  created: number;
  updated: number;
  cancelled: number;
  conflicts: number;
}

type Linked = IcalEventRow & { stay: { status: string; checkIn: string; checkOut: string; kind: string } | null };

async function eventsOf(tx: Tx, feedId: string): Promise<Map<string, Linked>> {
  const rows = await tx
    .select({ event: icalEvents, status: reservations.status, checkIn: reservations.checkIn, checkOut: reservations.checkOut, kind: reservations.kind })
    .from(icalEvents)
    .leftJoin(reservations, eq(reservations.id, icalEvents.reservationId))
    .where(eq(icalEvents.feedId, feedId));
  return new Map(rows.map((r) => [r.event.uid, { ...r.event, stay: r.status ? { status: r.status, checkIn: r.checkIn!, checkOut: r.checkOut!, kind: r.kind! } : null }]));
}

async function saveEvent(tx: Tx, feedId: string, event: FeedEvent, state: IcalEventRow['state'], reservationId: string | null, conflictWith: string | null): Promise<void> {
  const values = { summary: event.summary, checkIn: event.checkIn, checkOut: event.checkOut, state, reservationId, conflictWith, seenAt: new Date() };
  await tx
    .insert(icalEvents)
    .values({ feedId, uid: event.uid, ...values })
    .onConflictDoUpdate({ target: [icalEvents.feedId, icalEvents.uid], set: state === 'dismissed' ? values : { ...values, dismissedBy: null } });
}

/**
 * Writes one event's stay under a savepoint: the exclusion constraint may still refuse it (another stay written at
 * the same moment), and then only this event becomes a conflict, not the whole run.
 */
async function attempt(tx: Tx, write: (sp: Tx) => Promise<void>): Promise<'ok' | 'taken'> {
  try {
    await tx.transaction(write);
    return 'ok';
  } catch (err) {
    if (pgCodeOf(err) === EXCLUSION_VIOLATION) return 'taken';
    throw err;
  }
}

async function flagConflict(tx: Tx, feed: IcalFeedRow, event: FeedEvent, keepReservation: string | null, nights: { unitId: string; checkIn: string; checkOut: string }, counts: Counts) {
  const stay: StayRef | null = await stayInTheWay(tx, nights, keepReservation);
  await saveEvent(tx, feed.id, event, 'conflict', keepReservation, stay?.id ?? null);
  counts.conflicts++;
}

async function importEvent(tx: Tx, actor: AuditActor, feed: IcalFeedRow, event: FeedEvent, known: Linked | undefined, counts: Counts): Promise<void> {
  const nights = { unitId: feed.unitId, checkIn: event.checkIn, checkOut: event.checkOut };
  const kind = event.block ? ('block' as const) : ('guest' as const);
  const sameNights = known && known.checkIn === event.checkIn && known.checkOut === event.checkOut;
  // A person already looked at this conflict: the same nights are not raised again, new ones are.
  if (known?.state === 'dismissed' && sameNights) return saveEvent(tx, feed.id, event, 'dismissed', known.reservationId, known.conflictWith);

  const live = known?.reservationId && known.stay && isBlockingStatus(known.stay.status as never) ? known : null;
  if (live && live.stay) {
    if (live.stay.checkIn === event.checkIn && live.stay.checkOut === event.checkOut && live.stay.kind === kind) {
      return saveEvent(tx, feed.id, event, 'linked', live.reservationId, null);
    }
    // Dates changed under the same UID: the stay moves, if the new nights are free.
    const reservationId = live.reservationId!;
    if (await stayInTheWay(tx, nights, reservationId)) return flagConflict(tx, feed, event, reservationId, nights, counts);
    const outcome = await attempt(tx, async (sp) => {
      await updateReservation(sp, reservationId, { checkIn: event.checkIn, checkOut: event.checkOut, kind });
      await saveEvent(sp, feed.id, event, 'linked', reservationId, null);
      await writeAudit(sp, actor, {
        action: 'reservation.edit', entity: 'reservations.reservation', entityId: reservationId,
        before: { checkIn: live.stay!.checkIn, checkOut: live.stay!.checkOut, kind: live.stay!.kind }, after: { checkIn: event.checkIn, checkOut: event.checkOut, kind, feedId: feed.id, uid: event.uid },
      });
    });
    if (outcome === 'taken') return flagConflict(tx, feed, event, reservationId, nights, counts);
    counts.updated++;
    return;
  }

  if (await stayInTheWay(tx, nights, null)) return flagConflict(tx, feed, event, null, nights, counts);
  const outcome = await attempt(tx, async (sp) => {
    const id = await insertReservation(sp, {
      unitId: feed.unitId,
      checkIn: event.checkIn,
      checkOut: event.checkOut,
      channel: feed.channel,
      kind,
      status: 'confirmed',
      guestName: kind === 'guest' ? (event.summary ?? 'Channel guest').slice(0, 120) : null,
      adults: kind === 'block' ? 0 : 1,
      tourismTaxCollectedBy: 'channel',
      notes: `Imported from the ${feed.channel} calendar (UID ${event.uid.slice(0, 200)})`,
      createdBy: actor.actorId,
    });
    await recordStatus(sp, { reservationId: id, fromStatus: null, toStatus: 'confirmed', remark: 'Imported from a channel calendar', changedBy: actor.actorId });
    await saveEvent(sp, feed.id, event, 'linked', id, null);
    await writeAudit(sp, actor, {
      action: 'reservation.create', entity: 'reservations.reservation', entityId: id,
      after: { unitId: feed.unitId, checkIn: event.checkIn, checkOut: event.checkOut, kind, channel: feed.channel, feedId: feed.id, uid: event.uid },
    });
  });
  if (outcome === 'taken') return flagConflict(tx, feed, event, null, nights, counts);
  counts.created++;
}

/** An event that left the feed (or says CANCELLED): a stay yet to come is cancelled, a past or current one is kept. */
async function retireEvent(tx: Tx, actor: AuditActor, known: Linked, today: string, counts: Counts): Promise<void> {
  const stay = known.stay;
  if (known.reservationId && stay && stay.checkIn > today && CANCELLABLE.has(stay.status)) {
    await updateReservation(tx, known.reservationId, { status: 'cancelled' });
    await recordStatus(tx, {
      reservationId: known.reservationId, fromStatus: stay.status, toStatus: 'cancelled', remark: 'No longer in the channel calendar', changedBy: actor.actorId,
    });
    await writeAudit(tx, actor, {
      action: 'reservation.cancelled', entity: 'reservations.reservation', entityId: known.reservationId, before: { status: stay.status }, after: { status: 'cancelled', uid: known.uid },
    });
    counts.cancelled++;
  }
  await tx.update(icalEvents).set({ state: 'gone' }).where(eq(icalEvents.id, known.id));
}

async function limits(db: Db) {
  return {
    timeoutMs: await getGlobalSetting(db, 'icalFetchTimeoutMs'),
    maxBytes: await getGlobalSetting(db, 'icalMaxBytes'),
    allowPrivate: await getGlobalSetting(db, 'icalAllowPrivateAddresses'),
  };
}

/**
 * One run of a feed: fetch, parse, then in one transaction (the feed row locked, so two runs of one feed take
 * turns) upsert every event by UID and retire the ones that left. Every run is logged; a failure records why and
 * changes no stay.
 */
export async function runFeed(db: Db, feed: IcalFeedRow, actor: AuditActor): Promise<FeedRun> {
  const [run] = await db.insert(icalRuns).values({ feedId: feed.id, startedBy: actor.actorId }).returning();
  const counts: Counts = { created: 0, updated: 0, cancelled: 0, conflicts: 0 };
  let error: string | null = null;
  try {
    const events = parseFeed(await fetchFeed(feed.url, await limits(db)));
    const today = toApiDate(new Date());
    await db.transaction(async (tx) => {
      await tx.select({ id: icalFeeds.id }).from(icalFeeds).where(eq(icalFeeds.id, feed.id)).for('update');
      const known = await eventsOf(tx, feed.id);
      const seen = new Set<string>();
      for (const event of events) {
        if (event.cancelled || seen.has(event.uid)) continue;
        seen.add(event.uid);
        await importEvent(tx, actor, feed, event, known.get(event.uid), counts);
      }
      for (const [uid, row] of known) if (!seen.has(uid) && row.state !== 'gone') await retireEvent(tx, actor, row, today, counts);
    });
  } catch (err) {
    // The run is logged whatever happened: a feed we cannot read, or a fault of ours (its message, for the log).
    error = err instanceof FeedFetchError ? err.message : `The import stopped on an unexpected error: ${err instanceof Error ? err.message.slice(0, 200) : String(err)}`;
    Object.assign(counts, { created: 0, updated: 0, cancelled: 0, conflicts: 0 });
  }
  const [done] = await db
    .update(icalRuns)
    .set({ ...counts, finishedAt: new Date(), outcome: error ? 'failed' : 'ok', error })
    .where(eq(icalRuns.id, run.id))
    .returning();
  await db.update(icalFeeds).set({ lastRunAt: done.finishedAt }).where(eq(icalFeeds.id, feed.id));
  await writeAudit(db, actor, { action: 'ical_feed.sync', entity: 'integration.feed', entityId: feed.id, after: toRun(done) });
  return toRun(done);
}
