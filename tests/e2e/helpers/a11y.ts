import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** Evaluated rather than added as a script tag: the app's CSP rightly forbids inline scripts. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/**
 * Waits until no finite animation runs (page transitions, a popover opening), seen twice 100 ms
 * apart so one about to start is not missed; spinners loop forever and do not count.
 * document.getAnimations() leaves out what runs inside shadow roots, and Ionic's overlays and menu animate
 * there (a modal's wrapper and backdrop fade in and out inside ion-modal's): every open shadow root is asked too.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const state = window as unknown as { __quietSince?: number };
      const roots: (Document | ShadowRoot)[] = [document];
      for (let i = 0; i < roots.length; i += 1) for (const el of Array.from(roots[i].querySelectorAll('*'))) if (el.shadowRoot) roots.push(el.shadowRoot);
      const moving = roots.some((root) => root.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity));
      if (moving) {
        state.__quietSince = undefined;
        return false;
      }
      state.__quietSince ??= performance.now();
      return performance.now() - state.__quietSince >= 100;
    },
    undefined,
    { timeout: 10_000, polling: 50 },
  );
  await page.evaluate(() => {
    (window as unknown as { __quietSince?: number }).__quietSince = undefined;
  });
}

/** Runs `open` and waits until the overlay it opens has finished presenting (its `ion…DidPresent` event). */
export async function presented(page: Page, kind: 'Popover' | 'Modal' | 'Alert', open: () => Promise<void>): Promise<void> {
  const done = page.evaluate((event) => new Promise<void>((resolve) => document.addEventListener(event, () => resolve(), { once: true })), `ion${kind}DidPresent`);
  await open();
  await done;
}

/** axe-core's serious and critical findings on what the page shows now (hidden pages of Ionic's stack excluded). */
export async function axeSerious(page: Page, screen: string): Promise<AxeFinding[]> {
  // One round trip per screen: each evaluate or waitForFunction is a trip to the browser, and a walk of a hundred
  // screens paid six of them (with their 50 ms polling) per screen. Axe itself is injected once per document.
  let measured = await measureInPage(page);
  if (measured === 'no axe') {
    await page.evaluate(AXE_SOURCE);
    measured = await measureInPage(page);
  }
  if (measured === 'no axe') throw new Error('axe-core did not load');
  return measured.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ screen, rule: v.id, impact: v.impact, targets: v.targets.slice(0, 4), summary: v.summary.slice(0, 300) }));
}

type RawFinding = { id: string; impact: string; targets: string[]; summary: string };

async function measureInPage(page: Page): Promise<RawFinding[] | 'no axe'> {
  return page.evaluate(async () => {
    type CheckRef = string | { id: string };
    const w = window as unknown as {
      axe?: {
        run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[] }>;
        _audit: { rules: { id: string; any: CheckRef[]; all: CheckRef[]; none: CheckRef[] }[]; data: { checks: Record<string, { impact?: string } | undefined> } };
      };
      __axeLesserRules?: Record<string, { enabled: false }>;
    };
    const axe = w.axe;
    if (!axe) return 'no axe' as const;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** As settle() does: the document's animations and those inside every open shadow root (a modal fading out). */
    const moving = () => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (let i = 0; i < roots.length; i += 1) for (const el of Array.from(roots[i].querySelectorAll('*'))) if (el.shadowRoot) roots.push(el.shadowRoot);
      return roots.some((root) => root.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity));
    };
    /** As settle() does: no finite animation, seen at least 100 ms apart, within 10 s. */
    const settled = async () => {
      const deadline = performance.now() + 10_000;
      let quietSince: number | undefined;
      for (;;) {
        if (moving()) quietSince = undefined;
        else {
          quietSince ??= performance.now();
          if (performance.now() - quietSince >= 100) return;
        }
        if (performance.now() > deadline) throw new Error('the page did not stop moving in 10 s');
        await sleep(50);
      }
    };
    const toastOpacity = (t: Element) => getComputedStyle(t.shadowRoot?.querySelector('.toast-wrapper') ?? t).opacity;
    const toasts = () => Array.from(document.querySelectorAll('ion-toast')).map((t) => `${t.className.includes('overlay-hidden')}:${toastOpacity(t)}`).join();
    // A rule's finding is as grave as its gravest failed check, so a rule whose every check is minor or moderate can
    // never give a serious or critical finding: it is left out, read from axe's own metadata (right after an
    // upgrade too). The landmark and region rules among them walk the whole page and took a good part of each run.
    if (!w.__axeLesserRules) {
      const lesser = new Set(['minor', 'moderate']);
      const rules: Record<string, { enabled: false }> = {};
      for (const rule of axe._audit.rules) {
        const checks = [...rule.any, ...rule.all, ...rule.none].map((c) => (typeof c === 'string' ? c : c.id));
        if (checks.length > 0 && checks.every((c) => lesser.has(axe._audit.data.checks[c]?.impact ?? ''))) rules[rule.id] = { enabled: false };
      }
      w.__axeLesserRules = rules;
    }
    const rules = w.__axeLesserRules;
    // A run takes a while: a toast whose time ran out meanwhile starts fading, and axe then reads the colours of a
    // half-transparent toast. Such a run measured a moving page: take it again once the page is still.
    for (let attempt = 1; ; attempt += 1) {
      await settled();
      // Toasts fade in and out inside their shadow root: measure only with every toast fully shown or gone (up to 10 s).
      const toastDeadline = performance.now() + 10_000;
      while (!Array.from(document.querySelectorAll('ion-toast:not(.overlay-hidden)')).every((t) => toastOpacity(t) === '1') && performance.now() < toastDeadline) await sleep(50);
      const before = toasts();
      let changes = 0;
      const observer = new MutationObserver((records) => {
        changes += records.length;
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const result = await axe.run({ exclude: [['.ion-page-hidden'], ['[aria-hidden="true"]']] }, { resultTypes: ['violations'], rules });
      observer.disconnect();
      const movedDuring = moving() || changes + observer.takeRecords().length > 0;
      const after = toasts();
      if ((!movedDuring && before === after) || attempt === 3) {
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact ?? 'unknown',
          targets: v.nodes.map((n) => JSON.stringify(n.target)),
          summary: v.nodes[0]?.failureSummary ?? '',
        }));
      }
    }
  });
}

export interface SmallTarget {
  screen: string;
  what: string;
  width: number;
  height: number;
}

/** The smallest size of a touch target: WCAG 2.5.5 and the platforms' own guidance. */
export const MIN_TARGET = 44;

/**
 * Every control on screen (in the current page, menu or overlay: alerts, toasts) whose tap area is below 44×44 px.
 * A checkbox or radio inside a list item counts the item, since a tap anywhere on it toggles the box; a field's
 * own buttons (a password's eye) count on their own, and a search field counts its input.
 */
export async function smallTargets(page: Page, screen: string): Promise<SmallTarget[]> {
  await settle(page);
  const found = await page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'ion-button',
      'ion-back-button',
      'ion-menu-button',
      'ion-checkbox',
      'ion-radio',
      'ion-toggle',
      'ion-select',
      'ion-segment-button',
      'ion-item[button]',
      'ion-item[href]',
      'ion-item[router-link]',
      'ion-searchbar',
      'ion-input',
      'ion-textarea',
      '[role=button]',
    ].join(',');
    const out: { what: string; width: number; height: number }[] = [];
    const hidden = (el: Element) => !!el.closest('.ion-page-hidden, [aria-hidden="true"], ion-menu:not(.show-menu), .ion-page-invisible');
    // Fields whose own buttons (a password's eye, a search's clear) are targets of their own.
    const FIELDS = ['ION-INPUT', 'ION-SEARCHBAR', 'ION-TEXTAREA'];
    const controls = Array.from(document.querySelectorAll(selector));
    // A toast draws its buttons in its shadow root; an alert draws its buttons in the page.
    for (const toast of Array.from(document.querySelectorAll('ion-toast:not(.overlay-hidden)'))) controls.push(...Array.from(toast.shadowRoot?.querySelectorAll('button') ?? []));
    for (const el of controls) {
      if (hidden(el)) continue;
      // A control nested in another one (the native input of an ion-input, a button in an ion-item) is measured by its host.
      const host = el.parentElement?.closest(selector);
      const ownButton = (el.tagName === 'ION-BUTTON' || el.tagName === 'BUTTON') && !!host && FIELDS.includes(host.tagName);
      if (host && !(el.tagName === 'ION-BUTTON' && host.tagName === 'ION-ITEM') && !ownButton) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || style.pointerEvents === 'none') continue;
      if ((el as HTMLInputElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
      let box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A search field is tapped on its input, drawn smaller than the bar around it.
      const searchInput = el.tagName === 'ION-SEARCHBAR' ? el.querySelector('.searchbar-input') : null;
      if (searchInput) box = searchInput.getBoundingClientRect();
      const item = el.closest('ion-item');
      if ((el.tagName === 'ION-CHECKBOX' || el.tagName === 'ION-RADIO' || el.tagName === 'ION-TOGGLE') && item) box = item.getBoundingClientRect();
      if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30);
      const where = el.getRootNode() instanceof ShadowRoot ? `${((el.getRootNode() as ShadowRoot).host.tagName).toLowerCase()} ` : '';
      out.push({ what: `${where}${el.tagName.toLowerCase()} ${id}`, width: Math.round(box.width), height: Math.round(box.height) });
    }
    return out;
  }, MIN_TARGET);
  return found.map((f) => ({ screen, ...f }));
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
