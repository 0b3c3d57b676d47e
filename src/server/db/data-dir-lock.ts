import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dir: string, holder: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'stayops.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const current = JSON.parse(readFileSync(file, 'utf8')) as { pid: number };
          if (current.pid === process.pid) rmSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let owner: { pid: number; holder: string } | null;
      try {
        owner = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; holder: string };
      } catch {
        owner = null;
      }
      if (owner && owner.pid !== process.pid && alive(owner.pid)) {
        throw new DataDirInUseError(dir, owner.pid, owner.holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
