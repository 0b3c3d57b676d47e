import { asc, eq, inArray, sql } from 'drizzle-orm';
import { toApiDate } from '@shared/dates';
import { isBlockingStatus, nightsBetween, type ReservationChannel, type ReservationKind, type ReservationStatus } from '@shared/contracts/reservations';
import type { Db, Tx } from '../db/client';
import { auditLog, reservationPayments, reservations, reservationStatusChanges, roomTypes, units } from '../db/schema';
import { priceStay } from '../modules/reservations/quote';
import { person } from './demo-holders';
import { between, pickFrom, seededRandom } from './demo-random';

/** Marks the demo stays (a second run skips every unit with any stay, demo or not). */
export const DEMO_STAY_NOTE = 'Demo stay';
const CHUNK = 500;
const DAY = 86_400_000;
/**
 * Each unit gets stays from this many days back to this many ahead: about five thousand across the 300 demo units. A
 * year (about 20,000) took seed-demo from 14 s to 39 s on the embedded database, chunked inserts and all, so a year is
 * `--reservations 20000` rather than the default.
 */
const DAYS_BACK = 30;
const DAYS_AHEAD = 60;
/** About one stay every five and a half nights on a unit (measured on the default window); sizes the window for `--reservations N`. */
const STAYS_PER_UNIT_DAY = 0.18;

const CHANNELS: readonly ReservationChannel[] = ['airbnb', 'airbnb', 'airbnb', 'booking', 'booking', 'direct', 'direct', 'agoda', 'expedia', 'walk_in', 'other'];
const FOREIGN = ['SG', 'SG', 'CN', 'ID', 'GB', 'AU', 'US', 'JP', 'KR', 'IN'];
const COMMISSION_BP: Record<ReservationChannel, number> = { airbnb: 300, booking: 1500, agoda: 1500, expedia: 1800, direct: 0, walk_in: 0, other: 0 };
const OTA = new Set<ReservationChannel>(['airbnb', 'booking', 'agoda', 'expedia']);

const addDays = (day: string, n: number) => toApiDate(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY));

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

type StayRow = typeof reservations.$inferInsert;

async function insertChunk(tx: Tx, chunk: StayRow[]): Promise<number> {
  const made = await tx.insert(reservations).values(chunk).returning({
    id: reservations.id, code: reservations.code, status: reservations.status, kind: reservations.kind, channel: reservations.channel,
    checkIn: reservations.checkIn, checkOut: reservations.checkOut, total: sql<number>`(${reservations.roomRevenueSen} + ${reservations.cleaningFeeSen} + ${reservations.sstSen} + case when ${reservations.tourismTaxCollectedBy} = 'operator' then ${reservations.tourismTaxSen} else 0 end)`.mapWith(Number),
  });
  await tx.insert(reservationStatusChanges).values(made.map((r) => ({ reservationId: r.id, fromStatus: null, toStatus: r.status, remark: 'demo data' })));
  const paid = made.filter((r) => r.kind === 'guest' && r.total > 0 && (r.status === 'checked_out' || r.status === 'checked_in'));
  if (paid.length) {
    await tx.insert(reservationPayments).values(paid.map((r) => ({
      reservationId: r.id, amountSen: r.total, paidOn: r.checkIn,
      method: OTA.has(r.channel) ? ('channel' as const) : nightsBetween(r.checkIn, r.checkOut) > 3 ? ('bank_transfer' as const) : ('cash' as const),
    })));
  }
  await tx.insert(auditLog).values(made.map((r) => ({
    actorId: null, viaOutbox: false, action: 'reservation.create', entity: 'reservation', entityId: r.id, after: { code: r.code, status: r.status, source: 'demo data' },
  })));
  return made.length;
}

export interface StaySeedOptions {
  now?: Date;
  /** About this many stays instead of a year's (`seed-demo --reservations N`): the window widens, two thirds past, and stops at N. */
  count?: number;
  onProgress?: (created: number) => void;
}

/**
 * Three months of stays on every demo unit that has none yet (about eighteen each; `count` widens the window): back to back or with gaps, some
 * from each channel, a third of the guests from abroad; past ones checked out (a few cancelled or no-shows) and paid,
 * current ones checked in, future ones confirmed or reserved. Non-blocking stays may sit on taken nights, as an
 * enquiry or a cancellation does. Safe to run twice: a unit with any stay is left as it is. Written in multi-row
 * chunks as they are made, so a million stays never sit in memory at once.
 */
export async function seedDemoReservations(db: Db, options: StaySeedOptions = {}): Promise<{ created: number; units: number }> {
  const today = toApiDate(options.now ?? new Date());
  const limit = options.count ?? Infinity;
  return db.transaction(async (tx) => {
    // A unit with any stay is left alone: demo stays must never sit on a real booking's nights.
    const seeded = await tx.selectDistinct({ unitId: reservations.unitId }).from(reservations);
    const done = new Set(seeded.map((r) => r.unitId));
    const candidates = await tx
      .select({ id: units.id, rate: roomTypes.baseNightlyRateSen, cleaning: roomTypes.cleaningFeeSen })
      .from(units)
      .innerJoin(roomTypes, eq(roomTypes.id, units.roomTypeId))
      .where(inArray(units.status, ['active', 'maintenance']))
      .orderBy(asc(units.propertyId), asc(units.unitNumber));
    const unseeded = candidates.filter((u) => !done.has(u.id));
    const span = options.count === undefined || unseeded.length === 0 ? DAYS_BACK + DAYS_AHEAD : Math.ceil(options.count / unseeded.length / STAYS_PER_UNIT_DAY) + 5;
    const daysBack = options.count === undefined ? DAYS_BACK : Math.round((span * 2) / 3);
    const daysAhead = span - daysBack;
    const random = seededRandom(2026_11);
    let rows: StayRow[] = [];
    let created = 0;
    const flush = async () => {
      if (!rows.length) return;
      const chunk = rows;
      rows = [];
      created += await insertChunk(tx, chunk);
      options.onProgress?.(created);
    };
    for (const unit of unseeded) {
      let day = addDays(today, -daysBack + between(random, 0, 4));
      const last = addDays(today, daysAhead);
      while (day < last && created + rows.length < limit) {
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
        rows.push({
          unitId: unit.id, checkIn, checkOut, kind, channel, status,
          guestName: guest, guestNationality: guest ? nationality : null, adults: kind === 'block' ? 0 : between(random, 1, 4), children: between(random, 0, 2),
          ...(kind === 'guest'
            ? {
              roomRevenueSen: priced.roomRevenueSen, cleaningFeeSen: priced.cleaningFeeSen, sstSen: priced.sstSen, tourismTaxSen: priced.tourismTaxSen,
              channelCommissionSen: Math.round((priced.roomRevenueSen * COMMISSION_BP[channel]) / 10_000),
            }
            : {}),
          tourismTaxCollectedBy: collectedBy,
          notes: DEMO_STAY_NOTE,
        });
        // A stay that holds no nights leaves them to the next one.
        day = isBlockingStatus(status) ? addDays(checkOut, random() < 0.35 ? 0 : between(random, 1, 5)) : addDays(checkIn, between(random, 0, 2));
        if (!isBlockingStatus(status) && day <= checkIn) day = addDays(checkIn, 1);
        if (rows.length >= CHUNK) await flush();
      }
    }
    await flush();
    return { created, units: unseeded.length };
  });
}
