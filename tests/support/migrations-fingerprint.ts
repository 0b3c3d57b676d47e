import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrations = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
const pglitePackage = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/**
 * Names a migrated database template: it changes with any migration and with the PGlite version, so
 * a template made before either changed is never reused.
 */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(pglitePackage));
  for (const file of filesUnder(migrations)) hash.update(file.slice(migrations.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
