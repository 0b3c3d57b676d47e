// `npm test`: the lint rules (eslint.config.js), then every test — unit, API (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set) and end-to-end in Chromium. A lint error fails the run before any test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
const lint = spawnSync(process.execPath, [eslint, '.'], { cwd: root, stdio: 'inherit' });
if (lint.status !== 0) {
  process.stdout.write('\nlint: failed (npm run lint); no test was run\n');
  process.exit(lint.status || 1);
}
process.stdout.write('lint: clean\n');

buildIfNeeded({ quiet: true });
const report = path.join(root, '.tmp', 'vitest-report.json');
mkdirSync(path.dirname(report), { recursive: true });
rmSync(report, { force: true });
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const res = spawnSync(
  process.execPath,
  [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  process.stdout.write(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  if (r.numTotalTests === 0) process.exit(1);
} catch {
  process.stdout.write('\ntests: the run produced no report\n');
}
process.exit(res.status ?? 1);
