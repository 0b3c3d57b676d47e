// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { visibleMenu } from '@shared/menu';
import { P } from '@shared/permissions';
import { AREAS, collectAreas } from '@app/shell/areas';
import { APP_ROUTES, builtMenuPaths } from '@app/shell/routes';

const dsr = () => {
  const area = AREAS.find((a) => a.name === 'dsr');
  if (!area) throw new Error('the dsr area is declared');
  return area;
};

describe('the DSR area', () => {
  it('fills two menu entries, DSR (24) and DSR Checking (56), from one declaration', () => {
    const routes = new Map(APP_ROUTES.map((r) => [r.path, r.permission]));
    expect(routes.get('/admin/report')).toBe(P.dsr.view);
    expect(routes.get('/admin/report/new')).toBe(P.dsr.create);
    expect(routes.get('/admin/report/:id')).toBe(P.dsr.view);
    expect(routes.get('/admin/report/:id/edit')).toBe(P.dsr.edit);
    expect(routes.get('/admin/check-report')).toBe(P.dsrChecking.view);
  });

  it('asks only for codes of its own two blocks', () => {
    const stray = { ...dsr(), pages: [{ path: '/admin/report', permission: P.user.view, load: () => Promise.resolve({ default: () => null }) }] };
    expect(() => collectAreas({ '../features/dsr/area.ts': { default: stray } })).toThrow(/outside the dsr area's block/);
    const single = { ...dsr(), alsoPermissions: undefined };
    expect(() => collectAreas({ '../features/dsr/area.ts': { default: single } })).toThrow(/\/admin\/check-report asks for code 56/);
  });

  it('shows a checker only DSR Checking, and a staff member only DSR', () => {
    const built = builtMenuPaths(AREAS);
    const codes = (permissions: number[]) => visibleMenu(permissions, (path) => built.has(path)).flatMap((item) => ('children' in item ? item.children : [item])).map((e) => e.code);
    expect(codes([P.dsrChecking.view, P.dsrChecking.approve])).toContain('check-report');
    expect(codes([P.dsrChecking.view, P.dsrChecking.approve])).not.toContain('report');
    expect(codes([P.dsr.view, P.dsr.create])).toContain('report');
    expect(codes([P.dsr.view, P.dsr.create])).not.toContain('check-report');
  });
});
