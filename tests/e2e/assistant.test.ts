import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { OwnerDetail, PortalAccessResponse } from '@shared/contracts/owners';
import { SESSION_COOKIE } from '@shared/constants';
import { axeSerious, presented } from './helpers/a11y';
import { callAs, createAdminWithToken, loginToken } from './helpers/api';
import { phoneContext, signedInByCookie, tapMenuItem } from './helpers/browser';
import { serverAndBrowser } from './helpers/suite';
import { startStandInAssistant, type StandInAssistant } from '../support/stand-in-assistant';

const CONFIG_PATH = '/api/assistant/config';
/** The page on screen: Ionic keeps the pages behind it in the DOM, hidden. */
const onScreen = (page: Page, id: string) => page.locator(`.ion-page:not(.ion-page-hidden) [data-testid="${id}"], ion-modal [data-testid="${id}"]`).first();
const run = Date.now().toString().slice(-6);

/** Counts the app's reads of the assistant's configuration in a browser context. */
function countConfigReads(context: BrowserContext): { reads: number } {
  const counter = { reads: 0 };
  context.on('request', (req) => {
    if (new URL(req.url()).pathname === CONFIG_PATH) counter.reads += 1;
  });
  return counter;
}

describe('the assistant, configured, at 390×844', () => {
  let standIn: StandInAssistant;
  // Filled before the server starts (hooks run in order): the stand-in's port is known only once it listens.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    standIn = await startStandInAssistant();
    env.ASSISTANT_URL = standIn.url;
    // Owners too: the portal's shell draws the slot as the admin's does (owners without it: tests/api/assistant.test.ts).
    env.ASSISTANT_PORTAL = '1';
  });
  const suite = serverAndBrowser(env);
  afterAll(async () => standIn?.close());

  let admin: { email: string; password: string; token: string; name: string };
  beforeAll(async () => {
    const root = await loginToken(suite.server);
    const name = `Nur Aisyah binti Rahman ${run}`;
    const made = await createAdminWithToken(suite.server, root, name, [4]);
    const language = await callAs(suite.server, made.token, 'PATCH', '/api/account/settings', { language: 'ms-MY' });
    expect(language.status, JSON.stringify(language.body)).toBe(200);
    admin = { ...made, name };
  });

  it('starts the stand-in with the admin’s name and language and nothing else: no token, no cookie, no referrer', async () => {
    const context = await phoneContext(suite.browser);
    const counter = countConfigReads(context);
    const page = await signedInByCookie(context, suite.server.url, admin.email, admin.password);
    await page.goto(suite.server.url);
    await page.locator('[data-testid="dashboard-greeting"]').waitFor({ state: 'visible', timeout: 20_000 });
    const button = onScreen(page, 'assistant-button');
    await button.waitFor({ state: 'visible', timeout: 20_000 });
    // The frame is made only when the panel first opens: nothing has reached the assistant yet.
    expect(standIn.requests).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    const box = await button.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await button.getAttribute('aria-label')).toBe('Pembantu');

    // The session's token is a cookie on our origin, readable by the app's own script: what the frame must not see.
    const ours = (await context.cookies(suite.server.url)).find((c) => c.name === SESSION_COOKIE);
    const token = decodeURIComponent(ours?.value ?? '');
    expect(token.length).toBeGreaterThan(20);
    expect(await page.evaluate(() => document.cookie)).toContain(SESSION_COOKIE);

    await presented(page, 'Modal', () => button.click());
    const frame = page.locator('[data-testid="assistant-frame"]');
    await frame.waitFor({ state: 'visible' });
    expect(await frame.getAttribute('src')).toBe(standIn.url);
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(await frame.getAttribute('allow')).toBeNull();
    // The stand-in greets whom it was started for: it got the message, from the app, and runs.
    await expect.poll(() => page.frameLocator('[data-testid="assistant-frame"]').locator('#greeting').textContent()).toBe(`Hello ${admin.name} (ms-MY)`);

    expect(standIn.messages).toEqual([{ origin: new URL(suite.server.url).origin, data: { name: admin.name, language: 'ms-MY' } }]);
    expect(Object.keys(standIn.messages[0].data as object).sort()).toEqual(['language', 'name']);
    expect(standIn.frames).toEqual([{ cookie: '', referrer: '', origin: standIn.origin }]);
    // The page's own load, which the app asked for, says nothing of where it came from; the page's own reports follow.
    expect(standIn.requests[0]).toEqual({ method: 'GET', path: '/assistant.html', cookie: undefined, referer: undefined });
    expect(standIn.requests.length).toBeGreaterThanOrEqual(3);
    for (const request of standIn.requests) expect(request.cookie, `${request.method} ${request.path}`).toBeUndefined();
    const everything = JSON.stringify([standIn.requests, standIn.frames, standIn.messages]);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(SESSION_COOKIE);

    expect(await axeSerious(page, 'assistant panel')).toEqual([]);
    const close = page.locator('[data-testid="assistant-close"]');
    const closeBox = await close.boundingBox();
    expect(closeBox!.height).toBeGreaterThanOrEqual(44);
    await close.click();
    await page.locator('ion-modal.assistant-panel').waitFor({ state: 'hidden' });

    // Closed, the frame is gone: no assistant page runs behind the app.
    expect(await page.locator('iframe').count()).toBe(0);

    // Another page, and the panel again: a new frame, started the same way, and no second read of the configuration.
    await tapMenuItem(page, 'user-mgmt');
    await page.waitForURL(/\/admin\/user-mgmt/);
    await presented(page, 'Modal', () => onScreen(page, 'assistant-button').click());
    await expect.poll(() => standIn.messages.length).toBe(2);
    await expect.poll(() => page.frameLocator('[data-testid="assistant-frame"]').locator('#greeting').textContent()).toBe(`Hello ${admin.name} (ms-MY)`);
    expect(standIn.messages[1]).toEqual(standIn.messages[0]);
    expect(standIn.frames).toHaveLength(2);
    expect(standIn.frames[1]).toEqual(standIn.frames[0]);
    for (const request of standIn.requests) expect(request.cookie, `${request.method} ${request.path}`).toBeUndefined();
    expect(counter.reads).toBe(1);
    await context.close();
  });

  it('offline, the button says it needs a connection and the panel loads nothing until the device is back', async () => {
    const before = standIn.requests.length;
    const context = await phoneContext(suite.browser);
    const page = await signedInByCookie(context, suite.server.url, admin.email, admin.password);
    await page.goto(suite.server.url);
    const button = onScreen(page, 'assistant-button');
    await button.waitFor({ state: 'visible', timeout: 20_000 });
    await context.setOffline(true);
    await expect.poll(() => button.getAttribute('data-offline')).toBe('true');
    expect(await button.getAttribute('aria-label')).toBe('Pembantu (perlukan sambungan)');
    await presented(page, 'Modal', () => button.click());
    await page.locator('[data-testid="assistant-offline"]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid="assistant-frame"]').count()).toBe(0);
    expect(standIn.requests.length).toBe(before);
    expect(await axeSerious(page, 'assistant panel, offline')).toEqual([]);
    await context.setOffline(false);
    await page.locator('[data-testid="assistant-frame"]').waitFor({ state: 'visible' });
    await expect.poll(() => page.frameLocator('[data-testid="assistant-frame"]').locator('#greeting').textContent()).toBe(`Hello ${admin.name} (ms-MY)`);
    await context.close();
  });

  it('with ASSISTANT_PORTAL, an owner in the portal gets it too, started with the owner’s name and language alone', async () => {
    const root = await loginToken(suite.server);
    const name = `Tan Mei Ling ${run}`;
    const made = await callAs<OwnerDetail>(suite.server, root, 'POST', '/api/owners', {
      name,
      email: `assistant-owner.${run}@portal.test`,
      phone: `+6012${run}7`,
      idType: 'ic',
      idNumber: '850101145077',
      preferredLanguage: 'zh-CN',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const access = await callAs<PortalAccessResponse>(suite.server, root, 'POST', `/api/owners/${made.body.id}/portal-access`, { enabled: true });
    const temporary = access.body.temporaryPassword ?? '';
    const ownerToken = await loginToken(suite.server, made.body.email ?? '', temporary);
    const changed = await callAs(suite.server, ownerToken, 'POST', '/api/auth/change-password', { currentPassword: temporary, newPassword: 'owner-password-123' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const chosen = await callAs(suite.server, ownerToken, 'PATCH', '/api/account/settings', { language: 'zh-CN' });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);

    const seen = standIn.messages.length;
    const context = await phoneContext(suite.browser);
    const counter = countConfigReads(context);
    const page = await signedInByCookie(context, suite.server.url, made.body.email ?? '', 'owner-password-123');
    await page.goto(suite.server.url);
    await page.locator('[data-testid="portal-dashboard-greeting"]').waitFor({ state: 'visible', timeout: 20_000 });
    const button = onScreen(page, 'assistant-button');
    await button.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await button.getAttribute('aria-label')).toBe('智能助手');
    const token = decodeURIComponent((await context.cookies(suite.server.url)).find((c) => c.name === SESSION_COOKIE)?.value ?? '');
    expect(token.length).toBeGreaterThan(20);
    await presented(page, 'Modal', () => button.click());
    await expect.poll(() => standIn.messages.length).toBe(seen + 1);
    expect(standIn.messages[seen]).toEqual({ origin: new URL(suite.server.url).origin, data: { name, language: 'zh-CN' } });
    expect(standIn.frames.at(-1)).toEqual({ cookie: '', referrer: '', origin: standIn.origin });
    for (const request of standIn.requests) expect(request.cookie, `${request.method} ${request.path}`).toBeUndefined();
    expect(JSON.stringify([standIn.requests, standIn.frames, standIn.messages])).not.toContain(token);
    expect(await axeSerious(page, 'assistant panel, portal')).toEqual([]);
    expect(counter.reads).toBe(1);
    await context.close();
  });
});
