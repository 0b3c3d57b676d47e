import { loginToken } from '../e2e/helpers/api';
import { launchBrowser, phoneContext } from '../e2e/helpers/browser';
import { startSeededServer } from '../e2e/helpers/server';
import { emulatePhone } from './phone-sign-in';
import { percentile } from './stats';
import { addSessionCookie } from './trace-events';

/**
 * Resolves with the time since navigation start at which the inbox's first card can be acted on:
 * a card's own button (not a skeleton) is on screen and upgraded, and the main thread is free to
 * answer the tap. A string, so the bundler's helpers never end up in the page.
 */
export const ACTIONABLE_PROBE = `(() => {
  window.__actionable = new Promise((resolve) => {
    const check = () => {
      const button = document.querySelector('.approvals-entry ion-button[data-testid^="inline-"].hydrated');
      if (button && button.getBoundingClientRect().width > 0) setTimeout(() => resolve(performance.now()), 0);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
})()`;

export interface PhoneInbox {
  /** The median of the runs: signed in (a session cookie), nothing cached, no service worker. */
  coldMs: number;
  runsMs: number[];
  /** Requests the page made until its first actionable card (the median run's). */
  requests: number;
}

/** Issue 25: the approvals inbox opened cold on the emulated phone, on the demo data, to its first actionable card. */
export async function measurePhoneInbox(runs = 3): Promise<PhoneInbox> {
  const server = await startSeededServer();
  const browser = await launchBrowser();
  try {
    const token = await loginToken(server);
    const results: { ms: number; requests: number }[] = [];
    for (let i = 0; i < runs; i++) {
      // A new context each time: an empty cache and no service worker, as a phone that signed in before and was cleared.
      const context = await phoneContext(browser);
      await addSessionCookie(context, server.url, token);
      await context.addInitScript(ACTIONABLE_PROBE);
      const page = await context.newPage();
      let requests = 0;
      page.on('request', () => (requests += 1));
      await emulatePhone(context, page);
      await page.goto(new URL('/admin/approvals', server.url).href, { waitUntil: 'commit', timeout: 120_000 });
      const ms = await page.evaluate<number>('window.__actionable');
      results.push({ ms, requests });
      await context.close();
    }
    results.sort((a, b) => a.ms - b.ms);
    const median = results[Math.floor(results.length / 2)] as { ms: number; requests: number };
    return { coldMs: percentile(results.map((r) => r.ms), 50), runsMs: results.map((r) => r.ms), requests: median.requests };
  } finally {
    await browser.close();
    await server.stop();
  }
}
