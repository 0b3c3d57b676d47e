import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../e2e/helpers/browser';
import { startServer } from '../e2e/helpers/server';
import { percentile } from './stats';

/** DESIGN.md §10's emulated phone: 150 ms latency, 1.6 Mbps down (750 kbps up), CPU 4× slower. */
export const EMULATED_PHONE = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };

/**
 * Resolves with the time since navigation start at which the sign-in form is usable: the email
 * field's native input is on screen, the submit button's element is upgraded, and the main thread
 * is free to answer the next event. A string, so the bundler's helpers never end up in the page.
 */
const USABLE_PROBE = `(() => {
  window.__usable = new Promise((resolve) => {
    const check = () => {
      const input = document.querySelector('[data-testid="login-email"] input');
      const submit = document.querySelector('[data-testid="login-submit"].hydrated');
      if (input && submit && input.getBoundingClientRect().width > 0) setTimeout(() => resolve(performance.now()), 0);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
})()`;

export async function emulatePhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: EMULATED_PHONE.latencyMs,
    downloadThroughput: (EMULATED_PHONE.downKbps * 1000) / 8,
    uploadThroughput: (EMULATED_PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: EMULATED_PHONE.cpuSlowdown });
}

async function timeToUsable(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  return page.evaluate<number>('window.__usable');
}

export interface PhoneSignIn {
  /** Nothing cached: a first visit. */
  coldMs: number;
  /** A later visit, the app served by its service worker. */
  warmMs: number;
}

/** The sign-in form's time to usable on the emulated phone, the median of a few visits each. */
export async function measurePhoneSignIn(runs = 3): Promise<PhoneSignIn> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await phoneContext(browser);
      await context.addInitScript(USABLE_PROBE);
      const page = await context.newPage();
      await emulatePhone(context, page);
      cold.push(await timeToUsable(page, server.url));
      // The service worker takes over once it has precached the app.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      warm.push(await timeToUsable(page, server.url));
      await context.close();
    }
    return { coldMs: percentile(cold, 50), warmMs: percentile(warm, 50) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
