import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/helpers/browser';
import { startServer } from '../e2e/helpers/server';
import { wireSize, type WireSize } from './wire-size';

export interface BundleResult {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** As the server sends them: its brotli copies, and its gzip copies (a browser that does not accept brotli). */
  brotliWire: WireSize;
  gzipWire: WireSize;
}

/** Every script the browser loads until the login form is on screen, gzipped as a server would send it. */
export async function measureLoginBundle(): Promise<BundleResult> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      try {
        scripts.set(res.url(), await res.body());
      } catch {
        // A response without a body (redirect) carries no script.
      }
    });
    await page.goto(server.url);
    await page.locator('[data-testid="login-email"]').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const body of scripts.values()) {
      rawBytes += body.length;
      gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    const urls = [...scripts.keys()];
    const brotliWire = await wireSize(urls, 'br, gzip');
    const gzipWire = await wireSize(urls, 'gzip');
    return { files: scripts.size, rawBytes, gzipBytes, brotliWire, gzipWire };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** `npm run bench`'s lines for what the login scripts weigh as the server sends them. */
export function printWireSizes(line: (label: string, value: string, verdict?: string) => void, bundle: BundleResult, budgetKb: number): void {
  for (const [label, wire] of [['brotli', bundle.brotliWire], ['gzip only', bundle.gzipWire]] as const) {
    const kb = wire.bytes / 1024;
    line(
      `  on the wire, browser accepting ${label} (sent as ${wire.encodings.join(' + ')})`,
      `${kb.toFixed(1)} KB of ${(bundle.rawBytes / 1024).toFixed(0)} KB`,
      kb <= budgetKb ? `within ${budgetKb} KB budget` : `OVER ${budgetKb} KB budget`,
    );
  }
}
