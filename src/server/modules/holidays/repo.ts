import { and, eq, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { holidaysTable, type HolidaysRow } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { appliesIn } from '@server/core/holidays';
import { pagedList, type FilterConditions, type ListPage, type ListRequest } from '@server/core/list-query';
import { containsAny } from '@server/core/text-search';
import type { LibraryHoliday } from './library';
import type { HolidayFilter } from './dto';

const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });
const inYear = (year: number) => {
  const { from, to } = yearRange(year);
  return and(gte(holidaysTable.date, from), lt(holidaysTable.date, to));
};

const filters: FilterConditions<HolidayFilter> = {
  year: (year) => inYear(year) ?? sql`true`,
  state: (state) => appliesIn(state) ?? sql`true`,
  scope: (scope) => eq(holidaysTable.scope, scope),
  status: (status) => eq(holidaysTable.status, status),
  from: (from) => gte(holidaysTable.date, from),
  to: (to) => lte(holidaysTable.date, to),
  search: (search) => containsAny(search, holidaysTable.name, holidaysTable.nameZh, holidaysTable.nameMs),
};

/** The holidays not removed, by the list's filters. */
export function holidaysPage(db: Executor, q: ListRequest<HolidayFilter>): Promise<ListPage<HolidaysRow>> {
  return pagedList(
    db,
    {
      from: holidaysTable,
      where: [isNull(holidaysTable.removedAt)],
      filters,
      sorts: { date: holidaysTable.date, name: holidaysTable.name, createdAt: holidaysTable.createdAt },
      tieBreaker: { column: holidaysTable.id, order: 'asc' },
    },
    q,
  );
}

/** A holiday that is not removed (a removed one is not found). */
export async function loadHoliday(db: Executor, id: string, lock = false): Promise<HolidaysRow> {
  const query = db.select().from(holidaysTable).where(and(eq(holidaysTable.id, id), isNull(holidaysTable.removedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Holiday');
  return row;
}

/** Another holiday, not removed, on this date and scope. */
export async function holidayHolding(db: Executor, date: string, scope: string, except?: string): Promise<HolidaysRow | null> {
  const [row] = await db
    .select()
    .from(holidaysTable)
    .where(
      and(
        eq(holidaysTable.date, date),
        eq(holidaysTable.scope, scope),
        isNull(holidaysTable.removedAt),
        except ? ne(holidaysTable.id, except) : undefined,
      ),
    );
  return row ?? null;
}

export async function insertHoliday(db: Executor, values: typeof holidaysTable.$inferInsert): Promise<string> {
  const [row] = await db.insert(holidaysTable).values(values).returning({ id: holidaysTable.id });
  return row.id;
}

export async function updateHolidayRow(db: Executor, id: string, patch: Partial<typeof holidaysTable.$inferInsert>): Promise<HolidaysRow> {
  const [row] = await db
    .update(holidaysTable)
    .set({ ...patch, version: sql`${holidaysTable.version} + 1`, updatedAt: new Date() })
    .where(eq(holidaysTable.id, id))
    .returning();
  return row;
}

/** Every date and scope of a year a holiday ever held, removed ones too: a pre-fill brings none of them back. */
export async function yearKeys(db: Executor, year: number): Promise<Set<string>> {
  const rows = await db.select({ date: holidaysTable.date, scope: holidaysTable.scope }).from(holidaysTable).where(inYear(year));
  return new Set(rows.map((r) => `${r.date}|${r.scope}`));
}

/** Adds the pre-filled holidays as tentative; one another call added meanwhile is skipped. Returns those added. */
export async function insertTentative(db: Executor, list: readonly LibraryHoliday[]): Promise<HolidaysRow[]> {
  if (!list.length) return [];
  return db
    .insert(holidaysTable)
    .values(list.map((h) => ({ ...h, status: 'tentative' as const, source: 'prefill' as const })))
    .onConflictDoNothing()
    .returning();
}

/** Confirms the tentative holidays of a year (applying to `state` when given); returns them as they are after. */
export function confirmTentative(db: Executor, year: number, state: string | undefined): Promise<HolidaysRow[]> {
  return db
    .update(holidaysTable)
    .set({ status: 'confirmed', version: sql`${holidaysTable.version} + 1`, updatedAt: new Date() })
    .where(and(inYear(year), eq(holidaysTable.status, 'tentative'), isNull(holidaysTable.removedAt), state ? appliesIn(state) : undefined))
    .returning();
}
