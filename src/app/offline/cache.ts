import i18next from 'i18next';
import { isQuotaError, offlineDb } from './db';
import { showToast } from '../lib/toast-bus';
import { renameQueuedRecords } from './record-renames';
import { resolveFromFreshRows } from './resolve-stale';

/**
 * DESIGN.md §7, the cache: every row the admin saw, by `<type>:<id>`, and every query's ordered
 * ids with the server's total and the time it was fetched. Each write is one transaction: a
 * full disk leaves the previous copy whole, never half a page.
 */

export interface CachedPage<T> {
  rows: T[];
  totalCount: number;
  fetchedAt: number;
}

export interface CachedRow<T> {
  data: T;
  fetchedAt: number;
}

export function recordKey(type: string, id: string): string {
  return `${type}:${id}`;
}

export function queryKey(type: string, query: string): string {
  return `${type}:${query}`;
}

/** A list's query as the cache knows it: its path, filter and sort, never the page. */
export function listCacheQuery(path: string, search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.delete('pagination');
  params.sort();
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

const OWNER_KEY = 'cache.owner';

let claim: { adminId: string; done: Promise<boolean> } | null = null;
let storageFullReported = false;
let persistence: Promise<boolean> | null = null;

/**
 * The cache belongs to one admin: when someone else signs in on this device, what the last admin
 * saw is dropped before any screen reads it. Called as the signed-in shell starts; reads and
 * writes wait for it. Resolves to false when the database cannot be used.
 */
export function claimCacheFor(adminId: string): Promise<boolean> {
  if (claim?.adminId === adminId) return claim.done;
  const done = (async () => {
    const db = offlineDb();
    await db.transaction('rw', db.meta, db.records, db.queries, async () => {
      const owner = await db.meta.get(OWNER_KEY);
      if (owner?.value === adminId) return;
      // Another admin's copy, or one whose owner is unknown: nobody else's rows are ever shown.
      await db.records.clear();
      await db.queries.clear();
      await db.meta.put({ key: OWNER_KEY, value: adminId });
    });
    // Items an older version queued: named by their record's present type before any screen reads them.
    await renameQueuedRecords(db).catch(() => undefined);
    return true;
  })().catch(() => false);
  claim = { adminId, done };
  return done;
}

/** The admin the cache was claimed for on this page, if any. */
export function cacheOwner(): string | null {
  return claim?.adminId ?? null;
}

/** True once the cache is this admin's (or nobody claimed it: tests and tools). */
async function cacheReady(): Promise<boolean> {
  return claim ? claim.done : true;
}

/** Asks the browser not to evict the cache and the outbox under storage pressure; once per page. */
export function requestPersistentStorage(): Promise<boolean> {
  persistence ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage || typeof storage.persist !== 'function') return false;
    try {
      if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  })();
  return persistence;
}

/** The device is full: said once per session; the screens keep showing the server's data. */
function reportStorageFull(): void {
  if (storageFullReported) return;
  storageFullReported = true;
  showToast(i18next.t('storageFull', { ns: 'offline' }), 'warning');
}

/** Runs one write; a full disk is reported and answers false, anything else is thrown. */
async function write(run: () => Promise<void>): Promise<boolean> {
  if (!(await cacheReady())) return false;
  try {
    await run();
    return true;
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    reportStorageFull();
    return false;
  }
}

export interface SavePageOptions {
  /** A further page of infinite scroll: its ids go after the ones already saved. Otherwise the query starts again. */
  append: boolean;
  now?: number;
}

/** Saves one page of a list: its rows by id and, in order, the query's ids, total and time. */
export function saveQueryPage<T>(
  type: string,
  query: string,
  rows: readonly T[],
  getId: (row: T) => string,
  totalCount: number,
  { append, now = Date.now() }: SavePageOptions,
): Promise<boolean> {
  return write(async () => {
    const db = offlineDb();
    await db.transaction('rw', db.records, db.queries, async () => {
      const key = queryKey(type, query);
      const pageIds = rows.map(getId);
      let ids = [...new Set(pageIds)];
      let fetchedAt = now;
      if (append) {
        const existing = await db.queries.get(key);
        if (existing) {
          const seen = new Set(existing.ids);
          ids = [...existing.ids, ...ids.filter((id) => !seen.has(id))];
          // The list is as old as its first page.
          fetchedAt = Math.min(existing.fetchedAt, now);
        }
      }
      await db.records.bulkPut(rows.map((data, i) => ({ key: recordKey(type, pageIds[i]), type, id: pageIds[i], data, fetchedAt: now })));
      await db.queries.put({ key, type, ids, totalCount, fetchedAt });
    });
    await settleTroubled(new Map(rows.map((data) => [recordKey(type, getId(data)), data])), now);
  });
}

/** Fresh rows settle the refused decisions whose records moved on since; never a reason for the save to fail. */
async function settleTroubled(rows: ReadonlyMap<string, unknown>, now: number): Promise<void> {
  await resolveFromFreshRows(rows, now).catch(() => undefined);
}

/** A saved query's rows; `partial` when only the first `limit` of its saved rows were read. */
export interface SavedQuery<T> extends CachedPage<T> {
  partial: boolean;
}

/**
 * A query as last saved: its rows in order (the first `limit` of them, when given), or null when
 * this query was never fetched.
 */
export async function readQuery<T>(type: string, query: string, limit?: number): Promise<SavedQuery<T> | null> {
  if (!(await cacheReady())) return null;
  const db = offlineDb();
  return db.transaction('r', db.records, db.queries, async () => {
    const saved = await db.queries.get(queryKey(type, query));
    if (!saved) return null;
    const ids = limit === undefined ? saved.ids : saved.ids.slice(0, limit);
    const records = await db.records.bulkGet(ids.map((id) => recordKey(type, id)));
    const rows = records.flatMap((r) => (r ? [r.data as T] : []));
    return { rows, totalCount: saved.totalCount, fetchedAt: saved.fetchedAt, partial: ids.length < saved.ids.length };
  });
}

export function saveRecord<T>(type: string, id: string, data: T, now: number = Date.now()): Promise<boolean> {
  return write(async () => {
    const db = offlineDb();
    await db.transaction('rw', db.records, async () => {
      await db.records.put({ key: recordKey(type, id), type, id, data, fetchedAt: now });
    });
    await settleTroubled(new Map([[recordKey(type, id), data]]), now);
  });
}

export async function readRecord<T>(type: string, id: string): Promise<CachedRow<T> | null> {
  if (!(await cacheReady())) return null;
  const record = await offlineDb().records.get(recordKey(type, id));
  return record ? { data: record.data as T, fetchedAt: record.fetchedAt } : null;
}

/** The first cached row of a type that matches, for records opened by something other than their id. */
export async function findRecord<T>(type: string, matches: (row: T) => boolean): Promise<CachedRow<T> | null> {
  if (!(await cacheReady())) return null;
  const record = await offlineDb()
    .records.where('type')
    .equals(type)
    .filter((r) => matches(r.data as T))
    .first();
  return record ? { data: record.data as T, fetchedAt: record.fetchedAt } : null;
}

/** Every cached row of a type, to answer a filter that was never fetched. */
export async function cachedRowsOf<T>(type: string): Promise<CachedRow<T>[]> {
  if (!(await cacheReady())) return [];
  const records = await offlineDb().records.where('type').equals(type).toArray();
  return records.map((r) => ({ data: r.data as T, fetchedAt: r.fetchedAt }));
}

/** How a list answers a filter from saved rows: the server's filter and sort, as closely as the rows allow. */
export interface LocalAnswer<T> {
  filter(row: T): boolean;
  sort?(a: T, b: T): number;
}

/**
 * Saved rows filtered and sorted like the server would, as of the oldest row used (or the oldest
 * row looked at, when none matched). Null when there is nothing saved of this type at all.
 */
export function answerLocally<T>(rows: readonly CachedRow<T>[], local: LocalAnswer<T>): CachedPage<T> | null {
  if (!rows.length) return null;
  const matched = rows.filter((row) => local.filter(row.data));
  const sorted = local.sort ? [...matched].sort((a, b) => local.sort!(a.data, b.data)) : matched;
  const dated = matched.length ? matched : rows;
  const fetchedAt = dated.reduce((oldest, row) => Math.min(oldest, row.fetchedAt), Number.POSITIVE_INFINITY);
  return { rows: sorted.map((row) => row.data), totalCount: sorted.length, fetchedAt };
}

/** Tests start every case from a fresh session. */
export function resetCacheSessionForTests(): void {
  claim = null;
  storageFullReported = false;
  persistence = null;
}
