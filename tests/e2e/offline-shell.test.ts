import { describe, expect, it } from 'vitest';
import { login, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';
import { declaredIonicElements, firstDownloadScripts } from './helpers/first-download';

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

  it('the first download holds the sign-in form and none of the signed-in screens\' Ionic elements', () => {
    const scripts = firstDownloadScripts();
    const elements = declaredIonicElements(scripts);
    expect([...elements]).toEqual(expect.arrayContaining(['ion-input', 'ion-button']));
    // Shown only after sign-in (menu, lists, pickers) or nowhere at all (datetime, range).
    for (const tag of ['ion-select', 'ion-popover', 'ion-menu', 'ion-split-pane', 'ion-refresher', 'ion-searchbar', 'ion-segment', 'ion-item-sliding', 'ion-datetime', 'ion-range', 'ion-picker']) {
      expect(elements.has(tag), tag).toBe(false);
    }
    // The form itself is in it, not in a chunk fetched after the first render.
    expect([...scripts.values()].some((code) => code.includes('login-email'))).toBe(true);
  });

  it('with no session the sign-in form is the first thing drawn, with no profile call and no loader', async () => {
    const context = await phoneContext(suite.browser);
    await context.addInitScript(() => {
      const seen = { loader: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="full-screen-loader"]')) seen.loader = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const profileCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/account/admin') profileCalls.push(req.url());
    });
    await page.goto(suite.server.url);
    await page.locator('[data-testid="login-email"]').waitFor({ state: 'visible' });
    await page.locator('[data-testid="login-language"]').waitFor({ state: 'visible' });
    expect(profileCalls).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __seen: { loader: boolean } }).__seen.loader)).toBe(false);
    await context.close();
  });
});
