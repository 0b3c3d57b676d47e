import type { DataSource } from '../lib/paged-list';

/**
 * Rows on screen while the device is offline are stale already, saved or just fetched: the next
 * refresh cannot succeed, so the screen says so the moment the network goes, instead of
 * "checking with the server" or a quiet "Updated 18:34".
 */
export function looksStale(source: DataSource | null | undefined, stale: boolean, online: boolean): boolean {
  return stale || (!online && !!source);
}
