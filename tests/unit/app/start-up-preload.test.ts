import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import type { DeclaredInboxKind } from '@app/kit/inbox/define-inbox';
import { cardOf, preloadCards } from '@app/features/approvals/card-cache';
import { preloadPage, type AppRoute } from '@app/shell/routes';

const route = (path: string): AppRoute => ({ path, permission: null, page: (() => null) as unknown as AppRoute['page'], preload: vi.fn(() => Promise.resolve()) });

describe('the opened page downloads while the session is checked (issue 25)', () => {
  it('preloads the one route the path matches, the specific before the parameter', () => {
    const calendar = route('/admin/reservation/calendar');
    const record = route('/admin/reservation/:id');
    const list = route('/admin/reservation');
    preloadPage([calendar, list, record], '/admin/reservation/calendar');
    expect(calendar.preload).toHaveBeenCalledTimes(1);
    expect(record.preload).not.toHaveBeenCalled();
    expect(list.preload).not.toHaveBeenCalled();
    preloadPage([calendar, list, record], '/admin/nowhere');
    expect(calendar.preload).toHaveBeenCalledTimes(1);
  });

  it('a route renders from the same download its preload started', async () => {
    const { APP_ROUTES } = await import('@app/shell/routes');
    const inbox = APP_ROUTES.find((r) => r.path === '/admin/approvals');
    expect(inbox).toBeDefined();
    // The same promise twice: the page's lazy() and the start-up preload share one download.
    const first = inbox?.preload();
    const second = inbox?.preload();
    // (Its words need the app's i18next, which this test does not start: only the promise is compared.)
    first?.catch(() => undefined);
    expect(second).toBe(first);
  });
});

describe('the inbox cards are here when the list answers (issue 25)', () => {
  it('a preloaded kind draws with its component itself, not a lazy one that suspends', async () => {
    const Card: ComponentType = () => null;
    const card = vi.fn(() => Promise.resolve({ default: Card }));
    const kind = { kind: 'credit-request', card, words: 'credit' } as unknown as DeclaredInboxKind;
    preloadCards([kind]);
    expect(card).toHaveBeenCalledTimes(1);
    await card.mock.results[0]?.value;
    await Promise.resolve();
    expect(cardOf(kind)).toBe(Card);
    // Asked again, the code is not fetched again, and the kind keeps the component it drew with.
    preloadCards([kind]);
    expect(card).toHaveBeenCalledTimes(1);
    expect(cardOf(kind)).toBe(Card);
  });
});
