import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '@shared/dates';
import { rowsOf } from '@server/db/client';
import { nightShareChanges } from '@server/core/night-split';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';

interface Row {
  w: number;
  starts: string;
  ends: string;
  amount: number;
  nights: number;
  checkIn: string;
}

/** A small deterministic generator: the same stays on every run, so a failure names its case. */
function stays(count: number): Row[] {
  let seed = 20_261_128;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  return Array.from({ length: count }, (_, w) => {
    const nights = 1 + next(40);
    const checkIn = addDays('2026-01-01', next(60));
    // Cut somewhere inside the stay, as a month's edge or a window's end cuts it.
    const from = next(nights);
    const to = from + 1 + next(nights - from);
    const amount = [0, 1, nights - 1, nights, nights + 1, 99_999, 123_457][next(7)] + next(3) * 1_000_003;
    return { w, starts: addDays(checkIn, from), ends: addDays(checkIn, to), amount, nights, checkIn };
  });
}

describe.each(BACKENDS)('a stay night by night as changes, on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('gives every night of every window the sen stay_night_share gives it', async () => {
    const rows = stays(300);
    const values = sql.join(
      rows.map((r) => sql`(${r.w}::int, ${r.starts}::date, ${r.ends}::date, ${r.amount}::bigint, ${r.nights}::int, ${r.checkIn}::date)`),
      sql`, `,
    );
    const fromChanges = rowsOf<{ w: number; day: string; sen: string }>(
      await t.database.db.execute(sql`
        WITH m (w, starts, ends, amount, nights, check_in) AS (VALUES ${values}),
        ${nightShareChanges('m')}
        SELECT w, to_char(day, 'YYYY-MM-DD') AS day, sum(delta) OVER (PARTITION BY w ORDER BY day) AS sen
        FROM (SELECT w, day, sum(sen) AS delta FROM e GROUP BY w, day) d`),
    );
    const running = new Map(fromChanges.map((r) => [`${r.w} ${r.day}`, Number(r.sen)]));

    const oneByOne = rowsOf<{ w: number; day: string; sen: string }>(
      await t.database.db.execute(sql`
        WITH m (w, starts, ends, amount, nights, check_in) AS (VALUES ${values})
        SELECT w, to_char(d, 'YYYY-MM-DD') AS day, stay_night_share(amount, nights, check_in, d::date, (d + interval '1 day')::date) AS sen
        FROM m CROSS JOIN LATERAL generate_series(starts, ends - 1, interval '1 day') d`),
    );
    expect(oneByOne.length).toBeGreaterThan(1_000);
    const differ = oneByOne.flatMap((r) => {
      // A night with no change of its own keeps the running sum of the last night that had one.
      let day = r.day;
      while (!running.has(`${r.w} ${day}`)) day = addDays(day, -1);
      const got = running.get(`${r.w} ${day}`);
      return got === Number(r.sen) ? [] : [{ ...rows[r.w], day: r.day, expected: Number(r.sen), got }];
    });
    expect(differ).toEqual([]);
  });
});
