import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { analyticsEvents } from '@server/db/schema';
import type { EventRow } from './dto';

export async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<void> {
  if (rows.length) await db.insert(analyticsEvents).values([...rows]);
}

export interface VitalFigureRow {
  screen: string;
  name: string;
  p75: number;
  samples: number;
}

/** The 75th percentile of each vital of each screen since `since` (percentile_cont: PostgreSQL and PGlite alike). */
export async function vitalFigures(db: Db, since: Date): Promise<VitalFigureRow[]> {
  const rows = await db
    .select({
      screen: analyticsEvents.screen,
      name: analyticsEvents.name,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${analyticsEvents.value})`.mapWith(Number),
      samples: count(),
    })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.at, since), eq(analyticsEvents.kind, 'vital')))
    .groupBy(analyticsEvents.screen, analyticsEvents.name);
  return rows.map((r) => ({ screen: r.screen, name: r.name ?? '', p75: r.p75, samples: Number(r.samples) }));
}

export async function viewsByScreen(db: Db, since: Date): Promise<{ screen: string; views: number }[]> {
  const rows = await db
    .select({ screen: analyticsEvents.screen, views: count() })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.at, since), eq(analyticsEvents.kind, 'view')))
    .groupBy(analyticsEvents.screen);
  return rows.map((r) => ({ screen: r.screen, views: Number(r.views) }));
}

/** Views per business day. Malaysia keeps UTC+8 all year (no daylight saving), so the day is the UTC instant plus eight hours. */
export async function viewsPerDay(db: Db, since: Date): Promise<{ date: string; views: number }[]> {
  const day = sql<string>`to_char((${analyticsEvents.at} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, views: count() })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.at, since), eq(analyticsEvents.kind, 'view')))
    .groupBy(day)
    .orderBy(day);
  return rows.map((r) => ({ date: r.date, views: Number(r.views) }));
}

/** Drops events that happened before `before`; how many. */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(analyticsEvents).where(lt(analyticsEvents.at, before)).returning({ id: analyticsEvents.id });
  return gone.length;
}
