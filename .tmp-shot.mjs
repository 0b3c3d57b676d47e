import { chromium } from 'playwright-core';
const base = 'http://localhost:18090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const [w, h, lang, group, name] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, hasTouch: Number(w) < 800 });
await page.goto(`${base}/login?lang=${lang}`);
await page.locator('[data-testid=login-email] input').fill('admin@stayops.test');
await page.locator('[data-testid=login-password] input').fill('revenue-pass-123');
await page.locator('[data-testid=login-submit]').click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30000 });
await page.goto(`${base}/admin/revenue?lang=${lang}`);
await page.waitForSelector('[data-testid=revenue-report]', { timeout: 60000 });
if (group && group !== 'property') { await page.click(`[data-testid=revenue-group-${group}]`); await page.waitForSelector(`[data-testid=revenue-group-${group}][aria-pressed=true]`); await page.waitForTimeout(3000); }
await page.waitForSelector('.revenue-chart canvas', { timeout: 30000 });
await page.screenshot({ path: `/tmp/${name}.png`, fullPage: false });
await browser.close();
