import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSIONS, StayOpsDb } from '@app/offline/db';

describe('the offline database across app versions', () => {
  it('keeps every queued decision of a version 1 database and gives each its Idempotency-Key', async () => {
    const name = `upgrade-${Math.random()}`;
    const old = new Dexie(name);
    old.version(SCHEMA_VERSIONS[0].version).stores(SCHEMA_VERSIONS[0].stores);
    await old.table('outbox').bulkAdd(
      Array.from({ length: 10 }, (_, i) => ({
        id: `item-${i}`,
        adminId: 'admin-a',
        seq: i,
        kind: 'user.approve',
        recordKey: `user:${i}`,
        status: i === 9 ? 'applied' : 'pending',
        request: { method: 'PATCH', path: `/api/users/${i}/approval-action`, body: { action: 'approve' } },
      })),
    );
    old.close();

    const db = new StayOpsDb(name);
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(10);
    expect(items.every((item) => item.idempotencyKey === item.id && item.reviewedAt === null)).toBe(true);
    // Nobody knows whether the device was offline when these were queued: unknown, not "online".
    expect(items.every((item) => item.queuedOffline === null)).toBe(true);
    // Version 2's index answers the replayer's question: this admin's open items.
    const open = await db.outbox.where('[adminId+status]').equals(['admin-a', 'pending']).count();
    expect(open).toBe(9);
    expect(db.verno).toBe(SCHEMA_VERSIONS.at(-1)?.version);
    db.close();
  });

  it('declares the versions in order, so a device on any of them can upgrade', () => {
    const versions = SCHEMA_VERSIONS.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });
});
