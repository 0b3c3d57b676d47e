/**
 * Issue 25: what a cold load downloads (requests by kind, bytes on the wire), for the sign-in screen
 * and for the approvals inbox opened from a session cookie, on the demo data. No throttling: the
 * counts, not the timings. `npx tsx tests/bench/cold-requests.ts`
 */
import type { BrowserContext, Page } from 'playwright-core';
import { loginToken } from '../e2e/helpers/api';
import { launchBrowser, phoneContext } from '../e2e/helpers/browser';
import { startSeededServer } from '../e2e/helpers/server';
import { ACTIONABLE_PROBE } from './phone-inbox';
import { addSessionCookie } from './trace-events';

export interface ColdRequests {
  requests: number;
  byType: Record<string, { count: number; bytes: number }>;
  /** Bytes on the wire (headers and compressed bodies). */
  bytes: number;
}

async function count(context: BrowserContext, page: Page, open: () => Promise<void>): Promise<ColdRequests> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const byType: ColdRequests['byType'] = {};
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    requests += 1;
    types.set(e.requestId, e.type ?? 'Other');
    if (process.env.BENCH_LIST_REQUESTS) process.stdout.write(`  ${e.type ?? 'Other'} ${new URL(e.request.url).pathname}\n`);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    const entry = (byType[type] ??= { count: 0, bytes: 0 });
    entry.count += 1;
    entry.bytes += e.encodedDataLength;
    bytes += e.encodedDataLength;
  });
  await open();
  // Whatever the screen starts once drawn (preloads of the next screens) counts too.
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return { requests, byType, bytes };
}

function print(label: string, r: ColdRequests): void {
  const kinds = Object.entries(r.byType)
    .sort((a, b) => b[1].count - a[1].count)
    .map(([type, v]) => `${type} ${v.count} (${(v.bytes / 1024).toFixed(0)} KB)`)
    .join(', ');
  process.stdout.write(`${label}: ${r.requests} requests, ${(r.bytes / 1024).toFixed(0)} KB on the wire — ${kinds}\n`);
}

export async function measureColdRequests(): Promise<{ signIn: ColdRequests; inbox: ColdRequests }> {
  const server = await startSeededServer();
  const browser = await launchBrowser();
  try {
    const signInContext = await phoneContext(browser);
    const signInPage = await signInContext.newPage();
    const signIn = await count(signInContext, signInPage, async () => {
      await signInPage.goto(new URL('/', server.url).href);
      await signInPage.locator('[data-testid="login-submit"].hydrated').waitFor();
    });
    await signInContext.close();

    const token = await loginToken(server);
    const inboxContext = await phoneContext(browser);
    await addSessionCookie(inboxContext, server.url, token);
    await inboxContext.addInitScript(ACTIONABLE_PROBE);
    const inboxPage = await inboxContext.newPage();
    const inbox = await count(inboxContext, inboxPage, async () => {
      await inboxPage.goto(new URL('/admin/approvals', server.url).href, { waitUntil: 'commit' });
      await inboxPage.evaluate('window.__actionable');
    });
    await inboxContext.close();
    return { signIn, inbox };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { signIn, inbox } = await measureColdRequests();
  print('sign-in (cold)', signIn);
  print('inbox (cold, signed in)', inbox);
}
