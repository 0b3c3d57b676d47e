import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@server/db/client';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { createProperty, createRoomType, createUnit } from './helpers/portfolio';

/**
 * Revenue reads stay_months, which triggers keep from the stays (migration 0025). Whatever happens to a stay — an
 * insert of many at once, a move to other dates or another unit, a cancellation, a payment on a cancelled stay, a
 * change of kind or amount, a delete — the table holds exactly what the view of the rules computes from the stays.
 */
describe.each(BACKENDS)('stay months on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
  /** Rows the table has and the view has not, and the other way round: both empty when the triggers kept up. */
  async function drift(): Promise<{ extra: unknown[]; missing: unknown[] }> {
    const extra = rowsOf(await exec(sql`SELECT * FROM stay_months EXCEPT SELECT * FROM stay_month_rows`));
    const missing = rowsOf(await exec(sql`SELECT * FROM stay_month_rows EXCEPT SELECT * FROM stay_months`));
    return { extra, missing };
  }
  const monthsOf = async (id: string) =>
    rowsOf<{ month: string; revenue_sen: string; sold_nights: number }>(
      await exec(sql`SELECT to_char(month, 'YYYY-MM') AS month, revenue_sen::text, sold_nights FROM stay_months WHERE reservation_id = ${id} ORDER BY month`),
    );

  it('keeps each stay cut at its months through inserts, moves, cancellations, payments, kinds and deletes', async () => {
    const property = await createProperty(t);
    const roomType = await createRoomType(t, property.id);
    const [a, b] = [await createUnit(t, { roomTypeId: roomType.id }), await createUnit(t, { roomTypeId: roomType.id })];

    // Many stays in one statement: the insert trigger works on the statement's rows at once.
    const inserted = rowsOf<{ id: string }>(
      await exec(sql`
        INSERT INTO reservations (unit_id, check_in, check_out, channel, kind, status, room_revenue_sen, guest_name)
        SELECT ${a.id}, d, d + 3, 'direct', 'guest', 'confirmed', 10000 + n, 'Month Guest'
        FROM generate_series(1, 12) n, LATERAL (SELECT ('2031-01-28'::date + (n - 1) * 30) AS d) x
        RETURNING id`),
    );
    expect(inserted).toHaveLength(12);
    expect(await drift()).toEqual({ extra: [], missing: [] });
    // 28 Jan to 31 Jan 2031: three nights in January, none in February.
    const [first] = inserted;
    expect(await monthsOf(first.id)).toEqual([{ month: '2031-01', revenue_sen: '10001', sold_nights: 3 }]);
    // 27 Feb to 2 Mar: two nights in February, one in March, at 3,334 each.
    expect(await monthsOf(inserted[1].id)).toEqual([
      { month: '2031-02', revenue_sen: '6668', sold_nights: 2 },
      { month: '2031-03', revenue_sen: '3334', sold_nights: 1 },
    ]);

    // Moved across a month's edge and to the other unit.
    await exec(sql`UPDATE reservations SET check_in = '2031-01-30', check_out = '2031-02-02', unit_id = ${b.id} WHERE id = ${first.id}`);
    expect((await monthsOf(first.id)).map((m) => m.month)).toEqual(['2031-01', '2031-02']);
    // A bigger amount, then cancelled with nothing paid: it keeps nothing and sells no night.
    await exec(sql`UPDATE reservations SET room_revenue_sen = 90000 WHERE id = ${inserted[2].id}`);
    await exec(sql`UPDATE reservations SET status = 'cancelled' WHERE id = ${inserted[2].id}`);
    expect((await monthsOf(inserted[2].id)).map((m) => [m.revenue_sen, m.sold_nights])).toEqual([['0', 0]]);
    // A payment on the cancelled stay: it keeps what was paid, from the payment's own statement.
    await exec(sql`INSERT INTO reservation_payments (reservation_id, method, amount_sen, paid_on) VALUES (${inserted[2].id}, 'cash', 4500, '2031-03-01')`);
    expect(await drift()).toEqual({ extra: [], missing: [] });
    expect((await monthsOf(inserted[2].id)).reduce((sum, m) => sum + Number(m.revenue_sen), 0)).toBe(4_500);
    // A payment on a stay that is not cancelled changes nothing of its months.
    await exec(sql`INSERT INTO reservation_payments (reservation_id, method, amount_sen, paid_on) VALUES (${inserted[3].id}, 'card', 100, '2031-04-01')`);
    // Made a free stay, turned into an enquiry (which earns and fills nothing), a block, several at once, then deleted.
    await exec(sql`UPDATE reservations SET kind = 'free_stay' WHERE id = ${inserted[4].id}`);
    await exec(sql`UPDATE reservations SET status = 'inquiry' WHERE id = ${inserted[5].id}`);
    expect(await monthsOf(inserted[5].id)).toEqual([]);
    await exec(sql`UPDATE reservations SET kind = 'block' WHERE id IN (${inserted[6].id}, ${inserted[7].id})`);
    await exec(sql`UPDATE reservations SET channel = 'airbnb' WHERE unit_id = ${a.id}`);
    await exec(sql`DELETE FROM reservations WHERE id = ${inserted[8].id}`);
    expect(await monthsOf(inserted[8].id)).toEqual([]);
    expect(await drift()).toEqual({ extra: [], missing: [] });
    const [{ n }] = rowsOf<{ n: number }>(await exec(sql`SELECT count(*)::int AS n FROM stay_months WHERE unit_id IN (${a.id}, ${b.id})`));
    expect(n).toBeGreaterThan(8);
  });
});
