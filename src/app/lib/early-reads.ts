/**
 * Reads started before the code that needs them has loaded (issue 25): on a cold signed-in start the
 * entry asks for the session's profile and the opened page's first data at once, instead of after the
 * shell, the page and its hooks have arrived one round trip after another. The call that would have
 * made the same read takes the answer instead, under three rules:
 * - the same URL (path and query, whatever the parameters' order) and the same session token, so an
 *   answer never reaches another session or another admin;
 * - once: the next read of that URL (a refresh, a second mount) asks the server again;
 * - while young: past EARLY_READ_MAX_AGE_MS the caller asks again, so no old answer is shown as new.
 * A read that failed is never adopted: its caller makes its own request, with the usual toasts and
 * reloads (the early one is quiet).
 */

/** Longer than a slow phone takes to load a page's code (about 6 s cold), short enough to stay fresh. */
export const EARLY_READ_MAX_AGE_MS = 15_000;

export type EarlyOutcome = { ok: true; text: string } | { ok: false };

interface EarlyRead {
  token: string;
  startedAt: number;
  outcome: Promise<EarlyOutcome>;
}

export interface EarlyReads {
  /** Starts `answer` for `key` unless a read of it is already waiting for its caller. */
  start(key: string, token: string, answer: () => Promise<string>): void;
  /** The read's outcome for its first caller with the same token while it is young; otherwise null. */
  take(key: string, token: string | undefined): Promise<EarlyOutcome> | null;
  /** Forgets every read (signing out, a session that ended). */
  clear(): void;
}

/** One key per URL: the path without its leading slash and the query's parameters sorted. */
export function readKey(path: string, search?: string | URLSearchParams): string {
  const params = new URLSearchParams(search ?? '');
  params.sort();
  const query = params.toString();
  const bare = path.replace(/^\/+/, '');
  return query ? `${bare}?${query}` : bare;
}

export function createEarlyReads(now: () => number = () => Date.now()): EarlyReads {
  const reads = new Map<string, EarlyRead>();
  return {
    start(key, token, answer) {
      if (reads.has(key)) return;
      const read: EarlyRead = {
        token,
        startedAt: now(),
        outcome: answer().then(
          (text) => ({ ok: true as const, text }),
          () => ({ ok: false as const }),
        ),
      };
      reads.set(key, read);
      // An answer no caller came for is let go with its rows.
      setTimeout(() => {
        if (reads.get(key) === read) reads.delete(key);
      }, EARLY_READ_MAX_AGE_MS);
    },
    take(key, token) {
      const read = reads.get(key);
      if (!read) return null;
      reads.delete(key);
      if (!token || read.token !== token || now() - read.startedAt > EARLY_READ_MAX_AGE_MS) return null;
      return read.outcome;
    },
    clear() {
      reads.clear();
    },
  };
}
