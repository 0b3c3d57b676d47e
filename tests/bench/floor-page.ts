import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from '../../scripts/precompress';
import { IONIC_DEDUPE, IONIC_TREESHAKE, ionicReactPureWrappers } from '../../scripts/ionic-bundling';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '..', '..', '.tmp', 'bench-floor');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export interface FloorPage {
  url: string;
  stop(): Promise<void>;
}

/**
 * Builds the floor page (tests/bench/floor) with the app's bundler settings and serves it brotli-compressed
 * as the app's server does, so Lighthouse can score it in the same run as the app's pages.
 */
export async function startFloorPage(): Promise<FloorPage> {
  await build({
    root: path.join(here, 'floor'),
    logLevel: 'warn',
    plugins: [react(), ionicReactPureWrappers()],
    resolve: { dedupe: IONIC_DEDUPE },
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { treeshake: IONIC_TREESHAKE },
    },
  });
  await precompressDir(outDir);
  const server: Server = createServer((req, res) => {
    void (async () => {
      const wanted = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const file = path.join(outDir, wanted === '/' ? 'index.html' : path.normalize(wanted));
      if (!file.startsWith(outDir)) return res.writeHead(404).end();
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      try {
        const br = await readFile(`${file}.br`).catch(() => null);
        const body = br ?? (await readFile(file));
        res.writeHead(200, { 'content-type': type, ...(br ? { 'content-encoding': 'br' } : {}), 'cache-control': 'no-cache' });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
