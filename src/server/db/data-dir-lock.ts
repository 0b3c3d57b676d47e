import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database has one owner at a time: two processes opening the same
 * PGlite directory would corrupt it. The owner writes its pid to a lock file;
 * a lock whose process is gone is stale and taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    readonly holder: string,
  ) {
    super(
      `The database in ${dir} is in use by ${holder} (pid ${pid}). ` +
        'Stop it first, then run this command again. Nothing was changed.',
    );
  }
}

interface LockOwner {
  pid: number;
  holder: string;
  /** When the kernel started the owner (Linux's /proc/<pid>/stat field 22): tells a reused pid from the owner. */
  started?: string | null;
}

/** Field 3 (state) and field 22 (start time) of /proc/<pid>/stat; null where there is no /proc or no such process. */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces and parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], started: fields[19] };
  } catch {
    return null;
  }
}

/**
 * Whether the lock's owner still runs. A process killed with -9 stays a zombie until its parent reaps it
 * (kill(pid, 0) still succeeds then), and its pid may since have gone to another process: either way the
 * database is free. EPERM means a live process of another user; ESRCH, none.
 */
export function ownerAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(owner.pid);
  if (!stat) return process.platform !== 'linux';
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return !owner.started || owner.started === stat.started;
}

export interface DataDirLock {
  release(): void;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function parseOwner(text: string | null): LockOwner | null {
  try {
    const owner = JSON.parse(text ?? '') as LockOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Removes the stale lock that read as `seen`, and only it: two processes that found the same stale lock must
 * not have the slower one remove the lock the faster one has just taken. Moved aside first and compared;
 * someone else's put back.
 */
function removeStale(file: string, seen: string | null): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // Already gone.
  }
  if (readText(aside) !== seen) {
    try {
      linkSync(aside, file);
    } catch {
      // Yet another lock took its place; the next attempt reads that one.
    }
  }
  rmSync(aside, { force: true });
}

export function lockDataDir(dir: string, holder: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'stayops.lock');
  const me: LockOwner = { pid: process.pid, holder, started: procStat(process.pid)?.started ?? null };
  // Written whole under another name and linked into place: the lock file never exists half-written, so an
  // empty or unreadable one is debris of an older version or a broken disk, never a live owner mid-write.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify({ ...me, since: new Date().toISOString() }));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file);
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          if (parseOwner(readText(file))?.pid === process.pid) rmSync(file, { force: true });
        };
        process.once('exit', release);
        return { release };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const seen = readText(file);
        const owner = parseOwner(seen);
        if (owner && owner.pid !== process.pid && ownerAlive(owner)) throw new DataDirInUseError(dir, owner.pid, owner.holder);
        removeStale(file, seen);
      }
    }
    throw new Error(`Could not lock ${dir}`);
  } finally {
    rmSync(draft, { force: true });
  }
}
