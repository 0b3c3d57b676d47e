import { appFiles } from './app-files';
import { JOURNAL, MIGRATIONS, SCHEMA_INDEX, addJournalEntry, addSchemaExport, migrationSql, nextMigrationTag, parseJournal, tableFile } from './db-files';
import { AreaRefusal, areaNames, type AreaNames } from './names';
import { serverFiles } from './server-files';
import { apiTestFile, contractFile, permissionCasesFile, plainRoutesFile } from './shared-files';
import { wordFiles } from './words';

export { AreaRefusal };

export interface PlannedFile {
  /** Relative to the repository's root. */
  path: string;
  content: string;
}

export interface AreaPlan {
  names: AreaNames;
  /** New files. */
  files: PlannedFile[];
  /** Existing files, as they will read: the lists the server and drizzle register from. */
  edits: PlannedFile[];
}

/** What the plan reads of the repository, relative to its root. */
export interface RepoReader {
  exists(path: string): boolean;
  read(path: string): string;
  list(dir: string): string[];
}

export const MODULE_INDEX = 'src/server/modules/index.ts';

/** Where an area already lives, if it does: any one of them means the name is taken. */
export const areaHomes = (name: string) => [
  `src/shared/contracts/${name}.ts`,
  `src/server/modules/${name}`,
  `src/app/features/${name}`,
  `src/server/db/schema/${name}.ts`,
];

/**
 * Every file of a new area, and the edits of the server's module list, drizzle's schema index and migration
 * journal, decided before anything is written: a refusal (bad name, unknown permission area, a name taken, an
 * index of another shape) leaves the tree as it was.
 */
export function planArea(name: string, permission: string | undefined, repo: RepoReader): AreaPlan {
  const names = areaNames(name, permission);
  const journal = parseJournal(repo.read(JOURNAL));
  const migration = nextMigrationTag(names, repo.list(MIGRATIONS), journal);
  const files: PlannedFile[] = [
    { path: `src/shared/contracts/${name}.ts`, content: contractFile(names) },
    { path: `src/shared/contracts/plain/${name}.ts`, content: plainRoutesFile(names) },
    tableFile(names, migration.tag),
    { path: `${MIGRATIONS}/${migration.tag}.sql`, content: migrationSql(names) },
    ...serverFiles(names),
    ...appFiles(names),
    ...wordFiles(names),
    { path: `tests/api/${name}.test.ts`, content: apiTestFile(names) },
    { path: `tests/api/permissions/${name}.cases.ts`, content: permissionCasesFile(names) },
  ];
  const homes = areaHomes(name).filter((p) => repo.exists(p));
  // A stray file (a locale, a test) of a name no area uses is not overwritten either.
  const taken = homes.length ? homes : files.map((f) => f.path).filter((p) => repo.exists(p));
  if (taken.length) throw new AreaRefusal(`The area "${name}" already exists: ${taken.join(', ')}. Nothing was written.`);
  const edits: PlannedFile[] = [
    { path: MODULE_INDEX, content: addModule(repo.read(MODULE_INDEX), names) },
    { path: SCHEMA_INDEX, content: addSchemaExport(repo.read(SCHEMA_INDEX), names) },
    { path: JOURNAL, content: addJournalEntry(journal, migration.tag) },
  ];
  return { names, files, edits };
}

const ROUTES_IMPORT = /^import \{ \w+ \} from '\.\/([\w-]+)\/routes';$/;

/**
 * modules/index.ts with the area's routes added: its import in the alphabetical run of module
 * imports, its registration last in MODULES (the order areas are registered in).
 */
export function addModule(index: string, names: AreaNames): string {
  const lines = index.split('\n');
  const imports = lines.map((line, i) => ({ i, folder: ROUTES_IMPORT.exec(line)?.[1] })).filter((l) => l.folder !== undefined);
  const open = lines.findIndex((line) => line.startsWith('export const MODULES'));
  const close = lines.findIndex((line, i) => i > open && line === '];');
  if (!imports.length || open < 0 || close < 0) throw new AreaRefusal(`${MODULE_INDEX} no longer has the shape the generator edits; add ${names.camel}Routes by hand.`);
  const after = imports.filter((l) => (l.folder ?? '') < names.name).at(-1);
  const at = after ? after.i + 1 : imports[0].i;
  const withRegistration = [...lines.slice(0, close), `  ${names.camel}Routes,`, ...lines.slice(close)];
  return [...withRegistration.slice(0, at), `import { ${names.camel}Routes } from './${names.name}/routes';`, ...withRegistration.slice(at)].join('\n');
}
