import { sql } from 'drizzle-orm';
import type { DsrFigures } from '@shared/contracts/dsr';
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/contracts/reservations';
import { rowsOf, type Executor } from '@server/db/client';
import { EARNING_STAY, nightShare, STAY_AMOUNT, STAY_BLOCKS } from '@server/core/night-split';

interface FigureRow {
  total_units: number | string;
  arrivals: number | string;
  departures: number | string;
  in_house: number | string;
  occupied: number | string;
  revenue: number | string | null;
  payments: Record<string, number | string> | string | null;
}

const num = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * What one property's reservations and payments say of one business date, in one statement. Only the stays touching
 * that date are read: check-out on or after it and check-in on or before it, by the property's check-out index with
 * check-in in it (migration 0023), so neither years of history nor the bookings to come are read (at a million stays,
 * a 200-unit property: about 10 ms). Arrivals, departures and the stays in house are the stays holding their nights
 * (not cancelled, no-show, declined or an enquiry); the night's room revenue is each stay's share of it as revenue
 * splits it (core/night-split), a cancelled stay keeping what was paid.
 */
export async function dayFigures(db: Executor, propertyId: string, date: string): Promise<DsrFigures> {
  const day = sql`${date}::date`;
  const [row] = rowsOf<FigureRow>(
    await db.execute(sql`
      WITH s AS (
        SELECT r.unit_id, r.check_in, r.check_out, (r.check_out - r.check_in) AS n, ${STAY_AMOUNT} AS amount, (${STAY_BLOCKS}) AS holds
        FROM reservations r
        WHERE r.property_id = ${propertyId} AND r.check_out >= ${day} AND r.check_in <= ${day} AND ${EARNING_STAY}
      ),
      pay AS (
        SELECT p.method, sum(p.amount_sen)::bigint AS sen
        FROM reservation_payments p JOIN reservations r ON r.id = p.reservation_id
        WHERE p.paid_on = ${day} AND r.property_id = ${propertyId}
        GROUP BY p.method
      )
      SELECT
        (SELECT count(*) FROM units u WHERE u.property_id = ${propertyId} AND u.status = 'active') AS total_units,
        count(*) FILTER (WHERE holds AND check_in = ${day}) AS arrivals,
        count(*) FILTER (WHERE holds AND check_out = ${day}) AS departures,
        count(*) FILTER (WHERE holds AND check_out > ${day}) AS in_house,
        count(DISTINCT unit_id) FILTER (WHERE holds AND check_out > ${day}) AS occupied,
        sum(${nightShare(day, sql`${day} + 1`)}) FILTER (WHERE check_out > ${day}) AS revenue,
        (SELECT json_object_agg(method, sen::text) FROM pay) AS payments
      FROM s`),
  );
  const raw = typeof row?.payments === 'string' ? (JSON.parse(row.payments) as Record<string, string>) : (row?.payments ?? {});
  const paymentsSen = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, num(raw[m])])) as Record<PaymentMethod, number>;
  return {
    arrivals: num(row?.arrivals),
    departures: num(row?.departures),
    inHouse: num(row?.in_house),
    occupiedUnits: num(row?.occupied),
    totalUnits: num(row?.total_units),
    roomRevenueSen: num(row?.revenue),
    paymentsSen,
    expectedCashSen: paymentsSen.cash,
  };
}

/** The same figures, whatever order the keys came back in (jsonb keeps its own). */
export function sameFigures(a: DsrFigures, b: DsrFigures): boolean {
  const plain = (f: DsrFigures) =>
    JSON.stringify([f.arrivals, f.departures, f.inHouse, f.occupiedUnits, f.totalUnits, f.roomRevenueSen, f.expectedCashSen, PAYMENT_METHODS.map((m) => f.paymentsSen[m] ?? 0)]);
  return plain(a) === plain(b);
}
