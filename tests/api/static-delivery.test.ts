import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { precompressDir } from '../../scripts/precompress';
import { openMigratedPglite } from './helpers/pglite-template';

/** Text that compresses as real bundles do, well above the 1 KB below which no copy is made. */
const text = (what: string) => Array.from({ length: 400 }, (_, i) => `${what} line ${i};`).join('\n');

const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>StayOps</title></head><body>${text('<p>shell</p>')}</body></html>`,
  // The build's second copy, announcing the signed-in shell's chunks (scripts/signed-in-shell-html.ts).
  'index.signed-in.html': `<!doctype html><html><head><title>StayOps</title><link rel="modulepreload" href="/assets/session-X.js"></head><body>${text('<p>shell</p>')}</body></html>`,
  'assets/index-Ab12Cd34.js': text('console.log("app")'),
  'assets/index-Ef56Gh78.css': text('.card{color:#073937}'),
  'manifest.webmanifest': JSON.stringify({ name: 'StayOps', description: text('manifest') }),
  'sw.js': text('self.addEventListener("fetch", () => {})'),
  'robots.txt': 'User-agent: *\nDisallow:\n',
};

const BROWSER = 'gzip, deflate, br, zstd';

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding ?? 'identity').toBe('identity');
  return res.rawPayload.toString();
}

describe('the built app on the wire', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;
  const onDisk = (name: string) => readFileSync(path.join(dir, name));
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stayops-static-'));
    mkdirSync(path.join(dir, 'assets'));
    for (const [name, body] of Object.entries(FILES)) writeFileSync(path.join(dir, name), body);
    await precompressDir(dir);
    database = await openMigratedPglite();
    app = await buildApp({ database, config: { ...loadConfig({ NODE_ENV: 'production' }), staticDir: dir } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the build step leaves a brotli and a gzip copy of every text file over 1 KB, and none of a tiny one', () => {
    const names = readdirSync(dir, { recursive: true }).map(String).sort();
    for (const name of Object.keys(FILES).filter((n) => n !== 'robots.txt')) {
      expect(names).toContain(`${name}.br`);
      expect(names).toContain(`${name}.gz`);
    }
    expect(names.filter((n) => n.startsWith('robots.txt.'))).toEqual([]);
  });

  it('a hashed asset is sent as brotli to a browser, gzip when only gzip is accepted, and as is otherwise', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const original = FILES['assets/index-Ab12Cd34.js'];

    const br = await get(url, BROWSER);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.rawPayload.length).toBeLessThan(original.length / 4);
    expect(decoded(br)).toBe(original);
    // The copy made at build time, at the highest quality, not one compressed per request.
    expect(br.rawPayload.equals(onDisk('assets/index-Ab12Cd34.js.br'))).toBe(true);

    const gz = await get(url, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(original);
    expect(gz.rawPayload.equals(onDisk('assets/index-Ab12Cd34.js.gz'))).toBe(true);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get(url, acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.toString()).toBe(original);
    }
    // The same URL in three encodings: caches must tell them apart.
    for (const res of [br, gz]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('hashed assets are kept for a year; the shell, the manifest and the service worker are revalidated', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css']) {
      for (const acceptEncoding of [BROWSER, undefined]) {
        const res = await get(url, acceptEncoding);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
    for (const url of ['/', '/index.html', '/manifest.webmanifest', '/sw.js', '/robots.txt']) {
      for (const acceptEncoding of [BROWSER, undefined]) {
        const res = await get(url, acceptEncoding);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    }
    const manifest = await get('/manifest.webmanifest', BROWSER);
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(manifest))).toMatchObject({ name: 'StayOps' });
  });

  it('an app route gets the shell, compressed and revalidated', async () => {
    for (const url of ['/admin/users', '/admin/users/123?tab=history']) {
      const res = await get(url, BROWSER);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(FILES['index.html']);
      expect(res.rawPayload.equals(onDisk('index.html.br'))).toBe(true);
      const plain = await get(url);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.rawPayload.toString()).toBe(FILES['index.html']);
    }
  });

  it('a browser holding a session gets the shell that announces the signed-in code; one without, the plain shell', async () => {
    const withCookie = (url: string, cookie: string, acceptEncoding = BROWSER) =>
      app.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': acceptEncoding } });
    for (const url of ['/', '/admin/approvals', '/portal/dashboard?x=1']) {
      const signedIn = await withCookie(url, 'theme=dark; stayops_token=abc%20def');
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.headers['content-type']).toMatch(/^text\/html/);
      expect(signedIn.headers['cache-control']).toBe('no-cache');
      // Two pages at one address: a shared cache must keep them apart.
      expect(String(signedIn.headers.vary)).toMatch(/cookie/i);
      expect(signedIn.headers['content-encoding'], url).toBe('br');
      expect(decoded(signedIn), url).toBe(FILES['index.signed-in.html']);
      expect((await withCookie(url, 'stayops_token=abc', 'identity')).rawPayload.toString()).toBe(FILES['index.signed-in.html']);

      for (const cookie of ['', 'theme=dark', 'old_stayops_token=abc']) {
        const plain = await withCookie(url, cookie);
        expect(plain.statusCode, `${url} ${cookie}`).toBe(200);
        expect(decoded(plain), `${url} ${cookie}`).toBe(FILES['index.html']);
        expect(String(plain.headers.vary)).toMatch(/cookie/i);
      }
    }
  });

  it('a hashed asset that no longer exists is a 404, not the HTML shell', async () => {
    const res = await get('/assets/index-Old00000.js', BROWSER);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('API answers over 1 KB are compressed when the caller accepts it; small ones are sent as they are', async () => {
    const big = await get('/api/docs', BROWSER);
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(big))).toHaveProperty('openapi');
    const gz = await get('/api/docs', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz))).toHaveProperty('openapi');
    const plain = await get('/api/docs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');

    const small = await get('/api/health', BROWSER);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});
