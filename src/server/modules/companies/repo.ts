import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { companies, type CompanyRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { takenBy } from '@server/core/taken';
import { updateVersioned } from '@server/core/versioned-update';
import { containsAny } from '@server/core/text-search';
import type { CompanyFilter } from './dto';

// Spelled out: drizzle leaves a column of a query without joins unqualified, which a subquery would read as its own.
const companyId = sql.raw('"companies"."id"');
const logoFileId = sql.raw('"companies"."logo_file_id"');
const fields = {
  company: companies,
  logoMimeType: sql<string | null>`(select f.mime_type from files f where f.id = ${logoFileId})`,
  logoSize: sql<number | null>`(select f.size from files f where f.id = ${logoFileId})`.mapWith(Number),
  propertyCount: sql<number>`(select count(*) from properties p where p.company_id = ${companyId})`.mapWith(Number),
};

export type CompanyListRow = CompanyRow & { logoMimeType: string | null; logoSize: number | null; propertyCount: number };
type Selected = { company: CompanyRow; logoMimeType: string | null; logoSize: number | null; propertyCount: number };
const flat = ({ company, ...rest }: Selected): CompanyListRow => ({ ...company, ...rest });

export async function companyPage(db: Executor, q: ListRequest<CompanyFilter>): Promise<ListPage<CompanyListRow>> {
  const page = await pagedList(
    db,
    {
      from: companies,
      select: fields,
      filters: {
        search: (s) => containsAny(s, companies.name, companies.registrationNumber, companies.sstNumber, companies.tourismTaxNumber, companies.city),
        active: (active) => eq(companies.active, active),
      },
      sorts: { name: companies.name, createdAt: companies.createdAt },
      tieBreaker: { column: companies.id, order: 'asc' },
    },
    q,
  );
  return { totalCount: page.totalCount, rows: page.rows.map(flat) };
}

export async function loadCompany(db: Executor, id: string, lock = false): Promise<CompanyListRow> {
  const query = db.select(fields).from(companies).where(eq(companies.id, id));
  const [row] = lock ? await query.for('update', { of: companies }) : await query;
  if (!row) throw notFound('Company');
  return flat(row);
}

export async function insertCompany(db: Executor, values: typeof companies.$inferInsert): Promise<string> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row.id;
}

export const updateCompany = (db: Executor, id: string, patch: Partial<typeof companies.$inferInsert>) => updateVersioned(db, companies, id, patch);

export const registrationTaken = (db: Executor, registrationNumber: string, exceptId: string | null): Promise<boolean> =>
  takenBy(db, companies, companies.id, eq(companies.registrationNumber, registrationNumber), exceptId);
