// Builds the app into dist/ when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const SOURCES = ['src/app', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'scripts/ionic-bundling.ts', 'scripts/session-chunks.ts', 'scripts/signed-in-shell-html.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIsStale() {
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist', 'index.html'))) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

export function buildIfNeeded({ quiet = false } = {}) {
  if (!buildIsStale()) return false;
  if (!quiet) process.stdout.write('StayOps: building the app (first start or sources changed)…\n');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const res = spawnSync(process.execPath, [vite, 'build', '--logLevel', quiet ? 'error' : 'warn'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    process.stderr.write('StayOps: the app build failed; see the messages above.\n');
    process.exit(res.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
