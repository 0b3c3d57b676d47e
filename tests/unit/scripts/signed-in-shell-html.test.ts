import { describe, expect, it } from 'vitest';
import { shellLinks } from '../../../scripts/signed-in-shell-html';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

/** A bundle shaped like the app's: the entry, the signed-in shell's group, the device's database, a screen. */
const BUNDLE = {
  'assets/index-1.js': chunk('assets/index-1.js', ['/r/src/app/main.tsx'], ['assets/runtime-1.js', 'assets/ionic-first-1.js'], ['assets/index-1.css'], true),
  'assets/runtime-1.js': chunk('assets/runtime-1.js', ['\0rolldown/runtime.js']),
  'assets/ionic-first-1.js': chunk('assets/ionic-first-1.js', ['/r/node_modules/@ionic/core/components/p-1.js']),
  'assets/signed-in-1.js': chunk(
    'assets/signed-in-1.js',
    ['/r/src/app/shell/AppMenu.tsx', '/r/src/app/shell/SignedInShell.tsx'],
    ['assets/session-1.js', 'assets/ionic-first-1.js'],
  ),
  'assets/session-1.js': chunk('assets/session-1.js', ['/r/src/app/shell/RoutePage.tsx'], ['assets/runtime-1.js'], ['assets/session-1.css']),
  'assets/db-1.js': chunk('assets/db-1.js', ['/r/src/app/offline/db.ts', '/r/node_modules/dexie/dist/dexie.mjs']),
  'assets/UsersPage-1.js': chunk('assets/UsersPage-1.js', ['/r/src/app/features/users/list/UserListPage.tsx'], ['assets/session-1.js']),
  'index.html': { type: 'asset' as const, fileName: 'index.html', source: '<html></html>' },
};

describe('the signed-in copy of index.html', () => {
  it("announces the shell's chunks and the device's database, with their styles, and nothing the entry loads or a screen's", () => {
    const links = shellLinks(BUNDLE);
    expect(links).toEqual(
      expect.arrayContaining([
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/signed-in-1.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/session-1.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/db-1.js">',
        '<link rel="preload" as="style" fetchpriority="low" href="/assets/session-1.css">',
      ]),
    );
    expect(links).toHaveLength(4);
    expect(links.join()).not.toMatch(/index-1|runtime-1|ionic-first-1|UsersPage-1/);
  });

  it('stops the build when the shell is in no chunk, rather than announce nothing', () => {
    const { 'assets/db-1.js': _db, ...withoutDatabase } = BUNDLE;
    expect(() => shellLinks(withoutDatabase)).toThrow(/in no chunk/);
  });
});
