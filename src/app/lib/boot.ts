import { ACCOUNT_PROFILE_PATH } from '@shared/contracts/early-paths';
import type { ApiClient } from './api-client';

/** One read a page makes as it opens: its call's path and query exactly as the page sends them. */
export interface BootRead {
  path: string;
  query?: Record<string, string | number>;
}

/**
 * What a cold signed-in start at one page reads from the entry, before the shell and the page's code
 * have arrived (issue 25): an area declares it in its `boot.ts`, which main.tsx gathers. Kept free of
 * contracts and zod: it is part of the first download. The page's code is not asked for here: an
 * import of it from the entry reshapes the build's chunks (more files, more bytes for the inbox); the
 * shell's route preload, started at the same moment (AuthGate's preloadSignedIn), fetches it.
 */
export interface PageBoot {
  /** The page's address, as the admin opens it (no parameters). */
  page: string;
  /** The page's first reads; its hooks adopt the answers (lib/early-reads.ts). */
  reads: readonly BootRead[];
}

export function defineBoot(boot: PageBoot): PageBoot {
  return boot;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * With a session cookie, starts the profile check and the opened page's first reads, at once. Nothing
 * without one: the sign-in page makes no call (tests/e2e/offline-shell.test.ts).
 */
export function startBoot(client: Pick<ApiClient, 'readEarly'>, boots: readonly PageBoot[], pathname: string, hasSession: boolean): void {
  if (!hasSession) return;
  client.readEarly(ACCOUNT_PROFILE_PATH);
  const opened = withoutTrailingSlash(pathname);
  for (const boot of boots) {
    if (boot.page === opened) for (const read of boot.reads) client.readEarly(read.path, read.query);
  }
}
