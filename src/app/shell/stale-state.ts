import type { DataSource } from '../lib/paged-list';

/**
 * Rows on screen while the device is offline are stale already, saved or just fetched: the next
 * refresh cannot succeed, so the screen says so the moment the network goes, instead of
 * "checking with the server" or a quiet "Updated 18:34".
 */
export function looksStale(source: DataSource | null | undefined, stale: boolean, online: boolean): boolean {
  return stale || (!online && !!source);
}

/**
 * Whether the freshness notice is a banner (the admin must know) rather than a quiet line. `online`
 * as the notice itself sees it: rows on screen while offline are stale, so a page placing the
 * notice places it as a banner then, not squeezed beside its count.
 */
export function isProminent(
  { source, stale, answeredLocally }: { source?: DataSource | null; stale?: boolean; answeredLocally?: boolean },
  online = true,
): boolean {
  return !!source && (looksStale(source, !!stale, online) || !!answeredLocally);
}
