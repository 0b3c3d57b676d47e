/**
 * Where the users list spends the main thread on a slow phone: signs in, slows the CPU 4× (CDP),
 * opens /admin/user-mgmt cold and prints the long tasks and the functions with the most self time.
 * `npx tsx tests/bench/profile-users-list.ts` — a tool for looking, not a budgeted figure.
 */
import type { Page } from 'playwright-core';
import { createPendingUsers, loginToken } from '../e2e/helpers/api';
import { launchBrowser, login, phoneContext } from '../e2e/helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, startServer } from '../e2e/helpers/server';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface ListBlocking {
  /** The same, median of three taps on the menu entry from the dashboard (the page's code loaded): the list's own work. */
  tapBlockingMs: number;
  /** Sum of (task − 50 ms) over the long tasks from navigation until the first cards are drawn and the page is quiet. */
  blockingMs: number;
  longTasks: number[];
  hot: { name: string; selfMs: number }[];
}

const LONG_TASK_PROBE = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
})()`;

async function quiet(page: Page): Promise<void> {
  // Until two seconds pass without a new long task.
  let last = -1;
  for (;;) {
    await page.waitForTimeout(2000);
    const n = await page.evaluate<number>('window.__longTasks.length');
    if (n === last) return;
    last = n;
  }
}

export async function profileUsersList(cpuSlowdown = 4): Promise<ListBlocking> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await loginToken(server);
    await createPendingUsers(server, token, 60, { namePrefix: 'Bench List' });
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await login(page, server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await context.addInitScript(LONG_TASK_PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}admin/user-mgmt`);
    await page.locator('[data-testid^="user-card-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
    await quiet(page);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const longTasks = await page.evaluate<number[]>('window.__longTasks');
    const taps: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`${server.url}admin/dashboard`);
      await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible', timeout: 60_000 });
      // On a phone the drawer's entries are drawn when it first opens: opened before the count starts.
      await page.evaluate(() => (document.querySelector('ion-menu') as HTMLElement & { open(): Promise<boolean> }).open());
      await page.locator('[data-testid="menu-item-user-mgmt"]').waitFor({ state: 'attached', timeout: 60_000 });
      await quiet(page);
      const before = await page.evaluate<number>('window.__longTasks.length');
      await page.evaluate(() => (document.querySelector('[data-testid="menu-item-user-mgmt"]') as HTMLElement).click());
      await page.locator('ion-router-outlet > .ion-page:not(.ion-page-hidden) [data-testid^="user-card-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
      await quiet(page);
      const tasks = (await page.evaluate<number[]>('window.__longTasks')).slice(before);
      taps.push(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
    }
    taps.sort((a, b) => a - b);
    const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const label = (f: ProfileNode['callFrame']) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    // Browser work (layout, DOM calls) is charged to the nearest script function that asked for it.
    const owner = (id: number): ProfileNode | undefined => {
      let node = byNode.get(id);
      while (node && !node.callFrame.url) node = byNode.get(parent.get(node.id) ?? -1);
      return node;
    };
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const node = byNode.get(id);
      if (!node) return;
      const f = node.callFrame;
      if (f.functionName === '(idle)' || f.functionName === '(program)' || f.functionName === '(garbage collector)') return;
      const script = owner(id);
      const name = script && script !== node ? `${f.functionName} ← ${label(script.callFrame)}` : label(f);
      self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const hot = [...self.entries()].map(([name, selfMs]) => ({ name, selfMs })).sort((a, b) => b.selfMs - a.selfMs).slice(0, 25);
    await context.close();
    return { blockingMs: longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0), tapBlockingMs: taps[1] ?? Number.NaN, longTasks, hot };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('profile-users-list.ts')) {
  profileUsersList().then((r) => {
    process.stdout.write(`blocking ${Math.round(r.blockingMs)} ms cold, ${Math.round(r.tapBlockingMs)} ms from a menu tap; long tasks ${r.longTasks.map((d) => Math.round(d)).join(', ')}\n`);
    for (const h of r.hot) process.stdout.write(`${h.selfMs.toFixed(1).padStart(8)} ms  ${h.name}\n`);
    process.exit(0);
  });
}
