// StayOps lint rules (`npm run lint`, also run first by `npm test`).
// Correctness and architecture only — no style rules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;

/** The sub-folders of `dir` (each an area), read at lint time so a new area is covered without touching this file. */
function areasIn(dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

/** `src/app/features/<a>` never imports `src/app/features/<b>` (likewise for server modules). */
function areaZones(dir, what) {
  return areasIn(dir).map((area) => ({
    target: `./${dir}/${area}`,
    from: `./${dir}`,
    except: [`./${area}`],
    message: `${what} do not import each other: move what two areas share to a common place.`,
  }));
}

const APP_INFRASTRUCTURE = ['src/app/shell', 'src/app/offline', 'src/app/lib', 'src/app/kit', 'src/app/ionic', 'src/app/theme'];
const SERVER_INFRASTRUCTURE = ['src/server/core'];

const boundaryZones = [
  {
    target: './src/shared',
    from: ['./src/app', './src/server'],
    message: 'src/shared is imported by both halves and imports from neither.',
  },
  { target: './src/app', from: './src/server', message: 'The app never imports the server.' },
  { target: './src/server', from: './src/app', message: 'The server never imports the app.' },
  ...APP_INFRASTRUCTURE.map((dir) => ({
    target: `./${dir}`,
    from: './src/app/features',
    message: 'Shared app code never imports an area: areas are reached through their declarations.',
  })),
  ...SERVER_INFRASTRUCTURE.map((dir) => ({
    target: `./${dir}`,
    from: './src/server/modules',
    message: 'Server core code never imports an area module.',
  })),
  ...areaZones('src/app/features', 'App areas'),
  ...areaZones('src/server/modules', 'Server modules'),
];

/**
 * Ionic components with a module of their own in src/app/ionic (ion-select.ts → IonSelect). Taken from
 * '@ionic/react' instead, one import puts the component in the chunk every screen shares, and so in the sign-in
 * page's first download (tests/e2e/offline-shell.test.ts checks that download).
 */
const WRAPPED_IONIC = readdirSync(path.join(root, 'src/app/ionic'))
  .filter((file) => /^ion-[a-z-]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, '').split('-').map((part) => part[0].toUpperCase() + part.slice(1)).join(''));

/** Imports every app file avoids (src/app/ionic itself excepted). */
/**
 * What each area's plain contract exports (routes, constants): imported from the full contract instead, a screen runs
 * that contract's schemas and loads zod for a constant (issue 25: the inbox's DSR card loaded zod for its photo kinds).
 * Read at lint time, so a name moved into a plain contract is guarded from then on.
 */
function plainContractImports() {
  const dir = path.join(root, 'src/shared/contracts/plain');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const area = file.slice(0, -3);
      const source = readFileSync(path.join(dir, file), 'utf8');
      const names = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
      return names.length
        ? [{ name: `@shared/contracts/${area}`, importNames: names, allowTypeImports: true, message: `Import it from @shared/contracts/plain/${area}: from the full contract it loads the area's schemas and zod.` }]
        : [];
    });
}

const APP_RESTRICTED_IMPORTS = [
  ...plainContractImports(),
  {
    name: '@ionic/react',
    importNames: WRAPPED_IONIC,
    allowTypeImports: true,
    message: 'Import it from @app/ionic/<ion-name>: from @ionic/react it lands in the sign-in page\'s first download.',
  },
  {
    name: 'react-i18next',
    importNames: ['useTranslation'],
    message: 'Import it from @app/lib/use-translation: react-i18next\'s hook costs each component a copy of the i18next instance on a phone\'s first paint.',
  },
  {
    name: '@shared/list-params',
    allowTypeImports: true,
    message: 'Import it from @shared/list-encode: list-params parses with zod on the server, and imported by a screen it loads zod with every list.',
  },
];

const READ_PATH = 'An area reads through the kit: defineResource with useResourceList/useResourceRecord, or defineView with useResourceView.';

export default defineConfig(
  {
    ignores: ['dist/', 'dev-dist/', 'data/', '.tmp/', 'test-results/', 'coverage/', 'src/server/db/migrations/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x cannot read TypeScript files and resolve the aliases. Cycles are checked by
      // tests/unit/scripts/import-cycles.test.ts: import-x/no-cycle took two thirds of the lint's time.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `_`-prefixed names mark an argument or binding kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'tests/**/*.tsx', 'tests/bench/floor/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useOutboxQuery takes a deps list like useLiveQuery: check it at each call like useCallback's.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useOutboxQuery$' }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/ionic/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: APP_RESTRICTED_IMPORTS }] },
  },
  {
    // Issue 26: every read of an area goes through the kit's resources and views, so every screen has the
    // offline copy and its "as of"; the hooks under them are the kit's.
    files: ['src/app/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...APP_RESTRICTED_IMPORTS,
            { name: '@app/lib/use-remote-record', importNames: ['useRemoteRecord'], message: READ_PATH },
            { name: '@app/lib/use-paged-list', importNames: ['usePagedList'], message: READ_PATH },
          ],
          patterns: [
            { group: ['**/lib/use-remote-record'], importNames: ['useRemoteRecord'], message: READ_PATH },
            { group: ['**/lib/use-paged-list'], importNames: ['usePagedList'], message: READ_PATH },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**', 'scripts/**', 'tests/**', '*.{js,mjs,cjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['public/sw-*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
