import { sql } from 'drizzle-orm';
import { P } from '@shared/permissions';
import type { SearchHit } from '@shared/contracts/search';
import { rowsOf } from '@server/db/client';
import { matchRank, searchPattern, type SearchPart } from '@server/core/search';

/** Stays by code, guest name, phone or email (the trigram index on search_text), the best match then the latest. */
export const reservationSearch: SearchPart = {
  kind: 'reservation',
  permission: P.reservation.view,
  async find(db, q, limit) {
    const rows = rowsOf<{ id: string; code: string; guest_name: string | null; check_in: string; unit_number: string | null; rank: number }>(
      await db.execute(sql`
        SELECT r.id, r.code, r.guest_name, to_char(r.check_in, 'YYYY-MM-DD') AS check_in, u.unit_number,
          least(${matchRank(sql`lower(r.code)`, q)}, ${matchRank(sql`r.search_text`, q)}) AS rank
        FROM reservations r LEFT JOIN units u ON u.id = r.unit_id
        WHERE r.search_text LIKE ${searchPattern(q)}
        ORDER BY rank, r.check_in DESC, r.id
        LIMIT ${limit}`),
    );
    return rows.map((r): SearchHit => ({
      kind: 'reservation',
      id: r.id,
      title: r.guest_name ?? r.code,
      detail: [r.code, r.unit_number].filter(Boolean).join(' · '),
      on: r.check_in,
      rank: Number(r.rank),
    }));
  },
};
