import { Dexie } from 'dexie';
import { offlineDb } from './db';
import { needsReview, REVIEW_AGE_MS } from './outbox-rules';
import { ATTENTION_STATUSES, OPEN_STATUSES, type OutboxItem } from './outbox-types';

/* What the header badge counts, read by index so a long queue costs next to nothing. */

/** Refused or conflicting: few, and the runtime announces each. */
export function troubledItemsOf(adminId: string): Promise<OutboxItem[]> {
  return offlineDb()
    .outbox.where('[adminId+status]')
    .anyOf(ATTENTION_STATUSES.map((status) => [adminId, status]))
    .toArray();
}

/**
 * Pending and sending, counted by index without reading the items: one plain key range per status,
 * which IndexedDB counts natively (an `anyOf` would walk every entry with a cursor).
 */
export async function openCountOf(adminId: string): Promise<number> {
  const outbox = offlineDb().outbox;
  const counts = await Promise.all(OPEN_STATUSES.map((status) => outbox.where('[adminId+status]').equals([adminId, status]).count()));
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * Open items held for review, for the badge's dot. `seq` is at least the creation time in
 * microseconds, so only items queued before the review age are read (usually none). The outbox
 * screen and the replayer decide review from each item's own `createdAt`.
 */
export function reviewCountOf(adminId: string, now: number): Promise<number> {
  return offlineDb()
    .outbox.where('seq')
    .below((now - REVIEW_AGE_MS) * 1000)
    .filter((item) => item.adminId === adminId && needsReview(item, now))
    .count();
}

/**
 * When the newest of this admin's decisions was applied (null: none kept), read by index. A decision
 * queued and sent between two reads of the open count never shows in it; this still moves.
 */
export async function lastAppliedAtOf(adminId: string): Promise<number | null> {
  const newest = await offlineDb()
    .outbox.where('[adminId+status+appliedAt]')
    .between([adminId, 'applied', Dexie.minKey], [adminId, 'applied', Dexie.maxKey], true, true)
    .last();
  return newest?.appliedAt ?? null;
}
