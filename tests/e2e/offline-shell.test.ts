import { describe, expect, it } from 'vitest';
import { login, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

describe('installable app shell', () => {
  const suite = serverAndBrowser();

  it('serves a manifest with the brand colours and icons', async () => {
    const res = await fetch(`${suite.server.url}manifest.webmanifest`);
    expect(res.ok).toBe(true);
    const manifest = (await res.json()) as { theme_color: string; display: string; icons: { sizes: string; purpose?: string }[] };
    expect(manifest.theme_color.toLowerCase()).toBe('#073937');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
  });

  it('with the server stopped, a reload still opens the shell and the last profile', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    const greeting = await page.locator('[data-testid="dashboard-greeting"]').innerText();
    expect(greeting).toContain('Administrator');

    // The service worker has precached the shell once it is active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);
    await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible' });

    await suite.server.kill();
    await page.reload();
    await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('[data-testid="dashboard-greeting"]').innerText()).toBe(greeting);
    await context.close();
    await suite.server.restart();
  });
});
