import { sql } from 'drizzle-orm';
import { P } from '@shared/permissions';
import type { SearchHit } from '@shared/contracts/search';
import { rowsOf } from '@server/db/client';
import { matchRank, searchPattern, type SearchPart } from '@server/core/search';

/** Free-stay requests by code (FS-00017) or by who asked, the latest first. */
export const freeStaySearch: SearchPart = {
  kind: 'free-stay',
  permission: P.freeStay.view,
  async find(db, q, limit) {
    const pattern = searchPattern(q);
    const rows = rowsOf<{ id: string; code: string; name: string; check_in: string; rank: number }>(
      await db.execute(sql`
        SELECT f.id, f.code, a.name, to_char(f.check_in, 'YYYY-MM-DD') AS check_in,
          least(${matchRank(sql`lower(f.code)`, q)}, ${matchRank(sql`a.search_text`, q)}) AS rank
        FROM free_stay_requests f JOIN accounts a ON a.id = f.account_id
        WHERE lower(f.code) LIKE ${pattern} OR a.search_text LIKE ${pattern}
        ORDER BY rank, f.check_in DESC, f.id
        LIMIT ${limit}`),
    );
    return rows.map((r): SearchHit => ({ kind: 'free-stay', id: r.id, title: r.name, detail: r.code, on: r.check_in, rank: Number(r.rank) }));
  },
};
