import { offlineDb } from './db';
import { ATTENTION_STATUSES, type OutboxItem } from './outbox-types';

/**
 * A refused or overtaken decision stays under "Needs attention" only while there is something to
 * do about it (DESIGN.md §7). Once its record has moved on — decided another way, here or elsewhere,
 * or gone — it is resolved: kept as history, no longer counted by the header's red dot.
 */

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether a fresh copy of the record shows it moved on since the item was refused: a field the
 * decision changes differs from the record the conflict reported; without that record (a refusal),
 * when the record already says what the decision asked.
 */
export function movedOnSince(item: Pick<OutboxItem, 'patch' | 'conflict'>, fresh: unknown): boolean {
  if (!fresh || typeof fresh !== 'object' || !item.patch) return false;
  const now = fresh as Record<string, unknown>;
  const fields = Object.keys(item.patch).filter((field) => field in now);
  if (!fields.length) return false;
  const then = item.conflict?.current;
  if (then && typeof then === 'object') {
    const before = then as Record<string, unknown>;
    return fields.some((field) => field in before && !same(now[field], before[field]));
  }
  const patch = item.patch;
  return fields.every((field) => same(now[field], patch[field]));
}

async function markResolved(items: readonly OutboxItem[], now: number): Promise<number> {
  if (!items.length) return 0;
  const db = offlineDb();
  await db.transaction('rw', db.outbox, async () => {
    for (const item of items) {
      const stored = await db.outbox.get(item.id);
      if (stored && (ATTENTION_STATUSES as readonly string[]).includes(stored.status)) {
        await db.outbox.put({ ...stored, status: 'resolved', updatedAt: now });
      }
    }
  });
  return items.length;
}

function troubledItems(): Promise<OutboxItem[]> {
  return offlineDb().outbox.where('status').anyOf([...ATTENTION_STATUSES]).toArray();
}

/** Fresh rows from the server, by record key (`<type>:<id>`): resolves the troubled items whose record moved on. */
export async function resolveFromFreshRows(rows: ReadonlyMap<string, unknown>, now: number = Date.now()): Promise<number> {
  if (!rows.size) return 0;
  const troubled = await troubledItems();
  return markResolved(troubled.filter((item) => rows.has(item.recordKey) && movedOnSince(item, rows.get(item.recordKey))), now);
}

/** The record is gone (the server said 404): nothing is left to decide about it. */
export async function resolveGone(recordKey: string, now: number = Date.now()): Promise<number> {
  const troubled = await troubledItems();
  return markResolved(troubled.filter((item) => item.recordKey === recordKey), now);
}

/** A later decision on the same record was applied: the earlier refused or overtaken ones are settled by it. */
export async function resolveOvertaken(applied: Pick<OutboxItem, 'adminId' | 'recordKey' | 'seq'>, now: number = Date.now()): Promise<number> {
  const earlier = await offlineDb()
    .outbox.where('recordKey')
    .equals(applied.recordKey)
    .filter((item) => item.adminId === applied.adminId && item.seq < applied.seq && (ATTENTION_STATUSES as readonly string[]).includes(item.status))
    .toArray();
  return markResolved(earlier, now);
}
