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
  const lower = q.toLowerCase();
  const escaped = lower.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<number>`CASE WHEN ${column} = ${lower} THEN 0 WHEN ${column} LIKE ${`${escaped}%`} OR ${column} LIKE ${`% ${escaped}%`} THEN 1 ELSE 2 END`;
}

/** The LIKE pattern a kind filters with (a trigram index answers it on the tables that have one). */
export const searchPattern = likePattern;
