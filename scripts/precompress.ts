/**
 * Brotli and gzip copies of the built app, made once at build time so the server never compresses a static file
 * per request (a phone on a slow link receives the 1.5 MB of JavaScript as ~350 KB). The server picks the copy the
 * browser accepts (`@fastify/static`'s `preCompressed`).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this, the saving is smaller than a packet and not worth a file. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressReport {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? filesUnder(full) : Promise.resolve(e.isFile() ? [full] : []);
    }),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir` that gets smaller. */
export async function precompressDir(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
    const raw = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller would only cost a disk read; the server then sends the file as it is.
    if (br.length < raw.length) await writeFile(`${file}.br`, br);
    if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
    report.files += 1;
    report.rawBytes += raw.length;
    report.brotliBytes += Math.min(br.length, raw.length);
    report.gzipBytes += Math.min(gz.length, raw.length);
  }
  return report;
}

/** Runs after every other plugin has written its files, the service worker included. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'stayops-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const r = await precompressDir(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        this.info(`precompressed ${r.files} files: ${kb(r.rawBytes)} → ${kb(r.brotliBytes)} brotli, ${kb(r.gzipBytes)} gzip`);
      },
    },
  };
}
