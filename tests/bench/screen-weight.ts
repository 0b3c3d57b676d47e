/**
 * Issue 25: what each screen downloads on a cold load and which modules that code comes from.
 * Deterministic (no timings), so it can be read on a busy machine where Lighthouse cannot.
 *
 *   npx tsx tests/bench/screen-weight.ts [screenKey ...]   (sign-in is `signIn`)
 *
 * Builds the app with source maps into a temporary folder (or reads `BENCH_MAP_DIR`, a build made
 * with `vite build --sourcemap`), serves it on the demo data, opens each screen in a new phone
 * context (nothing cached) and prints its requests, its bytes on the wire and, from the source maps,
 * the raw JavaScript each package or source folder contributes. `BENCH_WEIGHT_TOP` (default 25)
 * sets how many contributors are listed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { loginToken } from '../e2e/helpers/api';
import { launchBrowser, phoneContext } from '../e2e/helpers/browser';
import { startSeededServer } from '../e2e/helpers/server';
import { SIGNED_IN_SCREENS } from './lighthouse';
import { addSessionCookie } from './trace-events';

interface Loaded {
  requests: number;
  wireBytes: number;
  scripts: string[];
  styles: number;
}

/** The package (`react-dom`, `@ionic/core:ion-select.js`) or source folder a mapped source counts under. */
function contributor(source: string): string {
  const s = source.replace(/.*node_modules\//, 'npm:').replace(/.*\/src\//, 'src/');
  if (s.startsWith('npm:@ionic/core')) return `npm:@ionic/core:${s.split('/').pop()}`;
  if (s.startsWith('npm:')) return s.split('/').slice(0, s.startsWith('npm:@') ? 2 : 1).join('/');
  return s.split('/').slice(0, 4).join('/');
}

function attribute(dir: string, files: string[]): { raw: number; by: Map<string, number> } {
  const by = new Map<string, number>();
  let raw = 0;
  for (const file of files) {
    const js = path.join(dir, 'assets', file);
    if (!existsSync(js)) continue;
    const code = readFileSync(js, 'utf8');
    raw += code.length;
    if (!existsSync(`${js}.map`)) continue;
    const lines = code.split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${js}.map`, 'utf8')) as RawSourceMap);
    const segments: { line: number; column: number; source: string }[] = [];
    consumer.eachMapping((m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '?' }));
    segments.forEach((m, i) => {
      const next = segments[i + 1];
      const end = next && next.line === m.line ? next.column : (lines[m.line - 1] ?? '').length;
      const key = contributor(m.source);
      by.set(key, (by.get(key) ?? 0) + end - m.column);
    });
  }
  return { raw, by };
}

/** The loaded chunks whose source maps name a source under node_modules/<pkg>/. */
function chunksWith(dir: string, files: string[], pkg: string): string[] {
  return files.filter((file) => {
    const map = path.join(dir, 'assets', `${file}.map`);
    return existsSync(map) && (JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap).sources.some((s) => s.includes(`node_modules/${pkg}/`));
  });
}

function build(): string {
  if (process.env.BENCH_MAP_DIR) return path.resolve(process.env.BENCH_MAP_DIR);
  const out = mkdtempSync(path.join(os.tmpdir(), 'stayops-weight-'));
  process.stdout.write(`Building with source maps into ${out}…\n`);
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--sourcemap', '--outDir', out], { stdio: 'ignore' });
  return out;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const top = Number(process.env.BENCH_WEIGHT_TOP ?? 25);
  const dir = build();
  const server = await startSeededServer({ STATIC_DIR: dir });
  const browser = await launchBrowser();
  try {
    const token = await loginToken(server);
    const screens = [{ key: 'signIn', label: 'sign-in', path: '/', mustRequest: '' }, ...SIGNED_IN_SCREENS].filter(
      (s) => wanted.length === 0 || wanted.includes(s.key),
    );
    for (const screen of screens) {
      const context = await phoneContext(browser);
      if (screen.key !== 'signIn') await addSessionCookie(context, server.url, token);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const loaded: Loaded = { requests: 0, wireBytes: 0, scripts: [], styles: 0 };
      cdp.on('Network.requestWillBeSent', (e) => {
        loaded.requests += 1;
        const p = new URL(e.request.url).pathname;
        if (p.startsWith('/assets/') && p.endsWith('.js')) loaded.scripts.push(path.basename(p));
        if (p.endsWith('.css')) loaded.styles += 1;
      });
      cdp.on('Network.loadingFinished', (e) => (loaded.wireBytes += e.encodedDataLength));
      await page.goto(new URL(screen.path, server.url).href);
      await page.waitForLoadState('networkidle');
      const { raw, by } = attribute(dir, loaded.scripts);
      process.stdout.write(
        `\n${screen.label} (${screen.key}): ${loaded.requests} requests, ${(loaded.wireBytes / 1024).toFixed(0)} KB on the wire, ` +
          `${loaded.scripts.length} scripts (${(raw / 1024).toFixed(0)} KB raw), ${loaded.styles} style sheets\n`,
      );
      for (const [name, bytes] of [...by].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        process.stdout.write(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${name}\n`);
      }
      // Every script by name, in the order asked for: BENCH_WEIGHT_FILES=1.
      if (process.env.BENCH_WEIGHT_FILES) process.stdout.write(`  scripts: ${loaded.scripts.join(' ')}\n`);
      // Which chunks carry a package, to find who imports it: BENCH_WEIGHT_WHO=zod.
      const who = process.env.BENCH_WEIGHT_WHO;
      if (who) {
        for (const chunk of chunksWith(dir, loaded.scripts, who)) {
          const importers = loaded.scripts.filter((file) => file !== chunk && readFileSync(path.join(dir, 'assets', file), 'utf8').includes(`./${chunk}`));
          process.stdout.write(`  ${who} is in ${chunk}, imported by ${importers.join(' ') || 'the page'}\n`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
