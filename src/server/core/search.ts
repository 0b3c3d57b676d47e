import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SearchHit } from '@shared/contracts/search';
import type { SearchKind } from '@shared/contracts/plain/search';
import type { Executor } from '@server/db/client';
import { likePattern } from './text-search';

/**
 * One kind of record the search box finds, as its module declares it (issue 29): the search module merges the kinds it
 * is handed and reads no area's tables itself. `permission` is the code that views the kind.
 */
export interface SearchPart {
  kind: SearchKind;
  permission: number;
  find(db: Executor, q: string, limit: number): Promise<SearchHit[]>;
}

/**
 * How well `column` (already lower case) matches the search: 0 the whole of it, 1 its start or a word's, 2 anywhere.
 * Written once so every kind ranks alike.
 */
export function matchRank(column: SQLWrapper, q: string): SQL<number> {
  return sql<number>`CASE WHEN ${column} = ${q.toLowerCase()} THEN 0 WHEN ${startsWord(column, q)} THEN 1 ELSE 2 END`;
}

/** The LIKE pattern a kind filters with (a trigram index answers it on the tables that have one). */
export const searchPattern = likePattern;

/** True when `column` (already lower case) starts with the search, or one of its words does: matchRank's rank 1. */
export function startsWord(column: SQLWrapper, q: string): SQL {
  const escaped = q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`(${column} LIKE ${`${escaped}%`} OR ${column} LIKE ${`% ${escaped}%`})`;
}

/**
 * matchRank's three ranks as conditions, each leaving out the better ones, for a kind over a large table to ask for
 * each rank apart, best first, until it has its hits (findByRank): a short common word ("bin", in a quarter of the
 * Malay names) then reads a few rows in date order instead of ranking a quarter of a million stays.
 */
export function rankConditions(whole: SQL, start: SQL): [SQL, SQL, SQL] {
  return [whole, sql`${start} AND NOT ${whole}`, sql`NOT ${start} AND NOT ${whole}`];
}

/** Up to `limit` hits, rank by rank: `read` answers one rank's rows for its condition, best first within the rank. */
export async function findByRank(conditions: readonly SQL[], limit: number, read: (condition: SQL, rank: number, limit: number) => Promise<SearchHit[]>): Promise<SearchHit[]> {
  const hits: SearchHit[] = [];
  for (const [rank, condition] of conditions.entries()) {
    if (hits.length >= limit) break;
    hits.push(...(await read(condition, rank, limit - hits.length)));
  }
  return hits;
}
