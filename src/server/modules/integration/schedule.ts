import type { Db } from '@server/db/client';
import { getGlobalSetting } from '@server/core/global-settings';
import { runFeed } from './import-feed';
import { dueFeeds, type FeedRecord } from './service';

const TICK_MS = 60_000;

/**
 * Fetches every active feed whose last run is older than the interval (global setting `icalPollIntervalMinutes`),
 * checking once a minute; started by `main.ts start` only, so tests and commands run no timer. Feeds run one after
 * another: a slow channel delays the others, it never piles up runs. Returns the stop function.
 */
/** The feeds a tick fetches: the interval is read each tick, so a change applies from the next one. */
export async function feedsDueNow(db: Db, now = new Date()): Promise<FeedRecord[]> {
  return dueFeeds(db, await getGlobalSetting(db, 'icalPollIntervalMinutes'), now);
}

export function scheduleIcalImport(db: Db, warn: (message: string) => void, tickMs = TICK_MS): () => void {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const feed of await feedsDueNow(db)) {
        const run = await runFeed(db, feed, { actorId: null, viaOutbox: false });
        if (run.error) warn(`iCal feed ${feed.id} (unit ${feed.unitNumber}): ${run.error}`);
      }
    } catch (err) {
      warn(`iCal import failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
