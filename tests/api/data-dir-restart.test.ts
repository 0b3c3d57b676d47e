import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../e2e/helpers/server';
import { freePort } from '../support/free-port';

const root = path.resolve(import.meta.dirname, '../..');
const main = path.join(root, 'src/server/main.ts');


const env = (dataDir: string, port: number) => ({
  ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir,
  ADMIN_EMAIL: 'root@stayops.test', ADMIN_PASSWORD: 'root-password-123', LOG_LEVEL: 'warn',
});

async function healthy(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure !== null) throw new Error(failure);
    try {
      if ((await fetch(`${url}api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

/**
 * The server under a parent that never reaps it (a shell exec'd into `sleep`), as under a supervisor that has
 * not yet noticed: killed with -9 it stays a zombie, which kill(pid, 0) still finds. Resolves once it answers.
 */
async function startUnderIdleParent(dataDir: string): Promise<{ parent: ChildProcess; serverPid: number }> {
  const port = await freePort();
  const parent = spawn('sh', ['-c', `"${process.execPath}" --import tsx "${main}" start >"${dataDir}/server.log" 2>&1 & exec sleep 600`], {
    cwd: root, env: env(dataDir, port), stdio: 'ignore',
  });
  let log = '';
  await healthy(`http://127.0.0.1:${port}/`, () => {
    if (parent.exitCode !== null) return 'the parent shell exited';
    try {
      log = readFileSync(path.join(dataDir, 'server.log'), 'utf8');
    } catch {
      return null;
    }
    return /in use by|Error/.test(log) ? `server refused to start:\n${log}` : null;
  });
  const lock = JSON.parse(readFileSync(path.join(dataDir, 'stayops.lock'), 'utf8')) as { pid: number };
  return { parent, serverPid: lock.pid };
}

describe('restarting the embedded database right after kill -9', () => {
  const dataDir = migratedDataDir();
  const parents: ChildProcess[] = [];
  afterAll(() => {
    for (const p of parents) p.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts again at once, 5 times in a row, while the killed server is still a zombie; a live server\'s lock still refuses a second server', async () => {
    let previous: { parent: ChildProcess; serverPid: number } | null = null;
    for (let round = 1; round <= 5; round++) {
      if (previous) {
        process.kill(previous.serverPid, 'SIGKILL');
        // Dead, but not reaped: its parent sleeps. A busy machine may take a moment to finish the kill.
        await expect.poll(() => readFileSync(`/proc/${previous!.serverPid}/stat`, 'utf8'), { timeout: 10_000, interval: 20 }).toMatch(/\) Z /);
      }
      const started = await startUnderIdleParent(dataDir).catch((err: Error) => {
        throw new Error(`round ${round}: ${err.message}`);
      });
      previous?.parent.kill('SIGKILL');
      parents.push(started.parent);
      previous = started;
    }
    // The live one's lock holds: a second server on the same directory is refused and changes nothing.
    const second = spawnSync(process.execPath, ['--import', 'tsx', main, 'start'], { cwd: root, env: env(dataDir, await freePort()), encoding: 'utf8', timeout: 60_000 });
    expect(second.status).not.toBe(0);
    expect(`${second.stdout}${second.stderr}`).toContain(`in use by the StayOps server (pid ${previous!.serverPid})`);
    process.kill(previous!.serverPid, 'SIGKILL');
  }, 240_000);
});
