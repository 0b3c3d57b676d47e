import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');
/** Inside the repository, so the bundle's package imports resolve to its node_modules as the sources' do. */
const outDir = path.join(root, '.tmp', 'e2e-server');

let entry: string | undefined;

/**
 * `src/server/main.ts` and every source it imports as one module (packages stay imports), made once
 * per process and named by its content. Loading the sources one by one through tsx costs a process
 * about 1.5 s of a core before it does anything; the end-to-end files start some forty servers and
 * commands. The code is the same: tsx transforms with this same esbuild.
 */
export function serverEntry(): string {
  if (entry) return entry;
  const built = buildSync({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@server': path.join(root, 'src/server'), '@shared': path.join(root, 'src/shared') },
    write: false,
    logLevel: 'error',
  });
  const code = built.outputFiles[0].contents;
  const file = path.join(outDir, `main-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  mkdirSync(outDir, { recursive: true });
  // The database client finds its migrations beside itself (`./migrations`), so beside the bundle too.
  const migrations = path.join(outDir, 'migrations');
  if (!existsSync(migrations)) {
    try {
      symlinkSync(path.join(root, 'src/server/db/migrations'), migrations, 'dir');
    } catch {
      // Another file made it first.
    }
  }
  if (!existsSync(file)) {
    // Written whole under another name first: another file may be starting a server from it already.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  // Bundles of older sources are of no further use once no run can still be starting from them.
  for (const name of readdirSync(outDir)) {
    const old = path.join(outDir, name);
    if (name.startsWith('main-') && old !== file && Date.now() - statSync(old).mtimeMs > 3_600_000) rmSync(old, { force: true });
  }
  entry = file;
  return file;
}
