import { offlineDb, isQuotaError } from './db';
import { deviceSaysOffline } from './network';
import { APPLIED_KEEP_MS, isOpen } from './outbox-rules';
import type { NewOutboxItem, OutboxItem, OutboxPause } from './outbox-types';

/** The device has no room left: the decision was not queued, and nothing of it was written. */
export class OutboxStorageFullError extends Error {
  constructor() {
    super('storage-full');
    this.name = 'OutboxStorageFullError';
  }
}

type Listener = () => void;
const enqueueListeners = new Set<Listener>();

/** The replayer listens here, so a new item goes out at once when the network is there. */
export function onEnqueued(listener: Listener): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

function newId(): string {
  return crypto.randomUUID();
}

function newItem(adminId: string, input: NewOutboxItem, seq: number, now: number, queuedOffline: boolean): OutboxItem {
  const id = newId();
  return {
    id,
    idempotencyKey: id,
    adminId,
    seq,
    kind: input.kind,
    recordKey: input.recordKey,
    title: input.title,
    remark: input.remark ?? '',
    request: input.request,
    patch: input.patch,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: now,
    queuedOffline,
    updatedAt: now,
    reviewedAt: null,
    lastError: null,
    httpStatus: null,
    conflict: null,
    result: null,
    appliedAt: null,
  };
}

/**
 * Writes a decision durably before anyone says "queued". The cached record shows `patch` at once
 * because screens read records through the open items (withPending).
 */
export async function enqueue(
  adminId: string,
  input: NewOutboxItem,
  now: number = Date.now(),
  queuedOffline: boolean = deviceSaysOffline(),
): Promise<OutboxItem> {
  const [item] = await enqueueAll(adminId, [input], now, queuedOffline);
  return item;
}

/**
 * Writes several items in one transaction, in the given order with consecutive `seq` (a record
 * captured with its files: the create first, then each file). All or nothing: a device that is
 * full throws OutboxStorageFullError and keeps none of them, so no file ever waits for a create
 * that was never queued.
 */
export async function enqueueAll(
  adminId: string,
  inputs: readonly NewOutboxItem[],
  now: number = Date.now(),
  queuedOffline: boolean = deviceSaysOffline(),
): Promise<OutboxItem[]> {
  if (!inputs.length) return [];
  const db = offlineDb();
  try {
    const items = await db.transaction('rw', db.outbox, async () => {
      const last = await db.outbox.orderBy('seq').last();
      const first = Math.max(now * 1000, (last?.seq ?? 0) + 1);
      const created = inputs.map((input, i) => newItem(adminId, input, first + i, now, queuedOffline));
      // Each item of a capture waits for the one before it, even while that one is refused.
      created.forEach((item, i) => {
        if (i > 0) item.after = created[i - 1].id;
      });
      // One add at a time, not bulkAdd: a quota failure surfaces as itself, not wrapped in a BulkError.
      for (const item of created) await db.outbox.add(item);
      return created;
    });
    enqueueListeners.forEach((listener) => listener());
    return items;
  } catch (error) {
    if (isQuotaError(error)) throw new OutboxStorageFullError();
    throw error;
  }
}

export async function itemsOf(adminId: string): Promise<OutboxItem[]> {
  const items = await offlineDb().outbox.where('adminId').equals(adminId).toArray();
  return items.sort((a, b) => b.seq - a.seq);
}

export async function openItemsOf(adminId: string): Promise<OutboxItem[]> {
  const items = await offlineDb()
    .outbox.where('[adminId+status]')
    .anyOf([
      [adminId, 'pending'],
      [adminId, 'sending'],
    ])
    .toArray();
  return items.sort((a, b) => a.seq - b.seq);
}

export async function openItemsFor(recordKeys: readonly string[]): Promise<OutboxItem[]> {
  if (!recordKeys.length) return [];
  const items = await offlineDb().outbox.where('recordKey').anyOf([...recordKeys]).toArray();
  return items.filter(isOpen);
}

/**
 * Sends an item again. A rejected or conflicting item was answered for good under its key, so the
 * new attempt is a new request with a new key; an open one keeps its key (it may have arrived).
 */
export async function retryItem(id: string, now: number = Date.now()): Promise<void> {
  await offlineDb().outbox.update(id, (item) => {
    const final = !isOpen(item);
    item.status = 'pending';
    item.attempts = 0;
    item.nextAttemptAt = 0;
    item.reviewedAt = now;
    item.lastError = null;
    item.httpStatus = null;
    item.conflict = null;
    item.updatedAt = now;
    if (final) item.idempotencyKey = newId();
  });
  enqueueListeners.forEach((listener) => listener());
}

/**
 * The admin drops a decision on purpose; the only way an item leaves before it is old history.
 * Dropping a capture's first item (a record's create) drops the items waiting behind it too: files
 * of a record that will never exist could only be refused. Dropping one from the middle keeps the
 * chain: the item behind it waits for what the dropped one waited for.
 */
export async function discardItem(id: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    await db.outbox.delete(id);
    if (!item) return;
    const later = await db.outbox.where('recordKey').equals(item.recordKey).toArray();
    if (item.after) {
      // A file dropped from the middle: the one behind it now waits for what it waited for.
      const behind = later.filter((o) => o.after === id);
      await Promise.all(behind.map((o) => db.outbox.update(o.id, { after: item.after })));
      return;
    }
    const dropped = new Set([id]);
    for (const next of later.filter((o) => o.seq > item.seq).sort((a, b) => a.seq - b.seq)) {
      if (next.after && dropped.has(next.after) && next.status !== 'applied' && next.status !== 'resolved') dropped.add(next.id);
    }
    dropped.delete(id);
    if (dropped.size) await db.outbox.bulkDelete([...dropped]);
  });
}

/**
 * Which waiting items try at once instead of after their backoff: 'all' for "Sync now", coming
 * online or becoming visible; 'unreachable' for the browser's word that the network is back, which
 * says nothing about a server that answered 5xx or 429 and asked us to wait.
 */
export type WakeScope = 'all' | 'unreachable';

export async function wakeOpenItems(adminId: string, scope: WakeScope = 'all'): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.outbox, async () => {
    const open = await openItemsOf(adminId);
    const waiting = open.filter((item) => item.nextAttemptAt > 0 && (scope === 'all' || item.httpStatus === null));
    await Promise.all(waiting.map((item) => db.outbox.update(item.id, { nextAttemptAt: 0 })));
  });
}

export async function pruneApplied(now: number = Date.now()): Promise<number> {
  const db = offlineDb();
  return db.outbox
    .where('status')
    .anyOf(['applied', 'resolved'])
    .filter((item) => (item.appliedAt ?? item.updatedAt) < now - APPLIED_KEEP_MS)
    .delete();
}

const PAUSE_KEY = 'outbox.pause';

export async function readPause(): Promise<OutboxPause | null> {
  const entry = await offlineDb().meta.get(PAUSE_KEY);
  return (entry?.value as OutboxPause | undefined) ?? null;
}

export async function writePause(pause: OutboxPause | null): Promise<void> {
  if (pause) await offlineDb().meta.put({ key: PAUSE_KEY, value: pause });
  else await offlineDb().meta.delete(PAUSE_KEY);
}
