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
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: ${n.camel}Filter, sorts: ${n.upper}_SORTS, defaultSort: { createdAt: 'desc' as const } };

export async function ${n.camel}Routes(app: FastifyInstance): Promise<void> {
  route(app, ${n.camel}.list, async ({ db, query }) => service.list${n.pascal}(db, parseListQuery(query, listSpec)));
  route(app, ${n.camel}.get, async ({ db, params }) => service.get${n.pascal}Record(db, params.id));
}
`;
}

function service(n: AreaNames): string {
  return `import type { ${n.pascal}List, ${n.pascal}Record } from '@shared/contracts/${n.name}';
import type { ParsedList } from '@shared/list-params';
import type { Executor } from '@server/db/client';
import { to${n.pascal}Record, type ${n.pascal}Filter } from './dto';
import { ${n.camel}Page, load${n.pascal}Record } from './repo';

export async function list${n.pascal}(db: Executor, q: ParsedList<${n.pascal}Filter>): Promise<${n.pascal}List> {
  const page = await ${n.camel}Page(db, q);
  return { totalCount: page.totalCount, ${n.camel}: page.rows.map(to${n.pascal}Record) };
}

export async function get${n.pascal}Record(db: Executor, id: string): Promise<${n.pascal}Record> {
  return to${n.pascal}Record(await load${n.pascal}Record(db, id));
}
`;
}

function repo(n: AreaNames): string {
  return `import type { Executor } from '@server/db/client';
import { notFound } from '@server/core/errors/http-errors';
import type { ListPage, ListRequest } from '@server/core/list-query';
import type { ${n.pascal}Filter, ${n.pascal}Row } from './dto';

/*
 * SKELETON: the area has no table yet, so the list is empty and every id is unknown. When the table
 * comes (src/server/db/schema/, a migration), replace both with queries: the list declares its table,
 * filters, sorts and tie-breaker to \`pagedList\` (core/list-query.ts), the record throws notFound when
 * no row matches.
 */
export function ${n.camel}Page(_db: Executor, _q: ListRequest<${n.pascal}Filter>): Promise<ListPage<${n.pascal}Row>> {
  return Promise.resolve({ totalCount: 0, rows: [] });
}

export function load${n.pascal}Record(_db: Executor, _id: string): Promise<${n.pascal}Row> {
  return Promise.reject(notFound('${n.title} record'));
}
`;
}

function dto(n: AreaNames): string {
  return `import type { z } from 'zod';
import type { ${n.pascal}Record, ${n.camel}Filter } from '@shared/contracts/${n.name}';

/** What \`filter\` may hold on the ${n.name} list, as parsed. */
export type ${n.pascal}Filter = Partial<{ [K in keyof typeof ${n.camel}Filter]: z.infer<(typeof ${n.camel}Filter)[K]> }>;

/** SKELETON: a row as the table will hold it; becomes the table's \`$inferSelect\` type once there is one. */
export interface ${n.pascal}Row {
  id: string;
  name: string;
  createdAt: Date;
}

export function to${n.pascal}Record(row: ${n.pascal}Row): ${n.pascal}Record {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
}
`;
}
