import { sql, type SQL } from 'drizzle-orm';
import { accounts } from '@server/db/schema';

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Substring match on name, email, phone or account number, served by the trigram index on `search_text`. */
export function searchMatches(search: string): SQL {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return sql`${accounts.searchText} LIKE ${pattern}`;
}

/** Accounts holding a permission code; a containment test so the GIN index on the array serves it. */
export function holdsPermission(code: number): SQL {
  return sql`${accounts.permissions} @> ARRAY[${code}]::integer[]`;
}
