import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AreaRefusal, MODULE_INDEX, addModule, planArea, type RepoReader } from '../../../scripts/new-area/plan';

const root = path.resolve(import.meta.dirname, '../../..');
/** The repository as it is, with no file of the planned area in it (`has` says which paths exist). */
const repo = (has: (p: string) => boolean = () => false): RepoReader => ({
  exists: has,
  read: (p) => readFileSync(path.join(root, p), 'utf8'),
  list: (dir) => readdirSync(path.join(root, dir)),
});
const nothing = repo();

describe('npm run new-area', () => {
  const plan = planArea('free-stay', 'freeStay', nothing);
  const file = (p: string) => plan.files.find((f) => f.path === p)?.content ?? '';

  // One past the highest migration there is.
  const highest = Math.max(...readdirSync(path.join(root, 'src/server/db/migrations')).map((f) => Number(/^(\d{4})_/.exec(f)?.[1] ?? -1)));
  const migration = String(highest + 1).padStart(4, '0');

  it('plans the area on both sides under the one name', () => {
    expect(plan.files.map((f) => f.path).sort()).toEqual(
      [
        'src/shared/contracts/free-stay.ts',
        'src/shared/contracts/plain/free-stay.ts',
        'src/server/db/schema/free-stay.ts',
        `src/server/db/migrations/${migration}_free_stay.sql`,
        'src/server/modules/free-stay/routes.ts',
        'src/server/modules/free-stay/service.ts',
        'src/server/modules/free-stay/repo.ts',
        'src/server/modules/free-stay/dto.ts',
        'src/app/features/free-stay/area.ts',
        'src/app/features/free-stay/resource.ts',
        'src/app/features/free-stay/use-free-stay.ts',
        'src/app/features/free-stay/free-stay-form.ts',
        'src/app/features/free-stay/FreeStayListPage.tsx',
        'src/app/features/free-stay/FreeStayDetailPage.tsx',
        'src/app/features/free-stay/FreeStayCreatePage.tsx',
        'src/app/features/free-stay/FreeStayEditPage.tsx',
        'src/app/locales/en-US/free-stay.json',
        'src/app/locales/zh-CN/free-stay.json',
        'src/app/locales/ms-MY/free-stay.json',
        'tests/api/free-stay.test.ts',
        'tests/api/permissions/free-stay.cases.ts',
      ].sort(),
    );
    for (const f of plan.files) expect(f.content, f.path).toMatch(/free-stay|free_stay|freeStay|FreeStay|Free stay/);
  });

  it('serves both calls under the area name, with the view code of its permission area', () => {
    const contract = file('src/shared/contracts/free-stay.ts');
    const routes = file('src/shared/contracts/plain/free-stay.ts');
    expect(routes).toContain("list: { method: 'GET', path: '/api/free-stay/aggregation', permission: P.freeStay.view, tag }");
    expect(routes).toContain("get: { method: 'GET', path: '/api/free-stay/:id', permission: P.freeStay.view, tag }");
    expect(routes).toContain("create: { method: 'POST', path: '/api/free-stay', status: 201, permission: P.freeStay.create, tag }");
    expect(routes).toContain("update: { method: 'PATCH', path: '/api/free-stay/:id', conflict: true, permission: P.freeStay.edit, tag }");
    expect(contract).toContain('update: defineCall({ ...FREE_STAY_ROUTES.update, params: idParam, body: freeStayPatch, response: freeStayRecord })');
    expect(file('src/server/modules/free-stay/routes.ts')).toMatch(/route\(app, freeStay\.list,[^\n]+\n {2}route\(app, freeStay\.get,[^\n]+\n {2}route\(app, freeStay\.create,[^\n]+\n {2}route\(app, freeStay\.update,/);
    expect(file('src/server/modules/free-stay/repo.ts')).toContain("notFound('Free stay record')");
    expect(file('tests/api/permissions/free-stay.cases.ts').match(/code: P\.freeStay\.(view|create|edit)/g)).toEqual([
      'code: P.freeStay.view', 'code: P.freeStay.view', 'code: P.freeStay.create', 'code: P.freeStay.edit',
    ]);
  });

  it('writes the table, its migration and the journal entry drizzle applies it by', () => {
    expect(file('src/server/db/schema/free-stay.ts')).toContain("export const freeStayTable = pgTable(\n  'free_stay',");
    expect(file(`src/server/db/migrations/${migration}_free_stay.sql`)).toMatch(/^CREATE TABLE "free_stay" \(\n/);
    const edit = (p: string) => plan.edits.find((f) => f.path === p)?.content ?? '';
    const journal = JSON.parse(edit('src/server/db/migrations/meta/_journal.json')) as { entries: { idx: number; when: number; tag: string }[] };
    const [before, last] = journal.entries.slice(-2);
    expect(last).toMatchObject({ idx: before.idx + 1, tag: `${migration}_free_stay` });
    expect(last.when).toBeGreaterThan(before.when);
    expect(edit('src/server/db/schema/index.ts').trimEnd().split('\n').at(-1)).toBe("export * from './free-stay';");
  });

  it('declares the app area with its pages, cached resource and words', () => {
    const area = file('src/app/features/free-stay/area.ts');
    expect(area).toContain("path: '/admin/free-stay', permission: P.freeStay.view");
    expect(area).toContain("path: '/admin/free-stay/new', permission: P.freeStay.create");
    expect(area).toContain("path: '/admin/free-stay/:id/edit', permission: P.freeStay.edit");
    expect(area).toContain("words: { withPages: ['free-stay'] }");
    expect(area).toContain("resource: () => import('./resource').then((m) => m.freeStayResource),");
    expect(file('src/app/features/free-stay/resource.ts')).toContain("type: 'free-stay.record',\n  list: freeStay.list,\n  record: freeStay.get,");
    const english = JSON.parse(file('src/app/locales/en-US/free-stay.json')) as Record<string, object>;
    expect(Object.keys(english.list)).toContain('emptyFilteredDetail');
    expect(Object.keys(english).sort()).toEqual(['create', 'detail', 'edit', 'fields', 'form', 'list']);
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
    expect(() => planArea('users', 'user', repo((p) => p === 'src/server/modules/users'))).toThrow(/already exists: src\/server\/modules\/users/);
    expect(() => planArea('administrators', 'admin', repo((p) => p === 'src/app/features/administrators'))).toThrow(AreaRefusal);
    expect(() => planArea('holidays', 'holiday', repo((p) => p === 'src/server/db/schema/holidays.ts'))).toThrow(/already exists/);
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
