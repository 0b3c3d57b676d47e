import { describe, expect, it } from 'vitest';
import { login, phoneContext } from './helpers/browser';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './helpers/server';
import { serverAndBrowser } from './helpers/suite';

const HAN = /[\u4e00-\u9fff]/;

describe('language choice', () => {
  const suite = serverAndBrowser();

  it('?lang=zh-CN shows Chinese, remembers it, and ?lang=ms-MY switches to Malay', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}?lang=zh-CN`);
    const submit = page.locator('[data-testid="login-submit"]');
    await submit.waitFor({ state: 'visible' });
    expect(await submit.innerText()).toMatch(HAN);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    await login(page, suite.server.url, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    expect(await page.locator('[data-testid="dashboard-greeting"]').innerText()).toMatch(HAN);

    await page.goto(`${suite.server.url}admin/dashboard?lang=ms-MY`);
    const greeting = page.locator('[data-testid="dashboard-greeting"]');
    await greeting.waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ms-MY');
    expect(await greeting.innerText()).not.toMatch(HAN);
    await context.close();
  });

  it('the sign-in page switches language with one tap, without loading a select', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(suite.server.url);
    const chinese = page.locator('[data-testid="login-language-zh-CN"]');
    await chinese.waitFor({ state: 'visible' });
    expect(await chinese.getAttribute('aria-pressed')).toBe('false');
    const box = await chinese.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await chinese.click();
    await expect.poll(() => page.locator('[data-testid="login-submit"]').innerText()).toMatch(HAN);
    expect(await chinese.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-testid="login-language-en-US"]').getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    // Remembered for the next visit.
    await page.reload();
    await expect.poll(() => page.locator('[data-testid="login-submit"]').innerText()).toMatch(HAN);
    expect(scripts.some((path) => /ion-select/.test(path))).toBe(false);
    await context.close();
  });

  it('defaults to en-US', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await page.goto(suite.server.url);
    await page.locator('[data-testid="login-submit"]').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await page.locator('[data-testid="login-submit"]').innerText()).not.toMatch(HAN);
    await context.close();
  });
});
