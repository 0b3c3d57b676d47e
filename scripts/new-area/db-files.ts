import { AreaRefusal, type AreaNames } from './names';

export const SCHEMA_INDEX = 'src/server/db/schema/index.ts';
export const MIGRATIONS = 'src/server/db/migrations';
export const JOURNAL = `${MIGRATIONS}/meta/_journal.json`;

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

/** The table, in drizzle's schema beside the others (drizzle-kit reads them all through schema/index.ts). */
export function tableFile(n: AreaNames, migration: string): { path: string; content: string } {
  return {
    path: `src/server/db/schema/${n.name}.ts`,
    content: `import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The ${n.name} area's records (migration ${migration}); its own fields join \`name\` here, then in a migration. */
export const ${n.camel}Table = pgTable(
  '${n.snake}',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('${n.snake}_name_idx').on(t.name)],
);

export type ${n.pascal}Row = typeof ${n.camel}Table.$inferSelect;
`,
  };
}

/** The next migration's tag: one past the highest number among the SQL files (or the journal, whichever is higher). */
export function nextMigrationTag(n: AreaNames, sqlFiles: readonly string[], journal: Journal): { tag: string; idx: number } {
  const numbers = [...sqlFiles.map((f) => /^(\d{4})_.*\.sql$/.exec(f)?.[1]), ...journal.entries.map((e) => e.tag.slice(0, 4))]
    .filter((x): x is string => x !== undefined && /^\d{4}$/.test(x))
    .map(Number);
  const next = (numbers.length ? Math.max(...numbers) : -1) + 1;
  return { tag: `${String(next).padStart(4, '0')}_${n.snake}`, idx: next };
}

/** The SQL drizzle-kit writes for the table above (statement breakpoints included), so the migrator runs it as it runs any other. */
export function migrationSql(n: AreaNames): string {
  return `CREATE TABLE "${n.snake}" (
\t"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
\t"name" text NOT NULL,
\t"version" integer DEFAULT 1 NOT NULL,
\t"created_at" timestamp with time zone DEFAULT now() NOT NULL,
\t"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "${n.snake}_name_idx" ON "${n.snake}" USING btree ("name");
`;
}

export function parseJournal(text: string): Journal {
  const journal = JSON.parse(text) as Journal;
  if (!Array.isArray(journal.entries)) throw new AreaRefusal(`${JOURNAL} has no entries; add the migration by hand.`);
  return journal;
}

/**
 * The journal with the migration last. drizzle's migrator applies an entry only when its `when` is later than the
 * last applied one's, so it is a minute after the latest (the hand-written entries step by a minute too).
 */
export function addJournalEntry(journal: Journal, tag: string): string {
  const when = Math.max(0, ...journal.entries.map((e) => e.when)) + 60_000;
  const entry: JournalEntry = { idx: journal.entries.length, version: journal.version, when, tag, breakpoints: true };
  return `${JSON.stringify({ ...journal, entries: [...journal.entries, entry] }, null, 2)}\n`;
}

/** schema/index.ts with the table's file exported last. */
export function addSchemaExport(index: string, n: AreaNames): string {
  const line = `export * from './${n.name}';`;
  if (!index.includes("export * from './")) throw new AreaRefusal(`${SCHEMA_INDEX} no longer has the shape the generator edits; export the table by hand.`);
  return `${index.trimEnd()}\n${line}\n`;
}
