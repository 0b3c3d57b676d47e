import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/helpers/browser';
import { startServer } from '../e2e/helpers/server';

export interface BundleResult {
  files: number;
  rawBytes: number;
  gzipBytes: number;
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
    return { files: scripts.size, rawBytes, gzipBytes };
  } finally {
    await browser.close();
    await server.stop();
  }
}
