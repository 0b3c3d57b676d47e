// Rewrites tests/file-weights.json (the order tests/sequencer.ts runs files in) from the seconds each
// file took in the last full `npm test`, as vitest caches them. Run it right after a full run.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-if-needed.mjs';

const cacheDir = path.join(root, 'node_modules', '.vite', 'vitest');
const results = readdirSync(cacheDir).flatMap((dir) => {
  try {
    return JSON.parse(readFileSync(path.join(cacheDir, dir, 'results.json'), 'utf8')).results;
  } catch {
    return [];
  }
});
const weights = Object.fromEntries(
  results
    .map(([key, { duration }]) => [key, Math.max(1, Math.round(duration / 1000))])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
);
writeFileSync(path.join(root, 'tests', 'file-weights.json'), `${JSON.stringify(weights, null, 2)}\n`);
process.stdout.write(`tests/file-weights.json: ${Object.keys(weights).length} files\n`);
