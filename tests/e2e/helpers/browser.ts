import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BREAKPOINTS } from '@shared/constants';
import { SESSION_COOKIE } from '@shared/constants';

export const PHONE = { width: 390, height: 844 };

/** The system Chromium (Debian package), never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const TABLET = { width: 1024, height: 768 };

/** A tablet shows Approve and Reject on each queue card, so a long run of decisions needs no swipes. */
export async function tabletContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: TABLET, deviceScaleFactor: 1, hasTouch: true, locale: 'en-US' });
}

export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
}

/**
 * A phone whose Ionic draws each screen, menu and overlay at once, without its slides and fades: for walks that
 * measure screens once drawn (axe waits for every animation to end anyway), where the slides cost about a fifth of
 * the time. Set as the app's Ionic reads it before it starts (window.Ionic.config), the way a page's own script could.
 */
export async function stillPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await phoneContext(browser);
  await context.addInitScript(() => {
    const w = window as unknown as { Ionic?: { config?: Record<string, unknown> } };
    w.Ionic = { ...w.Ionic, config: { ...w.Ionic?.config, animated: false } };
  });
  return context;
}

/** Types into an Ionic input by its data-testid. */
export async function fill(page: Page, testId: string, value: string): Promise<void> {
  const input = page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
  await input.click();
  await input.fill(value);
}

export async function login(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}`);
  await fill(page, 'login-email', email);
  await fill(page, 'login-password', password);
  await page.locator('[data-testid="login-submit"]').click();
  await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible', timeout: 20_000 });
}

/**
 * A new page in `context`, signed in as `email` the way a returning admin is: with the session cookie
 * the sign-in screen would have set, from the API's own sign-in. For tests whose subject is not the
 * sign-in and that open their screen next: signing in on the screen first costs a start of the app
 * and the dashboard behind it, which the screen's own load then repeats. The page is still blank.
 */
export async function signedInByCookie(context: BrowserContext, baseUrl: string, email: string, password: string): Promise<Page> {
  const res = await fetch(`${baseUrl}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  // As the app writes it (src/app/lib/cookie.ts): encoded, on the whole site, same-site only.
  await context.addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(token), url: baseUrl, sameSite: 'Strict' }]);
  return context.newPage();
}

/** Opens the side menu on a phone (a drawer); on wide screens it is already shown. */
export async function openMenu(page: Page): Promise<void> {
  // From `lg` up the split pane shows the menu beside the page. Below it the drawer opens from the
  // header's button, which may still be upgrading just after a screen appeared: it is waited for,
  // not taken as a wide screen when not there yet.
  if ((page.viewportSize()?.width ?? 0) >= BREAKPOINTS.lg) return;
  const button = page.locator('ion-menu-button:visible').first();
  await button.waitFor({ state: 'visible', timeout: 20_000 });
  // A tap near the screen's edge can also start the drawer's swipe gesture, which may fold it back as
  // the tap ends, so it never reports opened; a person taps again, and so does this. The drawer says it
  // is open (ionDidOpen) once its animation has ended; after that nothing folds it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const armed = await page.evaluate(async () => {
      const menu = document.querySelector('ion-menu') as (HTMLElement & { isOpen(): Promise<boolean> }) | null;
      if (!menu) return 'none' as const;
      // Ionic says open only once the drawer's animation has ended.
      if (await menu.isOpen()) return 'open' as const;
      (window as unknown as { stayopsMenuOpened?: Promise<boolean> }).stayopsMenuOpened = new Promise<boolean>((resolve) => {
        const timer = window.setTimeout(() => resolve(false), 4000);
        const settle = (opened: boolean) => () => {
          window.clearTimeout(timer);
          resolve(opened);
        };
        menu.addEventListener('ionDidOpen', settle(true), { once: true });
        menu.addEventListener('ionDidClose', settle(false), { once: true });
      });
      return 'armed' as const;
    });
    if (armed === 'open') return;
    if (armed === 'none') throw new Error('there is no side menu on this screen');
    await button.click();
    if (await page.evaluate(() => (window as unknown as { stayopsMenuOpened?: Promise<boolean> }).stayopsMenuOpened ?? false)) return;
  }
  throw new Error('the side menu did not stay open');
}

/** The codes of the menu entries an admin can see, e.g. ['dashboard', 'admin-mgmt', 'setting']. */
export async function visibleMenuCodes(page: Page): Promise<string[]> {
  // On a phone the entries are drawn as the drawer first opens.
  await page.locator('[data-testid^="menu-item-"]').first().waitFor({ state: 'attached', timeout: 10_000 });
  const ids = await page.locator('[data-testid^="menu-item-"]').evaluateAll((els) =>
    els.map((el) => el.getAttribute('data-testid') ?? ''),
  );
  return ids.map((id) => id.replace('menu-item-', '')).sort();
}

/**
 * Opens the menu and taps one entry. The drawer can still fold back after it looked settled
 * (a late route change or the edge-swipe gesture), so a person, and this, opens it again.
 */
export async function tapMenuItem(page: Page, code: string): Promise<void> {
  await openMenu(page);
  // The drawer has finished opening (ionDidOpen): its entries stay where they are for the tap.
  await page.locator(`[data-testid="menu-item-${code}"]`).click({ timeout: 10_000 });
}

export async function logout(page: Page): Promise<void> {
  await tapMenuItem(page, 'setting');
  await page.locator('[data-testid="logout-button"]').click();
  await page.locator('[data-testid="login-email"]').waitFor({ state: 'visible', timeout: 20_000 });
}
