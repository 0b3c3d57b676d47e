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
