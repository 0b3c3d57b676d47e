/**
 * `npm run new-area -- <name> --permission <area key>`: writes the skeleton of an area on both sides
 * (contract, server module, app feature, words, API test) that builds, lints and passes its tests
 * before anyone edits it. See docs/adding-an-area.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AreaRefusal, MODULE_INDEX, addModule, planArea } from './new-area/plan';

const root = path.resolve(import.meta.dirname, '..');

function main(): void {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { permission: { type: 'string' } } });
  if (positionals.length !== 1) throw new AreaRefusal('Usage: npm run new-area -- <name> --permission <area key>');
  const plan = planArea(positionals[0], values.permission, (p) => existsSync(path.join(root, p)));
  const indexPath = path.join(root, MODULE_INDEX);
  // Edited in memory first: if the index cannot be edited, nothing is written.
  const index = addModule(readFileSync(indexPath, 'utf8'), plan.names);
  for (const file of plan.files) {
    const target = path.join(root, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  writeFileSync(indexPath, index);
  for (const file of [...plan.files.map((f) => f.path), MODULE_INDEX]) console.log(`  ${file}`);
  const menu = plan.names.menu ? `under the menu entry "${plan.names.menu.code}"` : 'with no menu entry (src/shared/menu.ts has none for it)';
  console.log(`\nThe ${plan.names.name} area is in place, ${menu}. Next: its table and migration (see repo.ts), then docs/adding-an-area.md.`);
}

try {
  main();
} catch (error) {
  if (!(error instanceof AreaRefusal)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
