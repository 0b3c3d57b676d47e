import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { statusCounts } from './outbox-store';

export { storedItems, statusCounts, type StoredItem } from './outbox-store';

export const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

export async function waitForStatuses(page: Page, expected: Record<string, number>, timeout = 30_000): Promise<void> {
  await expect.poll(() => statusCounts(page), { timeout, interval: 200 }).toEqual(expected);
}

export async function badgeCount(page: Page): Promise<number> {
  const value = await byId(page, 'outbox-badge').first().getAttribute('data-count');
  return Number(value ?? 'NaN');
}

/** The outbox sync loop's count of finished passes, as the app marks it (`<admin id>:<passes>`, offline/sync-passes). */
export async function syncPassMark(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.dataset.outboxPasses ?? '');
}

/** Waits until the sync loop has finished a pass after `mark` was read: the outbox has been looked at since. */
export async function waitForSyncPass(page: Page, mark: string): Promise<void> {
  await expect.poll(() => syncPassMark(page), { timeout: 20_000 }).not.toBe(mark);
}

/** Drags a card from its right edge to the left, as a thumb would, to reveal its end options. */
/**
 * The network goes, and the open screen has said so (its header's cloud and its freshness line turn
 * offline) before the test touches it: a swipe begun while they change lands on a moving card.
 */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  const badge = page.locator('.ion-page:not(.ion-page-hidden) [data-testid="outbox-badge"]').first();
  await expect.poll(() => badge.getAttribute('data-offline'), { timeout: 15_000 }).toBe('true');
  const notices = page.locator('.ion-page:not(.ion-page-hidden) [data-testid="stale-notice"]');
  if (await notices.count()) await expect.poll(() => notices.first().getAttribute('data-stale'), { timeout: 15_000 }).toBe('true');
}

export async function swipeLeft(page: Page, testId: string): Promise<void> {
  // After a page load the start-up loader covers the drawn list for a moment: a swipe begun under it moves nothing.
  // The shell's own loader and a page's may both be up at once: wait until neither is.
  await page.waitForFunction(() => !document.querySelector('[data-testid="full-screen-loader"]'), undefined, { timeout: 15_000 });
  const card = byId(page, testId);
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width - 20 - step * 22, y);
  await page.mouse.up();
}

export async function confirmWithRemark(page: Page, remark: string | null): Promise<void> {
  if (remark !== null) await page.locator('[data-testid="remark-input"]').fill(remark);
  await byId(page, 'confirm-ok').click();
}

/** Swipe a pending user's card in the queue, Approve, confirm: the card leaves at once. */
export async function approveInQueue(page: Page, accountNumber: string, remark: string | null = null): Promise<void> {
  await swipeLeft(page, `user-card-${accountNumber}`);
  await byId(page, `user-swipe-approve-${accountNumber}`).click();
  await confirmWithRemark(page, remark);
  await byId(page, `user-card-${accountNumber}`).waitFor({ state: 'detached' });
}
