import { sql } from 'drizzle-orm';
import { P } from '@shared/permissions';
import type { SearchHit } from '@shared/contracts/search';
import { rowsOf } from '@server/db/client';
import { matchRank, searchPattern, type SearchPart } from '@server/core/search';

/** Units by number or by their property's name, a unit number that is the whole search first. */
export const unitSearch: SearchPart = {
  kind: 'unit',
  permission: P.listing.view,
  async find(db, q, limit) {
    const pattern = searchPattern(q);
    const rows = rowsOf<{ id: string; unit_number: string; property: string; rank: number }>(
      await db.execute(sql`
        SELECT u.id, u.unit_number, p.name AS property,
          least(${matchRank(sql`lower(u.unit_number)`, q)}, ${matchRank(sql`lower(p.name)`, q)}) AS rank
        FROM units u JOIN properties p ON p.id = u.property_id
        WHERE lower(u.unit_number) LIKE ${pattern} OR lower(p.name) LIKE ${pattern}
        ORDER BY rank, p.name, u.unit_number
        LIMIT ${limit}`),
    );
    return rows.map((r): SearchHit => ({ kind: 'unit', id: r.id, title: r.unit_number, detail: r.property, on: null, rank: Number(r.rank) }));
  },
};
