import { describe, expect, it } from 'vitest';
import { activeMenuCode, flattenMenu, isMenuGroup, visibleMenu } from '@shared/menu';
import { P } from '@shared/permissions';
import { adminHistorySearch, adminListSearch, DEFAULT_ADMIN_QUERY, PAGE_SIZE } from '@app/features/administrators/administrators-api';
import { HOME_PATH, returnPathAfterLogin } from '@app/shell/paths';
import { APP_ROUTES, isBuilt } from '@app/shell/routes';

describe('routes', () => {
  it('every path and alias of a built menu entry resolves', () => {
    const paths = new Set(APP_ROUTES.map((r) => r.path));
    for (const entry of flattenMenu().filter((e) => isBuilt(e.path))) {
      for (const path of [entry.path, ...(entry.aliases ?? [])]) expect(paths, path).toContain(path);
    }
    expect(paths).toContain('/admin/manage-admin');
  });

  it('an alias shows the same page under the same permission', () => {
    const list = APP_ROUTES.find((r) => r.path === '/admin/admin-mgmt');
    const alias = APP_ROUTES.find((r) => r.path === '/admin/manage-admin');
    expect(alias?.page).toBe(list?.page);
    expect(alias?.permission).toBe(P.admin.view);
  });

  it('the menu shows only built areas the admin holds the code for', () => {
    const codes = (perms: number[]) => visibleMenu(perms, isBuilt).map((i) => i.code);
    expect(codes([0, 4, 8, 52])).toEqual(['approvals', 'dashboard', 'admin-mgmt', 'user-mgmt', 'listing', 'enquiry', 'setting', 'free-stay']);
    expect(codes([4])).toEqual(['approvals', 'dashboard', 'user-mgmt', 'enquiry', 'setting']);
    expect(codes([0])).toEqual(['approvals', 'dashboard', 'admin-mgmt', 'enquiry', 'setting']);
  });

  it('reservations: the list and the calendar under Reservation, both for Reservation view, each entry active on its own page', () => {
    const group = visibleMenu([P.reservation.view], isBuilt).find((i) => i.code === 'reservation');
    expect(group && isMenuGroup(group) ? group.children.map((c) => [c.code, c.path, c.permission]) : []).toEqual([
      ['reservation-list', '/admin/reservation', P.reservation.view],
      ['reservation-calendar', '/admin/reservation/calendar', P.reservation.view],
    ]);
    expect(APP_ROUTES.find((r) => r.path === '/admin/reservation/calendar')?.permission).toBe(P.reservation.view);
    expect(visibleMenu([P.user.view], isBuilt).some((i) => i.code === 'reservation')).toBe(false);
    // The calendar sits under the list's path: the longest match wins, so only one entry is marked.
    expect(activeMenuCode('/admin/reservation/calendar')).toBe('reservation-calendar');
    expect(activeMenuCode('/admin/reservation')).toBe('reservation-list');
    expect(activeMenuCode('/admin/reservation/abc-123')).toBe('reservation-list');
    expect(activeMenuCode('/admin/reservation-details')).toBe('reservation-list');
    expect(activeMenuCode('/admin/manage-admin')).toBe('admin-mgmt');
    expect(activeMenuCode('/admin/nowhere')).toBeNull();
  });

  it('user management: the alias shows the list, and each page asks for its own code', () => {
    const page = (path: string) => APP_ROUTES.find((r) => r.path === path);
    expect(page('/admin/user-details')?.page).toBe(page('/admin/user-mgmt')?.page);
    expect(page('/admin/user-details')?.permission).toBe(P.user.view);
    expect(page('/admin/user-mgmt/new')?.permission).toBe(P.user.create);
    expect(page('/admin/user-mgmt/:id/edit')?.permission).toBe(P.user.edit);
    for (const path of ['/admin/user-mgmt/:id', '/admin/user-mgmt/queues', '/admin/user-mgmt/attendance', '/admin/user-mgmt/riders/:accountNumber']) {
      expect(page(path)?.permission, path).toBe(P.user.view);
    }
    // Fixed segments come before `/:id`, so none of them is read as a user id.
    const order = APP_ROUTES.map((r) => r.path);
    for (const path of ['/admin/user-mgmt/new', '/admin/user-mgmt/queues', '/admin/user-mgmt/attendance', '/admin/user-mgmt/riders/:accountNumber']) {
      expect(order.indexOf(path), path).toBeLessThan(order.indexOf('/admin/user-mgmt/:id'));
    }
  });

  it('listings: the old paths show the tree, each level and form asks for its own code, and fixed segments come first', () => {
    const page = (path: string) => APP_ROUTES.find((r) => r.path === path);
    for (const alias of ['/admin/manage-room-types', '/admin/manage-property', '/admin/manage-unit']) {
      expect(page(alias)?.page, alias).toBe(page('/admin/view-listing')?.page);
      expect(page(alias)?.permission, alias).toBe(P.listing.view);
    }
    for (const path of ['/admin/view-listing/properties/:id', '/admin/view-listing/room-types/:id', '/admin/view-listing/units/:id', '/admin/listing-summary', '/admin/listing-summary/:propertyId/:gap']) {
      expect(page(path)?.permission, path).toBe(P.listing.view);
    }
    for (const path of ['/admin/view-listing/properties/new', '/admin/view-listing/properties/:id/room-types/new', '/admin/view-listing/room-types/:id/units/new']) {
      expect(page(path)?.permission, path).toBe(P.listing.create);
    }
    for (const path of ['/admin/view-listing/properties/:id/edit', '/admin/view-listing/room-types/:id/edit', '/admin/view-listing/units/:id/edit']) {
      expect(page(path)?.permission, path).toBe(P.listing.edit);
    }
    const order = APP_ROUTES.map((r) => r.path);
    expect(order.indexOf('/admin/view-listing/properties/new')).toBeLessThan(order.indexOf('/admin/view-listing/properties/:id'));
    expect(visibleMenu([P.listing.view], isBuilt).map((i) => i.code)).toEqual(['approvals', 'dashboard', 'listing', 'enquiry', 'setting']);
  });

  it('register needs the create code and edits need the edit code', () => {
    expect(APP_ROUTES.find((r) => r.path === '/admin/admin-mgmt/new')?.permission).toBe(P.admin.create);
    expect(APP_ROUTES.find((r) => r.path === '/admin/admin-mgmt/:id/permissions')?.permission).toBe(P.admin.edit);
    // `/new` is declared before `/:id`, so it is never read as an id.
    const order = APP_ROUTES.map((r) => r.path);
    expect(order.indexOf('/admin/admin-mgmt/new')).toBeLessThan(order.indexOf('/admin/admin-mgmt/:id'));
  });

  it('after signing in, goes back to the page asked for, or to the dashboard', () => {
    expect(returnPathAfterLogin('/admin/admin-mgmt?lang=zh-CN')).toBe('/admin/admin-mgmt?lang=zh-CN');
    expect(returnPathAfterLogin('/')).toBe(HOME_PATH);
    expect(returnPathAfterLogin('/login')).toBe(HOME_PATH);
    expect(returnPathAfterLogin(null)).toBe(HOME_PATH);
  });
});

describe('administrators list params', () => {
  it('asks for pages of 20 sorted by name, without empty filters', () => {
    const params = new URLSearchParams(adminListSearch(DEFAULT_ADMIN_QUERY, 2));
    expect(JSON.parse(params.get('pagination') ?? '')).toEqual({ limit: PAGE_SIZE, currentPage: 2 });
    expect(PAGE_SIZE).toBe(20);
    expect(JSON.parse(params.get('sort') ?? '')).toEqual({ name: 'asc' });
    expect(params.has('filter')).toBe(false);
  });

  it('sends search, permission and status filters, and newest first', () => {
    const params = new URLSearchParams(adminListSearch({ search: ' tan ', permission: 12, active: false, sort: 'newest' }, 1));
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ search: 'tan', permission: 12, active: false });
    expect(JSON.parse(params.get('sort') ?? '')).toEqual({ createdAt: 'desc' });
  });

  it('asks the audit for one account, newest first', () => {
    const params = new URLSearchParams(adminHistorySearch('abc'));
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ entity: 'administrators.account', entityId: 'abc' });
    expect(JSON.parse(params.get('sort') ?? '')).toEqual({ at: 'desc' });
  });
});
