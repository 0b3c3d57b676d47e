// Before anything opens the offline database: Dexie finds IndexedDB on the global object.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { StayOpsDb, useOfflineDbForTests } from '@app/offline/db';

export interface OfflineDbPerTest {
  /** The current test's database, the one the app's offline code uses. */
  readonly db: StayOpsDb;
  /** Its name, for a test that opens it a second time (another tab). */
  readonly name: string;
  /** As after a reload of the page: closes this connection and puts a new one to the same database in its place. */
  reopen(): StayOpsDb;
}

/**
 * A new offline database (on fake-indexeddb) for each test of the file, put in place of the app's and deleted after
 * it. Hooks a file registers after calling this run before its clean-up (vitest runs afterEach hooks last in, first out).
 */
export function offlineDbPerTest(): OfflineDbPerTest {
  const current = {
    reopen() {
      current.db.close();
      current.db = new StayOpsDb(current.name);
      useOfflineDbForTests(current.db);
      return current.db;
    },
  } as { db: StayOpsDb; name: string; reopen(): StayOpsDb };
  beforeEach(() => {
    current.name = `t-${Math.random().toString(36).slice(2)}`;
    current.db = new StayOpsDb(current.name);
    useOfflineDbForTests(current.db);
  });
  afterEach(async () => {
    useOfflineDbForTests(null);
    current.db.close();
    await current.db.delete();
  });
  return current;
}
