import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Milliseconds from `npm start` (its script, run by node) to the first healthy answer; then stops it. */
async function timeStart(dataDir: string, port: number, extraEnv: Record<string, string> = {}): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: 'bench-start-password', ...extraEnv },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('npm start exited before it answered');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - t0;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

export interface StartupResult {
  coldMs: number;
  warmMs: number;
}

/** Cold: a new, empty data directory (migrations and the first admin). Warm: the same directory again. */
export async function measureStartup(port = 18_480): Promise<StartupResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stayops-bench-start-'));
  try {
    const coldMs = await timeStart(dataDir, port);
    const warmMs = await timeStart(dataDir, port);
    return { coldMs, warmMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
