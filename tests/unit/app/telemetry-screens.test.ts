import { describe, expect, it } from 'vitest';
import { screenOf } from '@app/shell/current-screen';
import { SCREEN_PATTERN, rateVital } from '@shared/contracts/plain/analytics';
import { APP_ROUTES, PORTAL_ROUTES } from '@app/shell/routes';

describe('what analytics calls a screen', () => {
  it('is the route pattern a path is shown by, never the id in it; null for a path no screen answers', () => {
    const routes = [{ path: '/admin/user-mgmt' }, { path: '/admin/user-mgmt/:id' }, { path: '/admin/reservation/calendar' }];
    expect(screenOf('/admin/user-mgmt/6f1c2d3e-0000-4000-8000-000000000000', routes)).toBe('/admin/user-mgmt/:id');
    expect(screenOf('/admin/user-mgmt', routes)).toBe('/admin/user-mgmt');
    expect(screenOf('/admin/reservation/calendar', routes)).toBe('/admin/reservation/calendar');
    expect(screenOf('/admin/nowhere', routes)).toBeNull();
  });

  it('every screen of the app and the portal is a name the server takes', () => {
    for (const route of [...APP_ROUTES, ...PORTAL_ROUTES]) expect(route.path, route.path).toMatch(SCREEN_PATTERN);
  });

  it('rates each vital by the web-vitals thresholds', () => {
    expect([rateVital('LCP', 2500), rateVital('LCP', 2501), rateVital('LCP', 4001)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rateVital('INP', 200), rateVital('INP', 500), rateVital('INP', 501)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rateVital('CLS', 0.1), rateVital('CLS', 0.25), rateVital('CLS', 0.3)]).toEqual(['good', 'needs-improvement', 'poor']);
  });
});
