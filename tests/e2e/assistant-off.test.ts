import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneContext, signedInByCookie, tapMenuItem } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const CONFIG_PATH = '/api/assistant/config';
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('the assistant, not configured (the default), at 390×844', () => {
  const suite = serverAndBrowser();

  it('the sign-in page neither asks for it nor downloads any of it', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    await page.goto(suite.server.url);
    await page.locator('[data-testid="login-email"]').waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path === CONFIG_PATH || /assistant/i.test(path))).toEqual([]);
    await context.close();
  });

  it('signed in: one read that says it is off, then no button, no frame, none of its code and no further read', async () => {
    const context = await phoneContext(suite.browser);
    const reads: string[] = [];
    const assistantFiles: string[] = [];
    context.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path === CONFIG_PATH) reads.push(path);
      // The assistant's code and words (AssistantSlot-….js, assistant-….js) are fetched only when it is shown.
      else if (/assistant/i.test(path)) assistantFiles.push(path);
    });
    const page = await signedInByCookie(context, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === CONFIG_PATH, { timeout: 20_000 });
    const document = await page.goto(suite.server.url);
    // No frame may be loaded at all: the CSP's frames fall back to default-src 'self'.
    expect(document?.headers()['content-security-policy']).not.toContain('frame-src');
    await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await (await answered).json()).toEqual({ enabled: false });
    await twoFrames(page);
    expect(await page.locator('[data-testid="assistant-button"]').count()).toBe(0);
    expect(await page.locator('iframe, ion-modal.assistant-panel').count()).toBe(0);
    await tapMenuItem(page, 'user-mgmt');
    await page.waitForURL(/\/admin\/user-mgmt/);
    await page.locator('[data-testid="outbox-badge"]').first().waitFor({ state: 'attached' });
    await twoFrames(page);
    expect(await page.locator('[data-testid="assistant-button"]').count()).toBe(0);
    expect(reads).toHaveLength(1);
    expect(assistantFiles).toEqual([]);
    await context.close();
  });
});
