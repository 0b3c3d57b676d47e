import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { offlineDb } from './db';
import { cacheOwner, recordKey } from './cache';
import { openItemsOf } from './outbox';
import { isOpen, withPending } from './outbox-rules';
import { OPEN_STATUSES, type OutboxItem } from './outbox-types';

/**
 * DESIGN.md §7: "the cached record shows the pending change at once". Screens read their rows
 * through the open outbox items of the admin who owns the cache.
 */

const NONE: readonly OutboxItem[] = [];

/** Open items by record key, each record's in the order they were decided; answered items are left out. */
export function groupByRecord(items: readonly OutboxItem[]): Map<string, OutboxItem[]> {
  const byKey = new Map<string, OutboxItem[]>();
  for (const item of items) {
    if (!isOpen(item)) continue;
    const list = byKey.get(item.recordKey);
    if (list) list.push(item);
    else byKey.set(item.recordKey, [item]);
  }
  for (const list of byKey.values()) list.sort((a, b) => a.seq - b.seq);
  return byKey;
}

export interface Overlaid<T> {
  /** The rows as the admin should see them, without the ones a pending decision moved out of the list. */
  items: T[];
  /** How many rows a pending decision hid. */
  hidden: number;
  /** The open items on the rows shown, by row id. */
  pending: ReadonlyMap<string, readonly OutboxItem[]>;
}

/**
 * Every row with its open decisions on top; `keep` says whether the changed row still belongs to
 * the list (a user approved offline leaves the Pending queue at once). One map lookup per row:
 * a thousand cached rows cost next to nothing.
 */
export function overlayRows<T>(
  rows: readonly T[],
  getId: (row: T) => string,
  type: string,
  byRecord: ReadonlyMap<string, readonly OutboxItem[]>,
  keep?: (row: T) => boolean,
): Overlaid<T> {
  if (!byRecord.size) return { items: rows as T[], hidden: 0, pending: new Map() };
  const items: T[] = [];
  const pending = new Map<string, readonly OutboxItem[]>();
  let hidden = 0;
  for (const row of rows) {
    const id = getId(row);
    const open = byRecord.get(recordKey(type, id));
    if (!open?.length) {
      items.push(row);
      continue;
    }
    const shown = withPending(row as object, open) as T;
    if (keep && !keep(shown)) {
      hidden++;
      continue;
    }
    pending.set(id, open);
    items.push(shown);
  }
  return { items, hidden, pending };
}

/** One record with its open decisions on top. */
export function overlayRecord<T>(data: T, items: readonly OutboxItem[] | undefined): T {
  return items?.length ? (withPending(data as object, items) as T) : data;
}

/** The open items the screens overlay: the cache owner's only (another admin's decisions never show). */
export async function openItemsForScreens(): Promise<OutboxItem[]> {
  const owner = cacheOwner();
  if (owner) return openItemsOf(owner);
  return offlineDb().outbox.where('status').anyOf([...OPEN_STATUSES]).toArray();
}

/**
 * The open outbox items, live, grouped by record key. One small query for the whole screen
 * however many rows it shows; nothing is read when `enabled` is false.
 */
export function useOpenItemsByRecord(enabled: boolean): ReadonlyMap<string, readonly OutboxItem[]> {
  // No open items is the usual answer: the same empty list then, so the rows are not rebuilt.
  const items = useLiveQuery(() => (enabled ? openItemsForScreens().then((open) => (open.length ? open : NONE), () => NONE) : NONE), [enabled], NONE);
  return useMemo(() => groupByRecord(items), [items]);
}
