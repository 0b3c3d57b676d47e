import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const E2E_ADMIN_EMAIL = 'owner.e2e@stayops.test';
export const E2E_ADMIN_PASSWORD = 'e2e-root-password-1';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Stops the process but keeps its data, so the same server can be started again. */
  kill(): Promise<void>;
  restart(): Promise<void>;
  /** What the server printed since it was last started. */
  output(): string;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** The real server, as `npm start` runs it, on a free port with its own embedded database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stayops-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  let child: ChildProcess;
  let log = '';

  const launch = async () => {
    log = '';
    child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts'), 'start'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: E2E_ADMIN_EMAIL,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    await waitForHealth(url, child, () => log);
  };

  const kill = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };

  await launch();
  return {
    url,
    dataDir,
    kill,
    restart: launch,
    output: () => log,
    async stop() {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server whose database holds the demo data set (`seed-demo`), as an admin would try it. */
export async function startSeededServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer(env);
  await server.kill();
  const root = path.resolve(import.meta.dirname, '../../..');
  const { spawnSync } = await import('node:child_process');
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts'), 'seed-demo'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: server.dataDir, ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed-demo failed: ${seeded.stdout}${seeded.stderr}`);
  await server.restart();
  return server;
}
