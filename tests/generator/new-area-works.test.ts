import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planArea, type AreaPlan } from '../../scripts/new-area/plan';

const root = path.resolve(import.meta.dirname, '../..');
const bin = (p: string) => path.join(root, 'node_modules', p);
/** What the checks below read; the rest of the repository (docs, dist, .git) is not copied. */
const COPIED = ['src', 'tests', 'scripts', 'package.json', 'tsconfig.json', 'eslint.config.js', 'vite.config.ts', 'vitest.config.ts', 'drizzle.config.ts'];
/** An area the repository does not have yet, in the order tried (the first one free). */
const CANDIDATES: [string, string][] = [['holidays', 'holiday'], ['announcements', 'announcement'], ['expense-claims', 'expenses']];

interface Run {
  code: number | null;
  output: string;
}

function run(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The environment of a child run: none of this run's vitest settings, and never the PostgreSQL test database. */
function childEnv(tmp: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'TEST_DATABASE_URL' && k !== 'NODE_OPTIONS'));
  // The migrated-database template of the copy's migrations stays in the copy (it would replace the repository's).
  return { ...env, TMPDIR: tmp, TMP: tmp, TEMP: tmp, NODE_ENV: 'test', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
}

const tail = (r: Run) => r.output.split('\n').slice(-60).join('\n');

describe('npm run new-area writes a working area', () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'stayops-new-area-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('in a copy of the repository: types, lint, the permission gate and the contract-route check pass with it', { timeout: 300_000 }, async () => {
    for (const entry of COPIED) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true, filter: (src) => !src.includes(`${path.sep}.tmp`) });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const tmp = path.join(copy, '.tmp');
    mkdirSync(tmp);
    const env = childEnv(tmp);
    const [name, permission] = CANDIDATES.find(([n]) => !existsSync(path.join(root, 'src/app/features', n))) ?? CANDIDATES[0];
    const plan: AreaPlan = planArea(name, permission, {
      exists: (p) => existsSync(path.join(copy, p)),
      read: (p) => readFileSync(path.join(copy, p), 'utf8'),
      list: (dir) => readdirSync(path.join(copy, dir)),
    });

    const generated = await run(copy, [bin('tsx/dist/cli.mjs'), 'scripts/new-area.ts', name, '--permission', permission], env);
    expect(generated.code, tail(generated)).toBe(0);
    const written = [...plan.files, ...plan.edits].map((f) => f.path);
    for (const file of written) expect(existsSync(path.join(copy, file)), file).toBe(true);

    // The new files and what they import (the whole program takes twice as long); the ambient declarations too.
    const ambient = ['src/app/vite-env.d.ts', 'src/server/types.d.ts', 'src/server/core/idempotency.ts'];
    writeFileSync(path.join(copy, 'tsconfig.area.json'), JSON.stringify({ extends: './tsconfig.json', include: [...written.filter((f) => /\.tsx?$/.test(f)), ...ambient] }));
    const types = run(copy, [bin('typescript/bin/tsc'), '-p', 'tsconfig.area.json', '--noEmit'], env);
    const lint = run(copy, [bin('eslint/bin/eslint.js'), ...written.filter((f) => /\.tsx?$/.test(f))], env);
    // One file at a time: the first migrates the copy's database template, the others start from it.
    const tests = run(
      copy,
      [
        bin('vitest/vitest.mjs'), 'run', '--project', 'api', '--maxWorkers=1', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(tmp, 'report.json')}`,
        'tests/api/permissions.test.ts', 'tests/api/contract-routes.test.ts', `tests/api/${name}.test.ts`,
        '-t', `covers every route|/api/${name}['/]|matches routes and descriptors|^${name} on`,
      ],
      env,
    );
    const [typed, linted, tested] = await Promise.all([types, lint, tests]);
    expect(typed.code, tail(typed)).toBe(0);
    expect(linted.code, tail(linted)).toBe(0);
    expect(tested.code, tail(tested)).toBe(0);
    const report = JSON.parse(readFileSync(path.join(tmp, 'report.json'), 'utf8')) as { testResults: { assertionResults: { fullName: string; status: string }[] }[] };
    const passed = report.testResults.flatMap((f) => f.assertionResults).filter((r) => r.status === 'passed').map((r) => r.fullName);
    // The gate's row check, the area's four routes with three checks each, the contract-route check, the area's own tests.
    expect(passed.filter((n) => n.includes('covers every route'))).toHaveLength(1);
    expect(passed.filter((n) => n.includes(`/api/${name}`))).toHaveLength(4 * 3);
    expect(passed.filter((n) => n.includes('matches routes and descriptors'))).toHaveLength(1);
    expect(passed.filter((n) => n.startsWith(`${name} on`)).length).toBeGreaterThanOrEqual(3);
  });
});
