import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AreaRefusal, MODULE_INDEX, addModule, planArea } from '../../../scripts/new-area/plan';

const root = path.resolve(import.meta.dirname, '../../..');
const nothing = () => false;

describe('npm run new-area', () => {
  const plan = planArea('free-stay', 'freeStay', nothing);
  const file = (p: string) => plan.files.find((f) => f.path === p)?.content ?? '';

  it('plans the skeleton on both sides under the one name', () => {
    expect(plan.files.map((f) => f.path).sort()).toEqual(
      [
        'src/shared/contracts/free-stay.ts',
        'src/server/modules/free-stay/routes.ts',
        'src/server/modules/free-stay/service.ts',
        'src/server/modules/free-stay/repo.ts',
        'src/server/modules/free-stay/dto.ts',
        'src/app/features/free-stay/area.ts',
        'src/app/features/free-stay/resource.ts',
        'src/app/features/free-stay/use-free-stay.ts',
        'src/app/features/free-stay/FreeStayListPage.tsx',
        'src/app/features/free-stay/FreeStayDetailPage.tsx',
        'src/app/locales/en-US/free-stay.json',
        'src/app/locales/zh-CN/free-stay.json',
        'src/app/locales/ms-MY/free-stay.json',
        'tests/api/free-stay.test.ts',
      ].sort(),
    );
    for (const f of plan.files) expect(f.content, f.path).toMatch(/free-stay|freeStay|FreeStay|Free stay/);
  });

  it('serves both calls under the area name, with the view code of its permission area', () => {
    const contract = file('src/shared/contracts/free-stay.ts');
    expect(contract).toContain("path: '/api/free-stay/aggregation', query: listQuerySchema");
    expect(contract).toContain("path: '/api/free-stay/:id', params: idParam");
    expect(contract.match(/permission: P\.freeStay\.view/g)).toHaveLength(2);
    expect(file('src/server/modules/free-stay/routes.ts')).toMatch(/route\(app, freeStay\.list,[^\n]+\n {2}route\(app, freeStay\.get,/);
    expect(file('src/server/modules/free-stay/repo.ts')).toContain("notFound('Free stay record')");
  });

  it('declares the app area with its pages, cached resource and words', () => {
    const area = file('src/app/features/free-stay/area.ts');
    expect(area).toContain("path: '/admin/free-stay', permission: P.freeStay.view");
    expect(area).toContain("words: { withPages: ['free-stay'] }");
    expect(area).toContain("resource: () => import('./resource').then((m) => m.freeStayResource),");
    expect(file('src/app/features/free-stay/resource.ts')).toContain("type: 'free-stay',\n  list: freeStay.list,\n  record: freeStay.get,");
    const english = JSON.parse(file('src/app/locales/en-US/free-stay.json')) as { list: object; detail: object };
    expect(Object.keys(english.list)).toContain('emptyFilteredDetail');
    expect(Object.keys(english.detail).sort()).toEqual(['createdAt', 'errorTitle', 'loading', 'name', 'title']);
  });

  it('takes the menu entry of src/shared/menu.ts whose code matches, and no menu when none does', () => {
    // `free-stay` is a menu group, not an entry: no menu, pages under the area's own name.
    expect(file('src/app/features/free-stay/area.ts')).not.toContain('menu:');
    const holidays = planArea('holidays', 'holiday', nothing).files.find((f) => f.path.endsWith('area.ts'))?.content;
    expect(holidays).toContain("menu: { code: 'holiday'");
    expect(holidays).toContain("path: '/admin/holiday/:id'");
    const bare = planArea('rosters', 'dsrChecking', nothing).files.find((f) => f.path.endsWith('area.ts'))?.content;
    expect(bare).not.toContain('menu:');
    expect(bare).toContain("path: '/admin/rosters'");
  });

  it('refuses a bad name, a missing or unknown permission area, and a name already taken', () => {
    expect(() => planArea('Holidays', 'holiday', nothing)).toThrow(AreaRefusal);
    expect(() => planArea('holidays', undefined, nothing)).toThrow(/--permission/);
    expect(() => planArea('holidays', 'holidays', nothing)).toThrow(/not a permission area/);
    expect(() => planArea('users', 'user', (p) => p === 'src/server/modules/users')).toThrow(/already exists: src\/server\/modules\/users/);
    expect(() => planArea('administrators', 'admin', (p) => p === 'src/app/features/administrators')).toThrow(AreaRefusal);
  });

  it('adds the module to the index: import in order, registration last', () => {
    const index = readFileSync(path.join(root, MODULE_INDEX), 'utf8');
    const edited = addModule(index, plan.names);
    const lines = edited.split('\n');
    const imports = lines.filter((l) => l.endsWith("/routes';")).map((l) => l.replace(/.*'\.\/([\w-]+)\/routes';$/, '$1'));
    expect(imports).toEqual([...imports].sort());
    expect(imports).toContain('free-stay');
    expect(lines.slice(-3)).toEqual(['  freeStayRoutes,', '];', '']);
    expect(() => addModule('export const nothing = 1;\n', plan.names)).toThrow(AreaRefusal);
  });
});
