import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '@app/shell/areas';
import { pageWords } from '@app/shell/routes';
import { PATH_ALIASES } from '../../../scripts/path-aliases';
import { declaredArea, exportedString, routePreloads, type BuiltChunk } from '../../../scripts/route-preloads';

const FEATURES = path.resolve(__dirname, '../../../src/app/features');

describe('declaredArea: the routes the build reads from an area file', () => {
  it('reads literal paths, named loaders, constants and templates of them, its words and whether it decides', () => {
    const source = `
      import { HOME } from '@app/shell/paths';
      const TREE = '/admin/tree';
      function loadInbox() {
        void import('./card-cache').then((m) => m.preload());
        return import('./InboxPage');
      }
      export default defineArea({
        name: 'sample',
        menu: { code: 'sample', path: '/not-a-route' },
        words: { withPages: ['sample', 'other'] },
        pages: [
          { path: '/admin/sample', permission: null, load: () => import('./ListPage') },
          { path: '/admin/sample/:id', permission: null, load: loadInbox, withDecisionWords: true },
          { path: HOME, permission: null, load: () => import('./HomePage') },
          { path: \`\${TREE}/units/:id\`, permission: null, load: () => import('./UnitPage') },
          { path: somewhere(), permission: null, load: () => import('./Unread') },
        ],
        inbox: sampleInbox,
      });`;
    const area = declaredArea(source, (name, from) => (name === 'HOME' && from === '@app/shell/paths' ? '/admin/home' : null));
    expect(area.routes).toEqual([
      { path: '/admin/sample', imports: ['./ListPage'], withDecisionWords: false },
      { path: '/admin/sample/:id', imports: ['./card-cache', './InboxPage'], withDecisionWords: true },
      { path: '/admin/home', imports: ['./HomePage'], withDecisionWords: false },
      { path: '/admin/tree/units/:id', imports: ['./UnitPage'], withDecisionWords: false },
    ]);
    expect(area.words).toEqual(['sample', 'other']);
    expect(area.decides).toBe(true);
  });

  it('finds an exported string constant through the path aliases', () => {
    const file = path.join(FEATURES, 'dashboard/area.ts');
    expect(exportedString(PATH_ALIASES, file)('HOME_PATH', '@app/shell/paths')).toBe('/admin/dashboard');
    expect(exportedString(PATH_ALIASES, file)('NO_SUCH', '@app/shell/paths')).toBeNull();
  });

  // The build reads the declarations as text; the app runs them. Where the two disagree, a page is preloaded with
  // the wrong words, or not at all: every route the app has is read, with the words the app loads for it.
  it('reads every page of every real area, with the words the app loads for it', () => {
    const declared = readdirSync(FEATURES)
      .map((name) => path.join(FEATURES, name, 'area.ts'))
      .filter((file) => existsSync(file))
      .map((file) => ({ name: path.basename(path.dirname(file)), ...declaredArea(readFileSync(file, 'utf8'), exportedString(PATH_ALIASES, file)) }));
    const deciding = declared.filter((a) => a.decides).map((a) => a.name);
    const read = new Map(
      declared.flatMap((a) => a.routes.map((r) => [r.path, new Set(['kit', ...a.words, ...(r.withDecisionWords ? deciding : [])])] as const)),
    );
    const running = AREAS.flatMap((area) => [...area.pages, ...(area.portal?.pages ?? [])].map((page) => [page.path, new Set(pageWords(area, page, AREAS))] as const));
    expect(running.length).toBeGreaterThan(80);
    for (const [route, words] of running) expect({ route, words: read.get(route) }).toEqual({ route, words });
    expect(read.size).toBe(running.length);
  });
});

describe('routePreloads: each route to the files its page needs', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
    fileName,
    moduleIds,
    imports,
    isEntry: false,
    css: [],
    ...extra,
  });
  const chunks = [
    chunk('assets/index-1.js', ['/src/app/main.tsx'], ['assets/vendor-1.js'], { isEntry: true }),
    chunk('assets/vendor-1.js', ['/node_modules/react/index.js']),
    chunk('assets/session-1.js', ['/src/app/shell/SignedInShell.tsx'], ['assets/vendor-1.js', 'assets/db-1.js']),
    chunk('assets/db-1.js', ['/src/app/offline/db.ts']),
    chunk('assets/ListPage-1.js', ['/src/app/features/sample/ListPage.tsx'], ['assets/session-1.js', 'assets/kit-1.js'], { css: ['assets/ListPage-1.css'] }),
    chunk('assets/kit-1.js', ['/src/app/kit/list/List.tsx']),
    chunk('assets/inbox-cards-1.js', ['/src/app/features/sample/Card.tsx'], ['assets/kit-1.js']),
    chunk('assets/sample-1.js', ['/src/app/locales/en-US/sample.json']),
    chunk('assets/sample-2.js', ['/src/app/locales/zh-CN/sample.json']),
    chunk('assets/kit-words-1.js', ['/src/app/locales/en-US/kit.json']),
  ];
  const declared = [
    {
      file: '/src/app/features/sample/area.ts',
      words: ['sample'],
      decides: false,
      routes: [
        { path: '/admin/sample', imports: ['./ListPage'], withDecisionWords: false },
        { path: '/admin/sample/inbox', imports: ['./ListPage'], withDecisionWords: false },
      ],
    },
  ];

  it('leaves out what the entry and the shell load anyway, and keeps styles and groups asked for', () => {
    const map = routePreloads(declared, chunks, { '/admin/sample/inbox': ['inbox-cards'] }, ['/src/app/shell/SignedInShell.tsx']);
    const filesOf = (route: string) => (map.routes.find(([p]) => p === route)?.[1] ?? []).map((i) => map.files[i]);
    expect(filesOf('/admin/sample')).toEqual(['/assets/ListPage-1.js', '/assets/ListPage-1.css', '/assets/kit-1.js']);
    expect(filesOf('/admin/sample/inbox')).toEqual(['/assets/ListPage-1.js', '/assets/ListPage-1.css', '/assets/kit-1.js', '/assets/inbox-cards-1.js']);
    expect(map.routes[0]?.[2]).toEqual(['kit', 'sample']);
    expect(map.words['en-US']).toEqual({ sample: map.files.indexOf('/assets/sample-1.js'), kit: map.files.indexOf('/assets/kit-words-1.js') });
    expect(map.words['zh-CN']).toEqual({ sample: map.files.indexOf('/assets/sample-2.js') });
    // Each file once, however many routes name it.
    expect(new Set(map.files).size).toBe(map.files.length);
  });
});
