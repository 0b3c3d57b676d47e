import { Dexie, type Table } from 'dexie';
import type { OutboxItem } from './outbox-types';

/** A record as the server last sent it (DESIGN.md §7: rows by id). */
export interface CachedRecord {
  /** `<type>:<id>`, e.g. `users.user:6f1c…`. */
  key: string;
  type: string;
  id: string;
  data: unknown;
  fetchedAt: number;
}

/** One query's answer: its ordered ids, the server's total and when it was fetched. */
export interface CachedQuery {
  /** `<type>:<query>`; the query part is the list's own serialisation of filter, search and sort. */
  key: string;
  type: string;
  ids: string[];
  totalCount: number;
  fetchedAt: number;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

/**
 * A batch of screen views and web vitals the server has not had yet (first-party analytics): kept while the device is
 * offline, sent later under the same Idempotency-Key, dropped once its events are over a day old.
 */
export interface TelemetryBatch {
  /** The batch's Idempotency-Key. */
  key: string;
  accountId: string;
  events: { kind: 'view' | 'vital'; screen: string; at: string; name?: 'LCP' | 'INP' | 'CLS'; value?: number }[];
  createdAt: number;
}

export const DB_NAME = 'stayops';

/**
 * Every schema this app has shipped, oldest first. A version is never edited once released:
 * a device may still hold it, with decisions in its outbox; a new version upgrades it in place.
 */
export const SCHEMA_VERSIONS = [
  {
    version: 1,
    stores: {
      outbox: 'id, adminId, status, recordKey, seq',
      records: 'key, type',
      queries: 'key, type',
      meta: 'key',
    },
  },
  {
    version: 2,
    // The replayer reads one admin's open items; items from version 1 gain the review stamp and
    // an Idempotency-Key of their own (version 1 sent the item id).
    stores: {
      outbox: 'id, adminId, status, recordKey, seq, [adminId+status]',
      records: 'key, type',
      queries: 'key, type',
      meta: 'key',
    },
  },
  {
    version: 3,
    // Items remember whether the device was offline when they were queued; older items do not know.
    stores: {
      outbox: 'id, adminId, status, recordKey, seq, [adminId+status]',
      records: 'key, type',
      queries: 'key, type',
      meta: 'key',
    },
  },
  {
    version: 4,
    // The outbox screen reads only what it shows: a section's first items in order, and its count.
    stores: {
      outbox: 'id, adminId, status, recordKey, seq, [adminId+status], [adminId+status+seq], [adminId+status+appliedAt]',
      records: 'key, type',
      queries: 'key, type',
      meta: 'key',
    },
  },
  {
    version: 5,
    // Record types became `<area>.<record>` (issue 26): rows and lists saved under the old names are dropped
    // (the screens fetch them again). Queued items are kept; the shell renames their record keys
    // (record-renames.ts) from the area declarations, which this layer does not know.
    stores: {
      outbox: 'id, adminId, status, recordKey, seq, [adminId+status], [adminId+status+seq], [adminId+status+appliedAt]',
      records: 'key, type',
      queries: 'key, type',
      meta: 'key',
    },
  },
  {
    version: 6,
    // Analytics batches waiting for the network (issue 30); nothing of the other stores changes.
    stores: {
      outbox: 'id, adminId, status, recordKey, seq, [adminId+status], [adminId+status+seq], [adminId+status+appliedAt]',
      records: 'key, type',
      queries: 'key, type',
      meta: 'key',
      telemetry: 'key, accountId, createdAt',
    },
  },
] as const;

export class StayOpsDb extends Dexie {
  outbox!: Table<OutboxItem, string>;
  records!: Table<CachedRecord, string>;
  queries!: Table<CachedQuery, string>;
  meta!: Table<MetaEntry, string>;
  telemetry!: Table<TelemetryBatch, string>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_VERSIONS[0].stores);
    this.version(2)
      .stores(SCHEMA_VERSIONS[1].stores)
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((item: Partial<OutboxItem>) => {
            if (item.reviewedAt === undefined) item.reviewedAt = null;
            if (item.idempotencyKey === undefined) item.idempotencyKey = item.id;
          }),
      );
    this.version(3)
      .stores(SCHEMA_VERSIONS[2].stores)
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((item: Partial<OutboxItem>) => {
            if (item.queuedOffline === undefined) item.queuedOffline = null;
          }),
      );
    this.version(4).stores(SCHEMA_VERSIONS[3].stores);
    this.version(5)
      .stores(SCHEMA_VERSIONS[4].stores)
      .upgrade(async (tx) => {
        await tx.table('records').clear();
        await tx.table('queries').clear();
      });
    this.version(6).stores(SCHEMA_VERSIONS[5].stores);
  }
}

let instance: StayOpsDb | null = null;

/** The one database of this page. */
export function offlineDb(): StayOpsDb {
  instance ??= new StayOpsDb();
  return instance;
}

/** Tests swap in a database of their own (fake-indexeddb in Node). */
export function useOfflineDbForTests(db: StayOpsDb | null): void {
  instance = db;
}

export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: string; inner?: { name?: string } } | null)?.name;
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}
