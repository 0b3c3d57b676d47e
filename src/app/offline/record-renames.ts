import type { StayOpsDb } from './db';

let renames: Readonly<Record<string, string>> = {};

/**
 * The record types older versions named otherwise (old → new), from the area declarations; the shell
 * declares them as it loads, before the cache is claimed.
 */
export function declareRenamedTypes(map: Readonly<Record<string, string>>): void {
  renames = { ...renames, ...map };
}

/**
 * Gives items queued by an older version their record's present type, so they are still ordered with the
 * new items of the same record and shown on it; they replay by their stored request either way. Safe to
 * run again: a renamed key no longer starts with an old type.
 */
export async function renameQueuedRecords(db: StayOpsDb): Promise<number> {
  let renamed = 0;
  for (const [old, present] of Object.entries(renames)) {
    renamed += await db.outbox
      .where('recordKey')
      .startsWith(`${old}:`)
      .modify((item) => {
        item.recordKey = present + item.recordKey.slice(old.length);
      });
  }
  return renamed;
}
