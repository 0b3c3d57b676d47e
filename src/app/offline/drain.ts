import { offlineDb } from './db';
import { deviceSaysOffline } from './network';
import { openItemsOf, readPause, writePause } from './outbox';
import { backoffDelay, nextWakeAt, pickSendable, tokenFingerprint, type SendResult } from './outbox-rules';
import type { OutboxItem } from './outbox-types';
import { resolveOvertaken } from './resolve-stale';

/** Different records go out side by side; one record's items never do. */
export const DRAIN_CONCURRENCY = 4;

export interface DrainSession {
  adminId: string;
  token: string;
}

export interface DrainDeps {
  /** The signed-in admin and their token, or null when nobody is signed in on this device. */
  session(): DrainSession | null;
  send(item: OutboxItem, token: string): Promise<SendResult>;
  /** The device says it has no network: nothing is sent, and nothing counts as a try. */
  offline?: () => boolean;
  now?: () => number;
  random?: () => number;
  /** Stops the pass between items (the page is going away, or another admin signed in). */
  signal?: AbortSignal;
}

export interface DrainSummary {
  sent: number;
  /** A 401 stopped the queue until the same admin signs in again. */
  paused: boolean;
  /** When to look again for items held by backoff; null when nothing is waiting. */
  wakeAt: number | null;
  /** A transient failure happened (offline, 5xx, 429, timeout). */
  transient: boolean;
  /** The server could not be reached at all (no network, timeout): worth a background sync. */
  unreachable: boolean;
  /** The device said it was offline, so the pass held items back; the `online` event resumes it. */
  offline: boolean;
}

/**
 * The server's copy of the record after an answer (the applied result, or the current state a
 * conflict carries) replaces the cached one in the same transaction as the item's new state, so a
 * screen never flips back to the old state between the overlay ending and the next refresh.
 */
async function refreshCachedRecord(recordKey: string, data: unknown, now: number): Promise<void> {
  if (!data || typeof data !== 'object') return;
  const db = offlineDb();
  const cached = await db.records.get(recordKey);
  if (!cached || (data as { id?: unknown }).id !== cached.id) return;
  await db.records.put({ ...cached, data, fetchedAt: now });
}

/** The fields an answer changes on the item. */
function answerPatch(item: OutboxItem, result: SendResult, now: number, random: () => number, offline: boolean): Partial<OutboxItem> {
  const base = { updatedAt: now, attempts: item.attempts + 1 };
  if (result.kind === 'retry' && result.status === null && offline) return { status: 'pending', updatedAt: now };
  switch (result.kind) {
    case 'applied':
      return { ...base, status: 'applied', result: result.result, appliedAt: now, lastError: null, httpStatus: 200 };
    case 'conflict':
      return { ...base, status: 'conflict', conflict: result.conflict, lastError: result.conflict.message, httpStatus: result.status };
    case 'rejected':
      return { ...base, status: 'rejected', lastError: result.message, httpStatus: result.status };
    case 'retry': {
      const delay = backoffDelay(item.attempts + 1, random, result.retryAfterMs);
      return { ...base, status: 'pending', nextAttemptAt: now + delay, lastError: result.message, httpStatus: result.status };
    }
    case 'unauthorized':
      // Not an attempt that counts: the item waits, unchanged, for the same admin to sign in.
      return { status: 'pending', updatedAt: now };
  }
}

/**
 * Writes what the server answered onto the item, and returns the item as stored now (null when it
 * is gone). A send that failed for want of a network the device already knew it lacked was never a
 * real try: it neither counts nor backs off. One transaction per answer: a queue of hundreds is
 * written, and watched by the screens, once per item rather than once per field.
 */
async function record(item: OutboxItem, result: SendResult, now: number, random: () => number, offline: boolean): Promise<OutboxItem | null> {
  const db = offlineDb();
  const patch = answerPatch(item, result, now, random, offline);
  const refreshes = result.kind === 'applied' ? result.result : result.kind === 'conflict' ? result.conflict.current : undefined;
  return db.transaction('rw', db.outbox, db.records, async () => {
    const stored = await db.outbox.get(item.id);
    if (!stored) return null;
    const next = { ...stored, ...patch };
    await db.outbox.put(next);
    if (refreshes !== undefined) await refreshCachedRecord(item.recordKey, refreshes, now);
    // A decision that went through settles this admin's earlier refused ones on the same record.
    if (result.kind === 'applied') await resolveOvertaken(next, now);
    return next;
  });
}

/**
 * A capture's items wait behind the one before them even when it was refused (a file for a record
 * the server never created would only be refused too): the records with such an item are left out
 * of the pass, with all their later items, until the admin retries or discards the refused one.
 */
function withoutHeldRecords(open: readonly OutboxItem[], refusedIds: ReadonlySet<string>): OutboxItem[] {
  const held = new Set(open.filter((item) => item.after && refusedIds.has(item.after)).map((item) => item.recordKey));
  return held.size ? open.filter((item) => !held.has(item.recordKey)) : [...open];
}

async function refusedIdsOf(adminId: string): Promise<Set<string>> {
  const ids = await offlineDb()
    .outbox.where('[adminId+status]')
    .anyOf([
      [adminId, 'rejected'],
      [adminId, 'conflict'],
    ])
    .primaryKeys();
  return new Set(ids);
}

/** The open items a pass may send: the admin's open items without the records held behind a refusal. */
async function sendableOf(adminId: string): Promise<OutboxItem[]> {
  const [open, refused] = await Promise.all([openItemsOf(adminId), refusedIdsOf(adminId)]);
  return withoutHeldRecords(open, refused);
}

/** Marks an item as on its way, in the same transaction that reads it; null when it is no longer open. */
async function claim(id: string, now: number): Promise<OutboxItem | null> {
  const db = offlineDb();
  return db.transaction('rw', db.outbox, async () => {
    const fresh = await db.outbox.get(id);
    if (!fresh || (fresh.status !== 'pending' && fresh.status !== 'sending')) return null;
    const sending: OutboxItem = { ...fresh, status: 'sending', updatedAt: now };
    await db.outbox.put(sending);
    return sending;
  });
}

/**
 * One pass over the signed-in admin's open items: send what may go now, record every answer,
 * and say when to look again. Only the tab holding the drain lock calls this.
 */
export async function drainOnce(deps: DrainDeps): Promise<DrainSummary> {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const offline = deps.offline ?? deviceSaysOffline;
  const summary: DrainSummary = { sent: 0, paused: false, wakeAt: null, transient: false, unreachable: false, offline: false };
  const inFlight = new Set<string>();

  const stillSignedInAs = (session: DrainSession): boolean => {
    const current = deps.session();
    return !!current && current.adminId === session.adminId && current.token === session.token;
  };

  const session = deps.session();
  if (!session) return summary;
  if (offline()) return { ...summary, offline: true, unreachable: true };
  const pause = await readPause();
  if (pause && pause.adminId === session.adminId) {
    if (pause.tokenFingerprint === tokenFingerprint(session.token)) return { ...summary, paused: true };
    await writePause(null);
  }

  // One read of the open items per round; answers update this copy, so 500 items cost 500
  // requests, not 500 reads of the whole queue. A new round picks up items queued meanwhile.
  let open: OutboxItem[] = [];
  const worker = async (): Promise<void> => {
    for (;;) {
      if (deps.signal?.aborted || summary.paused || !stillSignedInAs(session)) return;
      if (offline()) {
        summary.offline = true;
        summary.unreachable = true;
        return;
      }
      const [item] = pickSendable(open, now(), inFlight, 1);
      if (!item) return;
      inFlight.add(item.recordKey);
      try {
        const fresh = await claim(item.id, now());
        if (!fresh) {
          open = open.filter((o) => o.id !== item.id);
          continue;
        }
        const result = await deps.send(fresh, session.token);
        if (result.kind === 'unauthorized') {
          summary.paused = true;
          await writePause({ reason: 'unauthorized', adminId: session.adminId, tokenFingerprint: tokenFingerprint(session.token), at: now() });
        }
        if (result.kind === 'retry') {
          summary.transient = true;
          if (result.status === null) summary.unreachable = true;
        }
        const offlineNow = offline();
        const after = await record(fresh, result, now(), random, offlineNow);
        open = open.flatMap((o) => (o.id !== item.id ? [o] : after && (after.status === 'pending' || after.status === 'sending') ? [after] : []));
        if (after && (after.status === 'rejected' || after.status === 'conflict')) open = withoutHeldRecords(open, new Set([after.id]));
        if (offlineNow && result.kind === 'retry' && result.status === null) {
          // The network went while this was on its way: the pass stops here, the item counts nothing.
          summary.offline = true;
          return;
        }
        summary.sent++;
      } finally {
        inFlight.delete(item.recordKey);
      }
    }
  };

  for (let round = 0; round < 1000; round++) {
    open = await sendableOf(session.adminId);
    const before = summary.sent;
    await Promise.all(Array.from({ length: DRAIN_CONCURRENCY }, () => worker()));
    if (summary.sent === before || summary.paused || summary.offline || deps.signal?.aborted) break;
  }
  if (!summary.paused && !summary.offline) summary.wakeAt = nextWakeAt(await sendableOf(session.adminId), now());
  return summary;
}

/** A tab that died mid-send left items marked sending; the new drainer sends them again (same key, safe). */
export async function resumeInterrupted(adminId: string): Promise<void> {
  const db = offlineDb();
  await db.outbox
    .where('[adminId+status]')
    .equals([adminId, 'sending'])
    .modify({ status: 'pending' });
}
