import { ACCOUNT_PROFILE_PATH } from '@shared/contracts/early-paths';
import type { Language } from '@shared/constants';
import type { ApiClient } from './api-client';
import { pickLanguage, readStoredLanguage } from './language';

/** Parameters, or a query string as a list's search builds it. */
type BootQuery = Record<string, string | number> | string;

/** What a page's first query may depend on before anything has loaded: the language the app starts in. */
export interface BootContext {
  language: Language;
}

/** One read a page makes as it opens: its call's path and query exactly as the page sends them. */
export interface BootRead {
  path: string;
  query?: BootQuery | ((context: BootContext) => BootQuery);
}

/**
 * What a cold signed-in start at one page reads from the entry, before the shell and the page's code
 * have arrived (issue 25): an area declares it in its `boot.ts`, which main.tsx gathers. Kept free of
 * contracts and zod: it is part of the first download. The page's code is not asked for here: an
 * import of it from the entry reshapes the build's chunks (more files, more bytes for the inbox); the
 * shell's route preload, started at the same moment (AuthGate's preloadSignedIn), fetches it.
 */
export interface PageBoot {
  /** The page's address, as the admin opens it (no parameters), or each address that opens it. */
  page: string | readonly string[];
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
export function startBoot(
  client: Pick<ApiClient, 'readEarly'>,
  boots: readonly PageBoot[],
  pathname: string,
  hasSession: boolean,
  search = '',
): void {
  if (!hasSession) return;
  client.readEarly(ACCOUNT_PROFILE_PATH);
  const opened = withoutTrailingSlash(pathname);
  // The language initI18n will pick (lib/i18n.ts): a page that reads in the language it shows asks in that one.
  const context: BootContext = { language: pickLanguage(search, readStoredLanguage()) };
  for (const boot of boots) {
    if (!(typeof boot.page === 'string' ? [boot.page] : boot.page).includes(opened)) continue;
    for (const read of boot.reads) client.readEarly(read.path, typeof read.query === 'function' ? read.query(context) : read.query);
  }
}
