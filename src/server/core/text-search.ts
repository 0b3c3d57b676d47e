import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `%…%` for a case-insensitive substring match, with LIKE's own wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when any of the expressions contains the search, ignoring case. */
export function containsAny(search: string, ...expressions: SQLWrapper[]): SQL {
  const pattern = likePattern(search);
  return sql`(${sql.join(
    expressions.map((e) => sql`lower(coalesce(${e}, '')) LIKE ${pattern}`),
    sql` OR `,
  )})`;
}
