import { Dexie, type IndexableType } from 'dexie';
import { offlineDb } from './db';
import { needsReview, REVIEW_AGE_MS } from './outbox-rules';
import { ATTENTION_STATUSES, OPEN_STATUSES, type OutboxItem, type OutboxStatus } from './outbox-types';
import type { OutboxSection } from './outbox-view';

export interface OutboxScreenSection {
  /** The first `shown` items of the section, in the screen's order. */
  items: OutboxItem[];
  /** All of the section, counted by index. */
  total: number;
}

export type OutboxScreen = Record<OutboxSection, OutboxScreenSection>;

/** The open items older than this `seq` may wait for review; a second's margin covers `seq`'s bumps. */
function reviewSeqBound(now: number): number {
  return (now - REVIEW_AGE_MS + 1000) * 1000;
}

function bySeq(a: OutboxItem, b: OutboxItem): number {
  return a.seq - b.seq;
}

/** One status of one admin, in `seq` order, the first `limit` that pass `keep`. */
function firstBySeq(adminId: string, status: OutboxStatus, limit: number, keep?: (item: OutboxItem) => boolean, below: IndexableType = Dexie.maxKey): Promise<OutboxItem[]> {
  const range = offlineDb().outbox.where('[adminId+status+seq]').between([adminId, status, Dexie.minKey], [adminId, status, below], true, true);
  return (keep ? range.filter(keep) : range).limit(limit).toArray();
}

function countOf(adminId: string, status: OutboxStatus): Promise<number> {
  return offlineDb().outbox.where('[adminId+status]').equals([adminId, status]).count();
}

/**
 * What the outbox screen shows, read by index: the counts of its three sections and the first
 * `shown` items of each, never the whole queue. An admin keeps a week of applied decisions, and a
 * queue of hundreds draining changes many times a second: reading everything each time would cost
 * more than the drain it watches. The same sections and order as `groupItems` over every item.
 */
export async function readOutboxScreen(adminId: string, shown: Record<OutboxSection, number>, now: number): Promise<OutboxScreen> {
  const db = offlineDb();
  return db.transaction('r', db.outbox, async () => {
    const waitsForReview = (item: OutboxItem) => needsReview(item, now);
    const travels = (item: OutboxItem) => !needsReview(item, now);
    const bound = reviewSeqBound(now);
    const [troubled, troubledCounts, held, open, openCounts, sent, sentCount] = await Promise.all([
      Promise.all(ATTENTION_STATUSES.map((status) => firstBySeq(adminId, status, shown.attention))),
      Promise.all(ATTENTION_STATUSES.map((status) => countOf(adminId, status))),
      // Open items waiting for review are old: only the oldest `seq`s are read for them.
      Promise.all(OPEN_STATUSES.map((status) => firstBySeq(adminId, status, Number.MAX_SAFE_INTEGER, waitsForReview, bound))),
      Promise.all(OPEN_STATUSES.map((status) => firstBySeq(adminId, status, shown.waiting, travels))),
      Promise.all(OPEN_STATUSES.map((status) => countOf(adminId, status))),
      db.outbox
        .where('[adminId+status+appliedAt]')
        .between([adminId, 'applied', Dexie.minKey], [adminId, 'applied', Dexie.maxKey], true, true)
        .reverse()
        .limit(shown.sent)
        .toArray(),
      countOf(adminId, 'applied'),
    ]);
    const heldItems = held.flat();
    const sum = (counts: number[]) => counts.reduce((total, n) => total + n, 0);
    return {
      attention: { items: [...troubled.flat(), ...heldItems].sort(bySeq).slice(0, shown.attention), total: sum(troubledCounts) + heldItems.length },
      waiting: { items: open.flat().sort(bySeq).slice(0, shown.waiting), total: sum(openCounts) - heldItems.length },
      sent: { items: sent, total: sentCount },
    };
  });
}
