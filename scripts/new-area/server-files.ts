import type { AreaNames } from './names';

const modulePath = (n: AreaNames, file: string) => `src/server/modules/${n.name}/${file}`;

/** routes.ts, service.ts, repo.ts and dto.ts: the same four files as every module. */
export function serverFiles(n: AreaNames): { path: string; content: string }[] {
  return [
    { path: modulePath(n, 'routes.ts'), content: routes(n) },
    { path: modulePath(n, 'service.ts'), content: service(n) },
    { path: modulePath(n, 'repo.ts'), content: repo(n) },
    { path: modulePath(n, 'dto.ts'), content: dto(n) },
  ];
}

function routes(n: AreaNames): string {
  return `import type { FastifyInstance } from 'fastify';
import { ${n.upper}_SORTS, ${n.camel}, ${n.camel}Filter } from '@shared/contracts/${n.name}';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: ${n.camel}Filter, sorts: ${n.upper}_SORTS, defaultSort: { name: 'asc' as const } };

export async function ${n.camel}Routes(app: FastifyInstance): Promise<void> {
  route(app, ${n.camel}.list, async ({ db, query }) => service.list${n.pascal}(db, parseListQuery(query, listSpec)));
  route(app, ${n.camel}.get, async ({ db, params }) => service.get${n.pascal}Record(db, params.id));
  route(app, ${n.camel}.create, async ({ db, request, body }) => service.create${n.pascal}Record(db, actorOf(request), body));
  route(app, ${n.camel}.update, async ({ db, request, params, body }) => service.update${n.pascal}Record(db, actorOf(request), params.id, body));
}
`;
}

function service(n: AreaNames): string {
  return `import type { z } from 'zod';
import type { ${n.pascal}List, ${n.pascal}Record, ${n.camel}Patch, new${n.pascal} } from '@shared/contracts/${n.name}';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import type { ${n.pascal}Row } from '@server/db/schema';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { changedFields, sameVersion } from '@server/core/edits';
import { guardedChange } from '@server/core/guarded-change';
import { to${n.pascal}Record, type ${n.pascal}Filter } from './dto';
import { ${n.camel}Page, insert${n.pascal}Record, load${n.pascal}Record, update${n.pascal}Row } from './repo';

export async function list${n.pascal}(db: Executor, q: ParsedList<${n.pascal}Filter>): Promise<${n.pascal}List> {
  const page = await ${n.camel}Page(db, q);
  return { totalCount: page.totalCount, ${n.camel}: page.rows.map(to${n.pascal}Record) };
}

export async function get${n.pascal}Record(db: Executor, id: string): Promise<${n.pascal}Record> {
  return to${n.pascal}Record(await load${n.pascal}Record(db, id));
}

/** The record and its audit entry, in one transaction. */
export function create${n.pascal}Record(db: Db, actor: AuditActor, input: z.output<typeof new${n.pascal}>): Promise<${n.pascal}Record> {
  return db.transaction(async (tx) => {
    const id = await insert${n.pascal}Record(tx, input);
    const after = to${n.pascal}Record(await load${n.pascal}Record(tx, id));
    await writeAudit(tx, actor, { action: '${n.name}.create', entity: '${n.recordType}', entityId: id, after });
    return after;
  });
}

/** Writes only what changed, on the version the admin saw (else 409 with the record as it is). */
export function update${n.pascal}Record(db: Db, actor: AuditActor, id: string, input: z.output<typeof ${n.camel}Patch>): Promise<${n.pascal}Record> {
  return guardedChange<${n.pascal}Row, ${n.pascal}Record>(db, actor, {
    action: '${n.name}.edit',
    entity: '${n.recordType}',
    lock: (tx) => load${n.pascal}Record(tx, id, true),
    idOf: (row) => row.id,
    view: to${n.pascal}Record,
    expected: (row) => sameVersion(row.version, input.version),
    apply: async (tx, row) => {
      const patch = changedFields(input, row);
      if (!Object.keys(patch).length) return null;
      await update${n.pascal}Row(tx, row.id, patch);
      return load${n.pascal}Record(tx, row.id);
    },
  });
}
`;
}

function repo(n: AreaNames): string {
  return `import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { ${n.camel}Table, type ${n.pascal}Row } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { containsAny } from '@server/core/text-search';
import type { ${n.pascal}Filter } from './dto';

export function ${n.camel}Page(db: Executor, q: ListRequest<${n.pascal}Filter>): Promise<ListPage<${n.pascal}Row>> {
  return pagedList(
    db,
    {
      from: ${n.camel}Table,
      filters: { search: (s) => containsAny(s, ${n.camel}Table.name) },
      sorts: { name: ${n.camel}Table.name, createdAt: ${n.camel}Table.createdAt },
      tieBreaker: { column: ${n.camel}Table.id, order: 'asc' },
    },
    q,
  );
}

export async function load${n.pascal}Record(db: Executor, id: string, lock = false): Promise<${n.pascal}Row> {
  const query = db.select().from(${n.camel}Table).where(eq(${n.camel}Table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('${n.title} record');
  return row;
}

export async function insert${n.pascal}Record(db: Executor, values: typeof ${n.camel}Table.$inferInsert): Promise<string> {
  const [row] = await db.insert(${n.camel}Table).values(values).returning({ id: ${n.camel}Table.id });
  return row.id;
}

export async function update${n.pascal}Row(db: Executor, id: string, patch: Partial<typeof ${n.camel}Table.$inferInsert>): Promise<void> {
  await db
    .update(${n.camel}Table)
    .set({ ...patch, version: sql\`\${${n.camel}Table.version} + 1\`, updatedAt: new Date() })
    .where(eq(${n.camel}Table.id, id));
}
`;
}

function dto(n: AreaNames): string {
  return `import type { z } from 'zod';
import type { ${n.pascal}Record, ${n.camel}Filter } from '@shared/contracts/${n.name}';
import type { ${n.pascal}Row } from '@server/db/schema';

/** What \`filter\` may hold on the ${n.name} list, as parsed. */
export type ${n.pascal}Filter = Partial<{ [K in keyof typeof ${n.camel}Filter]: z.infer<(typeof ${n.camel}Filter)[K]> }>;

export function to${n.pascal}Record(row: ${n.pascal}Row): ${n.pascal}Record {
  return { id: row.id, name: row.name, version: row.version, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
`;
}
