import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sunnyOutline } from 'ionicons/icons';
import { createInstance } from 'i18next';
import { LANGUAGES } from '@shared/constants';
import { MENU, visibleMenu } from '@shared/menu';
import { P } from '@shared/permissions';
import { areaMenus, defineArea, type AreaDeclaration } from '@app/kit/area';
import { decisionName, outboxLookups } from '@app/shell/area-outbox';
import { AREAS, collectAreas } from '@app/shell/areas';
import { menuIcons } from '@app/shell/menu-icons';
import { APP_ROUTES, buildRoutes, builtMenuPaths, pageWords } from '@app/shell/routes';

const noPage = () => Promise.resolve({ default: () => null });

/** An area that does not exist yet, declared the way a new one would be. */
const holidays = defineArea({
  name: 'holidays',
  permission: 'holiday',
  menu: { code: 'holiday', icon: sunnyOutline },
  words: { withPages: ['holidays'] },
  pages: [
    { path: '/admin/holiday', permission: P.holiday.view, load: noPage },
    { path: '/admin/holiday/:id', permission: P.holiday.view, load: noPage },
    { path: '/admin/holiday/new', permission: P.holiday.create, load: noPage },
  ],
  outbox: { words: 'holidays', kinds: ['holiday'], records: { holiday: (id) => `/admin/holiday/${id}` } },
});

const glob = (...areas: AreaDeclaration[]) => Object.fromEntries(areas.map((area) => [`../features/${area.name}/area.ts`, { default: area }]));

describe('the app is built from the area declarations', () => {
  // The real areas, less a real holidays area once one is built: the made-up one above stands in for it.
  const others = AREAS.filter((area) => area.name !== holidays.name);
  const areas = collectAreas(glob(...others, holidays));
  const routes = buildRoutes(areas);
  const built = builtMenuPaths(areas);

  it('a declared area gets its routes, with their codes, specific paths before parameterised ones', () => {
    const route = (p: string) => routes.find((r) => r.path === p);
    expect(route('/admin/holiday')?.permission).toBe(P.holiday.view);
    expect(route('/admin/holiday/new')?.permission).toBe(P.holiday.create);
    expect(route('/admin/holiday/:id')?.permission).toBe(P.holiday.view);
    const order = routes.map((r) => r.path);
    expect(order.indexOf('/admin/holiday/new')).toBeLessThan(order.indexOf('/admin/holiday/:id'));
    // Not built from the real areas alone: the entry is there only because the area was declared.
    expect(buildRoutes(collectAreas(glob(...others))).some((r) => r.path.startsWith('/admin/holiday'))).toBe(false);
  });

  it('a declared area gets its menu entry, icon and words', () => {
    expect(visibleMenu([P.holiday.view], (p) => built.has(p)).map((i) => i.code)).toEqual(['approvals', 'dashboard', 'enquiry', 'holiday', 'setting']);
    expect(visibleMenu([P.holiday.view], (p) => builtMenuPaths(others).has(p)).map((i) => i.code)).toEqual(['approvals', 'dashboard', 'enquiry', 'setting']);
    expect(menuIcons(areas).get('holiday')).toBe(sunnyOutline);
    expect(pageWords(holidays, holidays.pages[0], areas)).toEqual(['kit', 'holidays']);
  });

  it('an area filling a menu group declares each entry, and each shows once declared', () => {
    const freeStay = defineArea({
      name: 'free-stay',
      permission: 'freeStay',
      menu: [
        { code: 'free-stay-requests', icon: sunnyOutline, groupIcon: sunnyOutline },
        { code: 'free-stay-approval', icon: sunnyOutline },
      ],
      pages: [
        { path: '/admin/free-stay-requests', permission: P.freeStay.view, load: noPage },
        { path: '/admin/free-stay-approval', permission: P.freeStay.approve, load: noPage },
      ],
    });
    const withGroup = builtMenuPaths(collectAreas(glob(...others.filter((a) => a.name !== freeStay.name), freeStay)));
    const group = visibleMenu([P.freeStay.view, P.freeStay.approve], (p) => withGroup.has(p)).find((i) => i.code === 'free-stay');
    expect(group && 'children' in group ? group.children.map((c) => c.code) : []).toEqual(['free-stay-requests', 'free-stay-approval']);
    expect(areaMenus(freeStay).map((m) => m.code)).toEqual(['free-stay-requests', 'free-stay-approval']);
    expect(menuIcons([freeStay]).get('free-stay')).toBe(sunnyOutline);
    expect(() => collectAreas(glob(freeStay, { ...freeStay, name: 'copy', pages: [] }))).toThrow(/menu free-stay-requests is declared by both/);
  });

  it('the outbox screen loads the words of every area with decisions, the new one included', () => {
    const outbox = areas.find((a) => a.name === 'outbox');
    const page = outbox?.pages.find((p) => p.withDecisionWords);
    expect(outbox && page ? pageWords(outbox, page, areas).sort() : []).toEqual(['credit', 'dsr', 'enquiries', 'expenses', 'free-stay', 'holidays', 'kit', 'owner-statements', 'owners', 'reservations', 'users']);
  });

  it('the outbox links and names the records and decisions of a declared area', () => {
    const { recordPath, wordKey } = outboxLookups(areas);
    expect(recordPath('holiday:7')).toBe('/admin/holiday/7');
    expect(wordKey('kinds', 'holiday.confirm')).toBe('holidays:outbox.kinds.holiday.confirm');
    expect(wordKey('fields', 'holiday.confirm', 'status')).toBe('holidays:outbox.fields.status');
    expect(outboxLookups(AREAS).recordPath('holiday:7')).toBeNull();
    expect(outboxLookups(AREAS).wordKey('kinds', 'holiday.confirm')).toBeNull();
  });

  it('refuses a declaration in the wrong folder, a route claimed twice, and a code of another area', () => {
    expect(() => collectAreas({ '../features/other/area.ts': { default: holidays } })).toThrow(/declares the area "holidays"/);
    expect(() => collectAreas(glob(holidays, { ...holidays, name: 'copy' }))).toThrow(/route \/admin\/holiday is declared by both/);
    const stray = { ...holidays, pages: [{ path: '/admin/holiday', permission: P.user.view, load: noPage }] };
    expect(() => collectAreas(glob(stray))).toThrow(/outside the holidays area's block/);
  });
});

describe('the real declarations', () => {
  /** The hand-written route table the declarations replaced: every path keeps its code. */
  const BEFORE: [string, number | null][] = [
    ['/admin/dashboard', null],
    ['/admin/admin-mgmt/new', P.admin.create],
    ['/admin/admin-mgmt/:id/edit', P.admin.edit],
    ['/admin/admin-mgmt/:id/permissions', P.admin.edit],
    ['/admin/admin-mgmt/:id', P.admin.view],
    ['/admin/admin-mgmt', P.admin.view],
    ['/admin/user-mgmt/new', P.user.create],
    ['/admin/user-mgmt/queues', P.user.view],
    ['/admin/user-mgmt/attendance/day', P.user.view],
    ['/admin/user-mgmt/attendance', P.user.view],
    ['/admin/user-mgmt/riders/:accountNumber', P.user.view],
    ['/admin/user-mgmt/:id/edit', P.user.edit],
    ['/admin/user-mgmt/:id', P.user.view],
    ['/admin/user-mgmt', P.user.view],
    ['/admin/setting/password', null],
    ['/admin/setting', null],
    ['/admin/outbox', null],
    ['/admin/manage-admin', P.admin.view],
    ['/admin/user-details', P.user.view],
  ];

  it('keep every route of the old table, with the same code; any other route belongs to an area declared since', () => {
    const routes = APP_ROUTES.map((r): [string, number | null] => [r.path, r.permission]);
    expect(routes).toEqual(expect.arrayContaining([...BEFORE]));
    const before = new Set(BEFORE.map(([path]) => path));
    const oldAreas = new Set(['dashboard', 'administrators', 'users', 'settings', 'auth', 'outbox']);
    for (const area of AREAS.filter((a) => oldAreas.has(a.name))) {
      for (const page of area.pages) expect(before.has(page.path), page.path).toBe(true);
    }
  });

  it('keep the order rule: no route is listed after one that would match the same URL first', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    const matches = (pattern: string, url: string) => {
      const p = pattern.split('/');
      const u = url.split('/');
      return p.length === u.length && p.every((s, i) => s.startsWith(':') || s === u[i]);
    };
    paths.forEach((path, i) => {
      const url = path.replace(/:\w+/g, 'x');
      const first = paths.findIndex((other) => matches(other, url));
      expect(first, path).toBe(i);
    });
  });

  it('load with the login only words that are in its download, and the rest only with pages', () => {
    const glob = readFileSync(path.resolve(import.meta.dirname, '../../../src/app/lib/area-words.ts'), 'utf8');
    const excluded = /!\.\.\/locales\/\*\/\{([^}]+)\}\.json/.exec(glob)?.[1].split(',') ?? [];
    for (const language of LANGUAGES) {
      const login = readFileSync(path.resolve(import.meta.dirname, `../../../src/app/locales/${language}/index.ts`), 'utf8');
      const bundled = [...login.matchAll(/from '\.\/([\w-]+)\.json'/g)].map((m) => m[1]);
      // area-words leaves out exactly the login's namespaces, so the login chunk stays one file.
      expect(excluded.sort(), language).toEqual([...bundled].sort());
      for (const area of AREAS) {
        for (const namespace of area.words?.withLogin ?? []) expect(bundled, `${area.name}: ${namespace}`).toContain(namespace);
        for (const namespace of area.words?.withPages ?? []) expect(bundled, `${area.name}: ${namespace}`).not.toContain(namespace);
      }
    }
  });

  it('name every decision kind in the words of the area that owns it, in every language', async () => {
    const words = (language: string, namespace: string) =>
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../src/app/locales/${language}/${namespace}.json`), 'utf8')) as Record<string, unknown>;
    const i18n = createInstance();
    await i18n.init({ lng: 'en-US', resources: {}, interpolation: { escapeValue: false } });
    for (const language of LANGUAGES) {
      i18n.addResourceBundle(language, 'outbox', words(language, 'outbox'));
      for (const area of AREAS) if (area.outbox) i18n.addResourceBundle(language, area.outbox.words, words(language, area.outbox.words));
    }
    const t = i18n.getFixedT('en-US', 'outbox');
    expect(decisionName(t, 'user.approve')).toBe('Approve user');
    expect(decisionName(t, 'rider.reject')).toBe('Reject rider verification');
    expect(decisionName(t, 'contact-change.approve')).toBe('Approve contact change');
    expect(decisionName(t, 'nobody.approve')).toBe('nobody.approve');
    for (const language of LANGUAGES) {
      for (const area of AREAS) {
        for (const kind of area.outbox?.kinds ?? []) {
          const key = `${area.outbox?.words}:outbox.kinds.${kind}`;
          expect(i18n.exists(key, { lng: language }), `${language} ${key}`).toBe(true);
        }
      }
    }
  });

  it('serve the free-stay pages with their codes (SPEC.md §2: Free Stay 52, Free Stay Approval 55)', () => {
    const code = (p: string) => APP_ROUTES.find((r) => r.path === p)?.permission;
    expect(code('/admin/free-stay-requests')).toBe(P.freeStay.view);
    expect(code('/admin/free-stay-requests/:id')).toBe(P.freeStay.view);
    expect(code('/admin/request-free-stay')).toBe(P.freeStay.create);
    expect(code('/admin/daily-free-stay-quotas')).toBe(P.freeStay.view);
    expect(code('/admin/free-stay-approval')).toBe(P.freeStay.approve);
    const group = visibleMenu([P.freeStay.view, P.freeStay.create, P.freeStay.approve], (p) => builtMenuPaths(AREAS).has(p)).find((i) => i.code === 'free-stay');
    expect(group && 'children' in group ? group.children.map((c) => c.path) : []).toEqual([
      '/admin/free-stay-requests',
      '/admin/request-free-stay',
      '/admin/daily-free-stay-quotas',
      '/admin/free-stay-approval',
    ]);
    // Without the approve code the approval entry stays hidden.
    const viewer = visibleMenu([P.freeStay.view], (p) => builtMenuPaths(AREAS).has(p)).find((i) => i.code === 'free-stay');
    expect(viewer && 'children' in viewer ? viewer.children.map((c) => c.code) : []).not.toContain('free-stay-approval');
    // Nor the request form without 53: its page would refuse them (issue 29's fix).
    expect(viewer && 'children' in viewer ? viewer.children.map((c) => c.code) : []).toEqual(['free-stay-requests', 'daily-free-stay-quotas']);
    expect(outboxLookups(AREAS).recordPath('free-stay.request:7')).toBe('/admin/free-stay-requests/7');
  });

  it('show a menu entry only to an admin whose codes its page lets in', () => {
    const entries = MENU.flatMap((item) => ('children' in item ? item.children.map((c) => ({ ...c, group: item.permission })) : [{ ...item, group: null }]));
    for (const entry of entries) {
      const page = APP_ROUTES.find((r) => r.path === entry.path);
      if (!page || page.permission === null) continue;
      // The codes that show the entry (its own and its group's) must include the one its page asks for.
      expect([entry.permission, entry.group], entry.path).toContain(page.permission);
    }
  });

  it('give every built menu entry its icon', () => {
    const icons = menuIcons(AREAS);
    for (const area of AREAS) for (const menu of areaMenus(area)) expect(icons.get(menu.code), area.name).toBe(menu.icon);
  });
});
