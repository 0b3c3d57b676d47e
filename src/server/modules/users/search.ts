import { sql } from 'drizzle-orm';
import { P } from '@shared/permissions';
import type { SearchHit } from '@shared/contracts/search';
import { rowsOf } from '@server/db/client';
import { matchRank, searchPattern, type SearchPart } from '@server/core/search';

/** Users (guests, agents, riders, buyers) by name, email, phone or account number (the accounts' trigram index). */
export const userSearch: SearchPart = {
  kind: 'user',
  permission: P.user.view,
  async find(db, q, limit) {
    const rows = rowsOf<{ id: string; name: string; account_number: string; role: string; rank: number }>(
      await db.execute(sql`
        SELECT a.id, a.name, a.account_number, a.role, least(${matchRank(sql`lower(a.account_number)`, q)}, ${matchRank(sql`a.search_text`, q)}) AS rank
        FROM accounts a
        WHERE a.kind = 'user' AND a.deleted_at IS NULL AND a.search_text LIKE ${searchPattern(q)}
        ORDER BY rank, a.name, a.id
        LIMIT ${limit}`),
    );
    return rows.map((r): SearchHit => ({ kind: 'user', id: r.id, title: r.name, detail: r.account_number, on: null, rank: Number(r.rank) }));
  },
};
