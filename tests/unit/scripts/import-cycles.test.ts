import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, runtimeSpecifiers } from '../../../scripts/import-cycles';
import { PATH_ALIASES } from '../../../scripts/path-aliases';

const root = path.resolve(import.meta.dirname, '../../..');
/** As ESLint skips them (eslint.config.js), plus what is never ours. */
const SKIP = new Set(['node_modules', 'dist', 'dev-dist', 'data', '.tmp', 'test-results', 'coverage', '.git', 'migrations']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('import cycles', () => {
  it('no module of the repository imports itself back, by value, re-export or dynamic import', () => {
    const files = sources(root);
    expect(files.length).toBeGreaterThan(500);
    const cycles = importCycles(importGraph(root, files, PATH_ALIASES)).map((cycle) => cycle.map((f) => path.relative(root, f)));
    expect(cycles).toEqual([]);
    // Every file of the repository is parsed: seconds on a busy machine.
  }, 60_000);

  it('finds a cycle through an alias, a re-export and a dynamic import, and not one through type imports', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stayops-cycles-'));
    mkdirSync(path.join(dir, 'lib'));
    const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
    write('a.ts', "import { b } from '@lib/b';\nexport const a = b + 1;\n");
    write('lib/b.ts', "export { c as b } from '../c';\n");
    write('c.ts', "export const c = 1;\nexport const later = () => import('./a');\n");
    write('d.ts', "import type { E } from './e';\nimport { type F } from './e';\nexport type D = E | F;\n");
    write('e.ts', "import type { D } from './d';\nexport type E = D[];\nexport type F = number;\n");
    write('f.tsx', "import './f';\nexport const F = () => <p />;\n");
    const files = ['a.ts', 'lib/b.ts', 'c.ts', 'd.ts', 'e.ts', 'f.tsx'].map((f) => path.join(dir, f));
    const cycles = importCycles(importGraph(dir, files, { '@lib': path.join(dir, 'lib') })).map((c) => c.map((f) => path.relative(dir, f)).sort());
    expect(cycles.sort()).toEqual([['a.ts', 'c.ts', 'lib/b.ts'], ['f.tsx']]);
  });

  it('reads side-effect imports and `export *` as edges, and a type-only re-export as none', () => {
    expect(runtimeSpecifiers('x.ts', "import './side';\nexport * from './all';\nexport type { T } from './types';\nexport { type U } from './u';")).toEqual(['./side', './all']);
  });
});
