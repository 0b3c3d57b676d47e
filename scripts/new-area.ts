/**
 * `npm run new-area -- <name> --permission <area key>`: writes a working area on both sides (table and migration,
 * contract, server module, app pages on the kit, words, API test, permission route cases) that builds, lints and
 * passes its tests before anyone edits it. See docs/adding-an-area.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AreaRefusal, planArea } from './new-area/plan';

const root = path.resolve(import.meta.dirname, '..');

function main(): void {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { permission: { type: 'string' } } });
  if (positionals.length !== 1) throw new AreaRefusal('Usage: npm run new-area -- <name> --permission <area key>');
  const plan = planArea(positionals[0], values.permission, {
    exists: (p) => existsSync(path.join(root, p)),
    read: (p) => readFileSync(path.join(root, p), 'utf8'),
    list: (dir) => readdirSync(path.join(root, dir)),
  });
  // Planned in memory first: if an index cannot be edited, nothing is written.
  for (const file of [...plan.files, ...plan.edits]) {
    const target = path.join(root, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  for (const file of plan.files) console.log(`  + ${file.path}`);
  for (const file of plan.edits) console.log(`  ~ ${file.path}`);
  const menu = plan.names.menu ? `under the menu entry "${plan.names.menu.code}"` : 'with no menu entry (src/shared/menu.ts has none for it)';
  console.log(`\nThe ${plan.names.name} area is in place, ${menu}. Next: its own fields, in docs/adding-an-area.md's order.`);
}

try {
  main();
} catch (error) {
  if (!(error instanceof AreaRefusal)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
