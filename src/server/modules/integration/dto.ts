import type { FeedRun, ImportConflict, ImportFeed } from '@shared/contracts/integration';
import type { StayRef } from '@shared/contracts/reservations';
import type { IcalEventRow, IcalFeedRow, IcalRunRow } from '@server/db/schema';

export function toRun(row: IcalRunRow): FeedRun {
  return {
    id: row.id,
    feedId: row.feedId,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    outcome: row.outcome,
    created: row.created,
    updated: row.updated,
    cancelled: row.cancelled,
    conflicts: row.conflicts,
    error: row.error,
  };
}

export function toFeed(row: IcalFeedRow & { unitNumber: string; propertyId: string }, lastRun: IcalRunRow | null): ImportFeed {
  return {
    id: row.id,
    unitId: row.unitId,
    unitNumber: row.unitNumber,
    propertyId: row.propertyId,
    channel: row.channel,
    url: row.url,
    active: row.active,
    lastRun: lastRun ? toRun(lastRun) : null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toConflict(row: IcalEventRow & { channel: ImportConflict['channel']; unitId: string; unitNumber: string }, stay: StayRef | null): ImportConflict {
  return {
    id: row.id,
    feedId: row.feedId,
    channel: row.channel,
    unitId: row.unitId,
    unitNumber: row.unitNumber,
    uid: row.uid,
    summary: row.summary,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    state: row.state,
    stay,
    seenAt: row.seenAt.toISOString(),
  };
}
