import type { Page } from 'playwright-core';

/**
 * Chooses an option of a list's filter select (the browser's own select, kit/list/FilterSelect) by
 * its label, as a user picking it: the select fires its change and the list asks again.
 */
export async function chooseFilter(page: Page, testId: string, label: string | RegExp): Promise<void> {
  const select = page.locator(`select[data-testid="${testId}"]`);
  const labels = await select.locator('option').allTextContents();
  const match = labels.find((text) => (typeof label === 'string' ? text.trim() === label : label.test(text.trim())));
  if (match === undefined) throw new Error(`${testId} has no option ${String(label)} (it has ${labels.join(', ')})`);
  await select.selectOption({ label: match });
}
