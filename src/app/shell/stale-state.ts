import type { DataSource } from '../lib/paged-list';

/**
 * Saved rows on screen while the device is offline are stale already: the refresh that is on its
 * way cannot succeed, so the screen says so at once instead of "checking with the server".
 */
export function looksStale(source: DataSource | null | undefined, stale: boolean, online: boolean): boolean {
  return stale || (!online && source === 'cache');
}
