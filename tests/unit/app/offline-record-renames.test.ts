import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { claimCacheFor, resetCacheSessionForTests } from '@app/offline/cache';
import { SCHEMA_VERSIONS, StayOpsDb, useOfflineDbForTests } from '@app/offline/db';
import { declareRenamedTypes, renameQueuedRecords } from '@app/offline/record-renames';

const V4 = SCHEMA_VERSIONS[3];

afterEach(() => {
  useOfflineDbForTests(null);
  resetCacheSessionForTests();
});

/** A version 4 device: rows saved and decisions queued under the record types' old names. */
async function versionFourDevice(name: string): Promise<void> {
  const old = new Dexie(name);
  old.version(V4.version).stores(V4.stores);
  await old.table('records').bulkAdd([
    { key: 'holiday:h1', type: 'holiday', id: 'h1', data: { id: 'h1' }, fetchedAt: 1 },
    { key: 'holiday-note:n1', type: 'holiday-note', id: 'n1', data: { id: 'n1' }, fetchedAt: 1 },
  ]);
  await old.table('queries').add({ key: 'holiday:/api/holidays', type: 'holiday', ids: ['h1'], totalCount: 1, fetchedAt: 1 });
  await old.table('meta').add({ key: 'cache.owner', value: 'admin-a' });
  await old.table('outbox').bulkAdd([
    { id: 'i1', adminId: 'admin-a', seq: 1, kind: 'holiday.approve', recordKey: 'holiday:h1', status: 'pending', request: { method: 'POST', path: '/api/holidays/h1/decision', body: {} } },
    { id: 'i2', adminId: 'admin-a', seq: 2, kind: 'holiday.approve', recordKey: 'holiday-note:n1', status: 'conflict', request: { method: 'POST', path: '/x', body: {} } },
    { id: 'i3', adminId: 'admin-a', seq: 3, kind: 'holiday.approve', recordKey: 'holidays.holiday:h2', status: 'pending', request: { method: 'POST', path: '/y', body: {} } },
  ]);
  old.close();
}

describe('record types renamed (issue 26)', () => {
  it('drops what was saved under the old names and keeps every queued item, renamed once the cache is claimed', async () => {
    const name = `renames-${Math.random()}`;
    await versionFourDevice(name);
    const db = new StayOpsDb(name);
    useOfflineDbForTests(db);

    expect(await db.records.count()).toBe(0);
    expect(await db.queries.count()).toBe(0);
    expect(await db.outbox.count()).toBe(3);

    declareRenamedTypes({ holiday: 'holidays.holiday', 'holiday-note': 'holidays.note' });
    expect(await claimCacheFor('admin-a')).toBe(true);
    const keys = (await db.outbox.orderBy('seq').toArray()).map((item) => [item.id, item.recordKey, item.status]);
    expect(keys).toEqual([
      ['i1', 'holidays.holiday:h1', 'pending'],
      ['i2', 'holidays.note:n1', 'conflict'],
      ['i3', 'holidays.holiday:h2', 'pending'],
    ]);
    // Run again (another start): nothing left under an old name.
    expect(await renameQueuedRecords(db)).toBe(0);
    db.close();
  });
});
