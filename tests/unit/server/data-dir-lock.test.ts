import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '@server/db/data-dir-lock';

const startedOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

describe.skipIf(process.platform !== 'linux')('the data directory lock', () => {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'stayops-lock-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  const writeLock = (d: string, owner: object | string) => writeFileSync(path.join(d, 'stayops.lock'), typeof owner === 'string' ? owner : JSON.stringify(owner));

  it('refuses while the process that wrote the lock runs (the same pid, started at the same moment)', () => {
    const d = dir();
    writeLock(d, { pid: process.ppid, holder: 'another server', started: startedOf(process.ppid) });
    expect(() => lockDataDir(d, 'test')).toThrow(DataDirInUseError);
  });

  it('takes over a lock whose pid now belongs to another process (started later than the lock\'s owner)', () => {
    const d = dir();
    writeLock(d, { pid: process.ppid, holder: 'a dead server', started: '1' });
    const lock = lockDataDir(d, 'test');
    expect(JSON.parse(readFileSync(path.join(d, 'stayops.lock'), 'utf8'))).toMatchObject({ pid: process.pid, holder: 'test' });
    lock.release();
  });

  it('takes over a lock left empty or unreadable, and one whose process is gone', () => {
    for (const owner of ['', '{"pid":', { pid: 2 ** 22 + 7, holder: 'gone' }]) {
      const d = dir();
      writeLock(d, owner);
      lockDataDir(d, 'test').release();
      expect(() => readFileSync(path.join(d, 'stayops.lock'))).toThrow();
    }
  });
});
