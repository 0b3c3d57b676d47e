import { describe, expect, it } from 'vitest';
import { homeOutline, walletOutline } from 'ionicons/icons';
import type { UnitDetail } from '@shared/contracts/listings';
import { defineArea, type AreaDeclaration } from '@app/kit/area';
import { AREAS, collectAreas } from '@app/shell/areas';
import { homePathFor, HOME_PATH, isPortalPath, PORTAL_PATH, returnPathAfterLogin } from '@app/shell/paths';
import { APP_ROUTES, buildPortalMenu, buildPortalRoutes, PORTAL_MENU, PORTAL_ROUTES } from '@app/shell/routes';
import { entryLabel } from '@app/features/portal/credit-display';
import { nightsOf, occupancyOf } from '@app/features/portal/dashboard-figures';
import { asOfMonth, dayBefore, ownedUntil, ownPeriods, packagePeriods, periodWhen } from '@app/features/portal/unit-display';
import { localPortalUnits, PORTAL_UNIT_QUERY, portalUnitSearch } from '@app/features/portal/unit-query';

const noPage = () => Promise.resolve({ default: () => null });
const glob = (...areas: AreaDeclaration[]) => Object.fromEntries(areas.map((area) => [`../features/${area.name}/area.ts`, { default: area }]));

/** An area that shows owners something, declared the way a new one would be. */
const statements = defineArea({
  name: 'statements',
  pages: [],
  portal: {
    menu: [{ path: '/portal/statements', label: 'portal.statements', icon: walletOutline }],
    pages: [
      { path: '/portal/statements/:id', load: noPage },
      { path: '/portal/statements', load: noPage },
      { path: '/portal/statements/latest', load: noPage },
    ],
  },
});

describe('the owner portal in the area kit', () => {
  it('builds routes from the declared portal pages, open to every owner, specific paths first', () => {
    const routes = buildPortalRoutes(collectAreas(glob(statements)));
    expect(routes.map((r) => r.path)).toEqual(['/portal/statements/latest', '/portal/statements/:id', '/portal/statements']);
    expect(routes.every((r) => r.permission === null)).toBe(true);
  });

  it('builds the menu in the order the areas declare it', () => {
    const units = defineArea({
      name: 'a-units',
      pages: [],
      portal: { menu: [{ path: '/portal/units', label: 'portal.units', icon: homeOutline }], pages: [{ path: '/portal/units', load: noPage }] },
    });
    expect(buildPortalMenu(collectAreas(glob(units, statements))).map((m) => m.path)).toEqual(['/portal/units', '/portal/statements']);
    // An entry that says it comes later goes after the others whatever its area's name: the first is the home.
    const early = defineArea({
      name: 'a-early',
      pages: [],
      portal: { menu: [{ path: '/portal/early', label: 'x', icon: homeOutline, order: 10 }], pages: [{ path: '/portal/early', load: noPage }] },
    });
    expect(buildPortalMenu(collectAreas(glob(early, units, statements))).map((m) => m.path)).toEqual(['/portal/units', '/portal/statements', '/portal/early']);
  });

  it('refuses an admin page under /portal, a portal page elsewhere, a menu entry with no page, and a path claimed twice', () => {
    const admin = defineArea({ name: 'stray', pages: [{ path: '/portal/stray', permission: null, load: noPage }] });
    expect(() => collectAreas(glob(admin))).toThrow(/admin page under the owner portal's path/);
    const outside = defineArea({ name: 'stray', pages: [], portal: { pages: [{ path: '/admin/stray', load: noPage }] } });
    expect(() => collectAreas(glob(outside))).toThrow(/portal page outside/);
    const dangling = defineArea({ name: 'stray', pages: [], portal: { menu: [{ path: '/portal/nowhere', label: 'x', icon: homeOutline }], pages: [] } });
    expect(() => collectAreas(glob(dangling))).toThrow(/opens no portal page/);
    expect(() => collectAreas(glob(statements, { ...statements, name: 'copy' }))).toThrow(/route \/portal\/statements\/:id is declared by both/);
  });

  it('the real declarations: the portal has its dashboard, units, credit, payout account, statements, contract, free stays and settings (the dashboard first: the home), and the admin app has no portal route', () => {
    expect(PORTAL_MENU.map((m) => m.path)).toEqual(['/portal/dashboard', '/portal/units', '/portal/credit', '/portal/payout', '/portal/statements', '/portal/contract', '/portal/free-stays', '/portal/settings']);
    expect(PORTAL_ROUTES.map((r) => r.path).sort()).toEqual([
      '/portal/contract', '/portal/credit', '/portal/dashboard', '/portal/free-stays', '/portal/free-stays/:id', '/portal/free-stays/new', '/portal/payout', '/portal/settings', '/portal/settings/password',
      '/portal/statements', '/portal/units', '/portal/units/:id',
    ]);
    expect(APP_ROUTES.filter((r) => isPortalPath(r.path))).toEqual([]);
    expect(AREAS.find((a) => a.name === 'portal')?.pages).toEqual([]);
  });

  it('owners start in the portal, admins on the dashboard, and each goes back to the page they asked for', () => {
    expect(homePathFor({ isOwner: true })).toBe(PORTAL_PATH);
    expect(homePathFor({ isOwner: false })).toBe(HOME_PATH);
    expect(returnPathAfterLogin(null, PORTAL_PATH)).toBe(PORTAL_PATH);
    expect(returnPathAfterLogin('/login', PORTAL_PATH)).toBe(PORTAL_PATH);
    expect(returnPathAfterLogin('/portal/credit', PORTAL_PATH)).toBe('/portal/credit');
    expect(isPortalPath('/portal')).toBe(true);
    expect(isPortalPath('/portal/units/1')).toBe(true);
    expect(isPortalPath('/portals')).toBe(false);
    expect(isPortalPath('/admin/portal')).toBe(false);
  });
});

describe('the portal pages', () => {
  const unit = (over: Partial<UnitDetail>): Pick<UnitDetail, 'ownerships' | 'packages'> => ({ ownerships: [], packages: [], ...over });
  const ownership = (id: string, ownerId: string, from: string, to: string | null) => ({ id, ownerId, ownerName: 'x', ownerAccountNumber: '1', from, to });

  it('shows an ownership up to the day before it ended, newest first, only the owner\'s own', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    const periods = ownPeriods(
      unit({ ownerships: [ownership('o1', 'me', '2024-01-10', '2025-01-01'), ownership('o2', 'other', '2025-01-01', null), ownership('o3', 'me', '2026-02-01', null)] }),
      'me',
      '2026-01-15',
    );
    expect(periods).toEqual([
      { id: 'o3', first: '2026-02-01', last: null, when: 'upcoming' },
      { id: 'o1', first: '2024-01-10', last: '2024-12-31', when: 'past' },
    ]);
  });

  it('shows packages by month up to the month before the next one, the one in force marked', () => {
    const pkg = (id: string, fromMonth: string, toMonth: string | null) => ({ id, servicePackageId: id, servicePackageName: `P${id}`, fromMonth, toMonth });
    const periods = packagePeriods(unit({ packages: [pkg('1', '2025-01', '2025-06'), pkg('2', '2025-06', null)] }), '2025-06');
    expect(periods.map((p) => [p.name, p.first, p.last, p.when])).toEqual([
      ['P2', '2025-06', null, 'current'],
      ['P1', '2025-01', '2025-05', 'past'],
    ]);
    expect(periodWhen('2025-01', '2025-05', '2025-05')).toBe('current');
  });

  it('shows a unit the owner no longer holds as it stood until their last day: no package in force, none running past it', () => {
    const pkg = (id: string, fromMonth: string, toMonth: string | null) => ({ id, servicePackageId: id, servicePackageName: `P${id}`, fromMonth, toMonth });
    const mine = ownPeriods(unit({ ownerships: [ownership('o1', 'me', '2024-01-10', '2025-01-01'), ownership('o2', 'me', '2025-03-01', '2026-03-01')] }), 'me', '2026-06-01');
    // The server answers a former unit with no current owner; their own unit with them.
    expect(ownedUntil({ ownerId: null }, 'me', mine)).toBe('2026-02-28');
    expect(ownedUntil({ ownerId: 'me' }, 'me', mine)).toBeNull();
    expect(ownedUntil({ ownerId: null }, 'me', [])).toBeNull();
    const periods = asOfMonth(packagePeriods(unit({ packages: [pkg('1', '2024-01', '2025-06'), pkg('2', '2025-06', null)] }), '2026-06'), '2026-02');
    expect(periods.map((p) => [p.name, p.first, p.last, p.when])).toEqual([
      ['P2', '2025-06', '2026-02', 'past'],
      ['P1', '2024-01', '2025-05', 'past'],
    ]);
  });

  it('names a credit entry by its kind, and says when it was reversed', () => {
    const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}(${String(options.kind)})` : key);
    expect(entryLabel({ kind: 'top_up', reversedByEntryId: null }, t)).toBe('credit.kinds.top_up');
    expect(entryLabel({ kind: 'deduction', reversedByEntryId: 'r1' }, t)).toBe('credit.reversed(credit.kinds.deduction)');
  });

  it('asks for the owner\'s units by unit number, with no owner filter (the server scopes it)', () => {
    const params = new URLSearchParams(portalUnitSearch(PORTAL_UNIT_QUERY, 2));
    expect(JSON.parse(params.get('sort') ?? '')).toEqual({ unitNumber: 'asc' });
    expect(JSON.parse(params.get('pagination') ?? '')).toEqual({ limit: 20, currentPage: 2 });
    expect(params.has('filter')).toBe(false);
    const sorted = [{ unitNumber: 'B-1', id: '2' }, { unitNumber: 'A-2', id: '1' }].sort(localPortalUnits().sort as never);
    expect(sorted.map((u) => u.unitNumber)).toEqual(['A-2', 'B-1']);
  });

  it("reads the dashboard's occupancy as filled over held nights, with no rate for an owner who held none, and a stay's nights across a month's end", () => {
    expect(occupancyOf({ occupiedNights: 6, availableNights: 60 })).toBe(0.1);
    expect(occupancyOf({ occupiedNights: 0, availableNights: 0 })).toBeNull();
    expect(nightsOf('2026-11-29', '2026-12-02')).toBe(3);
    expect(nightsOf('2024-02-28', '2024-03-01')).toBe(2);
  });
});
