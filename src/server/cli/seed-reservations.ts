import { asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, toApiDate } from '@shared/dates';
import { isBlockingStatus, type ReservationChannel, type ReservationKind, type ReservationStatus } from '@shared/contracts/reservations';
import { rowsOf, type Db } from '../db/client';
import { properties, reservations, roomTypes, units } from '../db/schema';
import { priceStay } from '../modules/reservations/quote';
import { person } from './demo-holders';
import { between, pickFrom, seededRandom } from './demo-random';

/** Marks the demo stays (a second run skips every unit with any stay, demo or not). */
export const DEMO_STAY_NOTE = 'Demo stay';
/**
 * Stays per statement and transaction. Each batch is one statement (the rows travel as one JSON parameter), so the
 * embedded database parses one query per 2,000 stays instead of four multi-row inserts of thousands of parameters per
 * 500: about a third of the CPU per stay (docs/reservations.md).
 */
const BATCH = 2_000;
/** A year per unit by default, two thirds of it past (about 19,000 stays across the 285 demo units that take stays). */
const DAYS_BACK = 243;
const DAYS_AHEAD = 122;
/** About one stay every five and a half nights on a unit (measured on a three-month window); sizes the window for `--reservations N`. */
const STAYS_PER_UNIT_DAY = 0.18;

const CHANNELS: readonly ReservationChannel[] = ['airbnb', 'airbnb', 'airbnb', 'booking', 'booking', 'direct', 'direct', 'agoda', 'expedia', 'walk_in', 'other'];
const FOREIGN = ['SG', 'SG', 'CN', 'ID', 'GB', 'AU', 'US', 'JP', 'KR', 'IN'];
const COMMISSION_BP: Record<ReservationChannel, number> = { airbnb: 300, booking: 1500, agoda: 1500, expedia: 1800, direct: 0, walk_in: 0, other: 0 };
const OTA = new Set<ReservationChannel>(['airbnb', 'booking', 'agoda', 'expedia']);


function statusOf(random: () => number, checkIn: string, checkOut: string, today: string): ReservationStatus {
  const roll = random();
  if (checkOut <= today) return roll < 0.05 ? 'no_show' : roll < 0.12 ? 'cancelled' : 'checked_out';
  if (checkIn <= today) return 'checked_in';
  return roll < 0.05 ? 'cancelled' : roll < 0.08 ? 'inquiry' : roll < 0.3 ? 'reserved' : 'confirmed';
}

function kindOf(random: () => number): ReservationKind {
  const roll = random();
  return roll < 0.9 ? 'guest' : roll < 0.94 ? 'owner_stay' : roll < 0.97 ? 'block' : 'free_stay';
}

/** One demo stay as the batch statement reads it (snake_case: the JSON keys are the columns). */
interface StayRecord {
  unit_id: string;
  check_in: string;
  check_out: string;
  kind: ReservationKind;
  channel: ReservationChannel;
  status: ReservationStatus;
  guest_name: string | null;
  guest_nationality: string | null;
  adults: number;
  children: number;
  room_revenue_sen: number;
  cleaning_fee_sen: number;
  sst_sen: number;
  tourism_tax_sen: number;
  channel_commission_sen: number;
  tourism_tax_collected_by: 'channel' | 'operator';
}

interface SeedUnit {
  id: string;
  rate: number;
  cleaning: number;
}

/** One unit's stays from `from` up to `last`, back to back or with gaps; stops early once `room` stays are made. */
function* staysOf(random: () => number, unit: SeedUnit, from: string, last: string, today: string, room: number): Generator<StayRecord> {
  let day = from;
  for (let made = 0; day < last && made < room; made++) {
    const nights = between(random, 1, 6);
    const checkIn = day;
    const checkOut = addDays(checkIn, nights);
    const kind = kindOf(random);
    const channel = kind === 'guest' ? pickFrom(random, CHANNELS) : 'direct';
    const status = statusOf(random, checkIn, checkOut, today);
    const nationality = kind === 'guest' && random() < 0.35 ? pickFrom(random, FOREIGN) : 'MY';
    const collectedBy = OTA.has(channel) && random() < 0.5 ? 'channel' : 'operator';
    const priced = priceStay({
      nights, nightlyRateSen: unit.rate, cleaningFeeSen: unit.cleaning, sstRateBp: checkIn >= '2024-03-01' ? 800 : 600, tourismTaxPerNightSen: 1_000,
      guestNationality: nationality, guestPermanentResident: false, tourismTaxCollectedBy: collectedBy,
    });
    const guest = kind === 'block' ? null : person(random).full;
    const paid = kind === 'guest';
    yield {
      unit_id: unit.id, check_in: checkIn, check_out: checkOut, kind, channel, status,
      guest_name: guest, guest_nationality: guest ? nationality : null, adults: kind === 'block' ? 0 : between(random, 1, 4), children: between(random, 0, 2),
      room_revenue_sen: paid ? priced.roomRevenueSen : 0, cleaning_fee_sen: paid ? priced.cleaningFeeSen : 0, sst_sen: paid ? priced.sstSen : 0,
      tourism_tax_sen: paid ? priced.tourismTaxSen : 0,
      channel_commission_sen: paid ? Math.round((priced.roomRevenueSen * COMMISSION_BP[channel]) / 10_000) : 0,
      tourism_tax_collected_by: collectedBy,
    };
    // A stay that holds no nights leaves them to the next one.
    day = isBlockingStatus(status) ? addDays(checkOut, random() < 0.35 ? 0 : between(random, 1, 5)) : addDays(checkIn, between(random, 0, 2));
    if (!isBlockingStatus(status) && day <= checkIn) day = addDays(checkIn, 1);
  }
}

/**
 * Writes a batch of stays with what each one carries (its first status row, a payment when it was paid, its audit
 * entry) in one statement and one transaction: the stays' columns come from one JSON parameter and the other three
 * tables from the stays' RETURNING, so the work per stay is the database's own (its trigger, constraints and indexes).
 */
async function insertBatch(db: Db, batch: StayRecord[]): Promise<number> {
  const answer = await db.transaction(async (tx) => tx.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(batch)}::json) as x(
        unit_id uuid, check_in date, check_out date, kind text, channel text, status text, guest_name text, guest_nationality text,
        adults int, children int, room_revenue_sen bigint, cleaning_fee_sen bigint, sst_sen bigint, tourism_tax_sen bigint,
        channel_commission_sen bigint, tourism_tax_collected_by text)
    ), made as (
      insert into reservations (unit_id, check_in, check_out, kind, channel, status, guest_name, guest_nationality, adults, children,
        room_revenue_sen, cleaning_fee_sen, sst_sen, tourism_tax_sen, channel_commission_sen, tourism_tax_collected_by, notes)
      select unit_id, check_in, check_out, kind, channel, status, guest_name, guest_nationality, adults, children,
        room_revenue_sen, cleaning_fee_sen, sst_sen, tourism_tax_sen, channel_commission_sen, tourism_tax_collected_by, ${DEMO_STAY_NOTE}
      from input
      returning id, code, status, kind, channel, check_in, check_out,
        room_revenue_sen + cleaning_fee_sen + sst_sen + case when tourism_tax_collected_by = 'operator' then tourism_tax_sen else 0 end as total
    ), history as (
      insert into reservation_status_changes (reservation_id, from_status, to_status, remark)
      select id, null, status, 'demo data' from made
    ), paid as (
      insert into reservation_payments (reservation_id, amount_sen, paid_on, method)
      select id, total, check_in,
        case when channel in ('airbnb', 'booking', 'agoda', 'expedia') then 'channel' when check_out - check_in > 3 then 'bank_transfer' else 'cash' end
      from made where kind = 'guest' and total > 0 and status in ('checked_out', 'checked_in')
    ), audited as (
      insert into audit_log (actor_id, via_outbox, action, entity, entity_id, after)
      select null, false, 'reservation.create', 'reservations.reservation', id::text, jsonb_build_object('code', code, 'status', status, 'source', 'demo data')
      from made
    )
    select count(*)::int as n from made`));
  return rowsOf<{ n: number }>(answer)[0]?.n ?? 0;
}

export interface StaySeedOptions {
  now?: Date;
  /** About this many stays instead of a year's (`seed-demo --reservations N`): the window fits them, two thirds past, and stops at N. */
  count?: number;
  onProgress?: (created: number) => void;
}

/**
 * A year of stays on every demo unit that has none yet (about 65 each; `count` widens or narrows the window): back
 * to back or with gaps, some from each channel, a third of the guests from abroad; past ones checked out (a few
 * cancelled or no-shows) and paid, current ones checked in, future ones confirmed or reserved. Non-blocking stays may
 * sit on taken nights, as an enquiry or a cancellation does. Written in batches as they are made, so a million stays
 * never sit in memory at once; a batch holds whole units only, so a run that stops halfway leaves each unit with all
 * of its stays or none, and the next run fills the rest (a unit with any stay is left as it is).
 */
export async function seedDemoReservations(db: Db, options: StaySeedOptions = {}): Promise<{ created: number; units: number }> {
  const today = toApiDate(options.now ?? new Date());
  const limit = options.count ?? Infinity;
  // A unit with any stay is left alone: demo stays must never sit on a real booking's nights.
  const seeded = await db.selectDistinct({ unitId: reservations.unitId }).from(reservations);
  const done = new Set(seeded.map((r) => r.unitId));
  const candidates = await db
    .select({ id: units.id, rate: roomTypes.baseNightlyRateSen, cleaning: roomTypes.cleaningFeeSen })
    .from(units)
    .innerJoin(roomTypes, eq(roomTypes.id, units.roomTypeId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(inArray(units.status, ['active', 'maintenance']))
    // By what the demo names, never by a random id: the seeded random numbers go to the same units in every run, so
    // the demo (and the free-stay seed's approvals on top of it) comes out the same each time.
    .orderBy(asc(properties.name), asc(properties.postcode), asc(units.unitNumber));
  const unseeded = candidates.filter((u) => !done.has(u.id));
  const span = options.count === undefined || unseeded.length === 0 ? DAYS_BACK + DAYS_AHEAD : Math.ceil(options.count / unseeded.length / STAYS_PER_UNIT_DAY) + 5;
  const daysBack = options.count === undefined ? DAYS_BACK : Math.round((span * 2) / 3);
  const last = addDays(today, span - daysBack);
  const random = seededRandom(2026_11);
  let batch: StayRecord[] = [];
  let created = 0;
  for (const unit of unseeded) {
    const room = limit - created - batch.length;
    if (room <= 0) break;
    for (const stay of staysOf(random, unit, addDays(today, -daysBack + between(random, 0, 4)), last, today, room)) batch.push(stay);
    if (batch.length >= BATCH) {
      created += await insertBatch(db, batch);
      batch = [];
      options.onProgress?.(created);
    }
  }
  if (batch.length) {
    created += await insertBatch(db, batch);
    options.onProgress?.(created);
  }
  // A bulk load leaves the visibility map empty and the planner's figures stale until autovacuum comes by: the
  // list's count of a property's stays, and revenue's months (stay_months), read their indexes alone only on pages
  // marked all-visible.
  if (created > 0) await db.execute(sql`vacuum (analyze) reservations, stay_months`);
  // The planner's figures for what each stay brought (a payment, a status row, an audit entry): left unanalysed, it
  // guessed 1,569 payments a stay and costed the list's page high enough to compile it.
  if (created > 0) await db.execute(sql`analyze reservation_payments, reservation_status_changes, audit_log`);
  return { created, units: unseeded.length };
}
