import { describe, expect, it } from 'vitest';
import { login, phoneContext, signedInByCookie } from './helpers/browser';
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

  // The toast host and the update prompt arrive after the first screen; a phone that loses the signal before they do
  // used to lose the whole app (a lazy component whose download fails throws, and nothing caught it).
  it('a shell part whose download fails leaves the screen as it is, and arrives once back online', async () => {
    const context = await phoneContext(suite.browser);
    const page = await signedInByCookie(context, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    const TOAST_HOST = /\/assets\/ToastHost-[^/]+\.js$/;
    await page.route(TOAST_HOST, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', { predicate: (r) => TOAST_HOST.test(new URL(r.url()).pathname), timeout: 30_000 });
    await page.goto(`${suite.server.url}admin/dashboard`);
    const greeting = page.locator('[data-testid="dashboard-greeting"]');
    await greeting.waitFor({ state: 'visible' });
    await failed;
    // Two frames after the failure: the app would be gone by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await greeting.isVisible()).toBe(true);

    await page.unroute(TOAST_HOST);
    const arrived = page.waitForResponse((r) => TOAST_HOST.test(new URL(r.url()).pathname) && r.ok(), { timeout: 30_000 });
    await context.setOffline(true);
    await context.setOffline(false);
    await arrived;
    expect(await greeting.isVisible()).toBe(true);
    await context.close();
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
