import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FreeStayStatus } from '@shared/contracts/free-stay';
import { addDays, toApiDate } from '@shared/dates';
import type { Db, Tx } from '../db/client';
import { accounts, freeStayDays, freeStayRequests, units } from '../db/schema';
import { findAccountByEmail } from '../core/accounts/account-store';
import { writeAudit, type AuditActor } from '../core/audit/audit-log';
import { nightsOf, readDays, releaseNights, takeNights } from '../modules/free-stay/quota';
import { insertRequest, insertReservation, recordStatus, stayInTheWay, updateRequest } from '../modules/free-stay/repo';
import { approvablePlace, staysOver, takenOn, type Nights, type UnitNights } from './demo-free-stay-places';
import { between, pickFrom, seededRandom } from './demo-random';
import { DEMO_PORTAL_OWNERS } from './seed-portfolio';

/** The demo admin who asks for and decides free stays (Free Stay and Free Stay Approval). */
const FREE_STAY_ADMIN_EMAIL = 'meiling.owners@stayops.my';
const DAY = 86_400_000;
const QUOTA_DAYS = 90;
/** Sixty requests in every state: most wait or were approved, some rejected, some cancelled (a few after approval). */
const PLAN: readonly FreeStayStatus[] = [
  ...Array<FreeStayStatus>(20).fill('pending'),
  ...Array<FreeStayStatus>(20).fill('approved'),
  ...Array<FreeStayStatus>(10).fill('rejected'),
  ...Array<FreeStayStatus>(10).fill('cancelled'),
];
const OWNER_REASONS = ['Annual owner stay', 'Family holiday in KL', 'Hari Raya with the family', 'Checking the unit after renovation', 'Parents visiting from Penang'];
const USER_REASONS = ['VIP guest of the director', 'Staff reward: top rider of the month', 'Photo shoot for the listing', 'Partner agent familiarisation trip', 'Compensation for a cancelled booking'];
const REJECT_REMARKS = ['Peak weekend: please choose other dates', 'Already three free stays this quarter', 'Unit booked for a corporate block'];
/** The plan's pending requests left on a unit already booked those nights, to show the approver's warning: two. */
const CONFLICTING = new Set([5, 14]);

const demo = (actorId: string | null): AuditActor => ({ actorId, viaOutbox: false });

interface Person {
  id: string;
  name: string;
  /** The units a request of theirs may name: an owner's own, or any unit for a user. */
  units: { id: string; propertyId: string; roomTypeId: string }[];
  owner: boolean;
}

/**
 * Quota overrides for the next 90 days: a few dates closed (0, as a public holiday would be) and a few weekends with
 * more room. A date that already has its own quota is left as it is.
 */
async function seedOverrides(tx: Tx, today: string, random: () => number): Promise<number> {
  const dates = new Map<string, number>();
  for (let offset = 5; offset < QUOTA_DAYS; offset += between(random, 6, 11)) dates.set(addDays(today, offset), random() < 0.35 ? 0 : pickFrom(random, [3, 8, 10]));
  const made = await tx
    .insert(freeStayDays)
    .values([...dates].map(([date, quota]) => ({ date, quota })))
    .onConflictDoNothing()
    .returning({ date: freeStayDays.date });
  for (const { date } of made) {
    await writeAudit(tx, demo(null), { action: 'free-stay.quota', entity: 'free-stay.day', entityId: date, before: { quota: null }, after: { quota: dates.get(date), source: 'demo data' } });
  }
  return made.length;
}

async function people(tx: Tx): Promise<{ owners: Person[]; users: Person[] }> {
  const owned = await tx
    .select({ id: units.id, propertyId: units.propertyId, roomTypeId: units.roomTypeId, ownerId: units.ownerId, ownerName: accounts.name, ownerEmail: accounts.email })
    .from(units)
    .innerJoin(accounts, eq(accounts.id, units.ownerId))
    .where(and(eq(units.status, 'active'), isNotNull(units.ownerId), eq(accounts.active, true)))
    .orderBy(asc(accounts.name), asc(units.unitNumber));
  const owners = new Map<string, Person & { email: string | null }>();
  const portal = new Set<string | null>(DEMO_PORTAL_OWNERS);
  for (const u of owned) {
    const person = owners.get(u.ownerId!) ?? { id: u.ownerId!, name: u.ownerName, email: u.ownerEmail, units: [], owner: true };
    person.units.push(u);
    owners.set(person.id, person);
  }
  const anyUnits = owned.length ? owned : await tx.select({ id: units.id, propertyId: units.propertyId, roomTypeId: units.roomTypeId }).from(units).where(eq(units.status, 'active')).limit(200);
  const users = await tx
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.kind, 'user'), eq(accounts.active, true), eq(accounts.banned, false), isNull(accounts.deletedAt)))
    .orderBy(sql`${accounts.isVip} desc`, asc(accounts.accountNumber))
    .limit(5);
  // The owners who sign in to the demo portal first: they see their own requests there.
  const portalFirst = [...owners.values()].sort((a, b) => Number(portal.has(b.email)) - Number(portal.has(a.email)));
  return { owners: portalFirst.slice(0, 15), users: anyUnits.length ? users.map((u) => ({ ...u, units: anyUnits, owner: false })) : [] };
}

/** Pending nights already placed on each unit: a second pending request there would make the first one's approval fail. */
type Claims = Map<string, Nights[]>;

/**
 * Books an approved request's stay: the first dates from `checkIn` on (moving three days at a time) where the unit is
 * free, no pending request waits on it, and every night has a place the pending ones leave, taken through the same
 * quota ledger as an approval. Null when none fits.
 */
async function bookable(tx: Tx, unitId: string, checkIn: string, nights: number, last: string, claims: Claims): Promise<string | null> {
  for (let day = checkIn; addDays(day, nights) <= last; day = addDays(day, 3)) {
    const stay = { unitId, checkIn: day, checkOut: addDays(day, nights) };
    if ((claims.get(unitId) ?? []).some((c) => c.checkIn < stay.checkOut && c.checkOut > stay.checkIn)) continue;
    if (await stayInTheWay(tx, stay, null)) continue;
    const days = await readDays(tx, nightsOf(stay.checkIn, stay.checkOut));
    if (![...days.values()].every((d) => d.used + d.pending < d.quota)) continue;
    if (!(await takeNights(tx, nightsOf(stay.checkIn, stay.checkOut)))) return day;
  }
  return null;
}

interface Approval {
  id: string;
  unitId: string;
  checkIn: string;
  checkOut: string;
  guestName: string;
  reason: string;
  decidedAt: Date;
  /** Approved, then cancelled: the stay is cancelled and its places given back. */
  cancelled: boolean;
}

/** The stay an approval makes, and for a cancelled one the cancel after it, as the service writes them (places already taken). */
async function approveAndBook(tx: Tx, admin: string | null, a: Approval): Promise<void> {
  const [{ code }] = await tx.select({ code: freeStayRequests.code }).from(freeStayRequests).where(eq(freeStayRequests.id, a.id));
  const reservationId = await insertReservation(tx, {
    unitId: a.unitId, checkIn: a.checkIn, checkOut: a.checkOut, guestName: a.guestName, adults: 1, children: 0, channel: 'direct', kind: 'free_stay',
    status: a.cancelled ? 'cancelled' : 'confirmed', notes: `Free stay ${code}: ${a.reason}`, createdBy: admin,
  });
  await recordStatus(tx, { reservationId, fromStatus: null, toStatus: 'confirmed', remark: `Free stay ${code} approved`, changedBy: admin });
  await updateRequest(tx, a.id, { status: 'approved', unitId: a.unitId, reservationId, decidedBy: admin, decidedAt: a.decidedAt, remark: 'Approved' });
  await writeAudit(tx, demo(admin), { action: 'free-stay.approve', entity: 'free-stay.request', entityId: a.id, after: { status: 'approved', source: 'demo data' } });
  if (!a.cancelled) return;
  await recordStatus(tx, { reservationId, fromStatus: 'confirmed', toStatus: 'cancelled', remark: `Free stay ${code} cancelled`, changedBy: admin });
  await releaseNights(tx, nightsOf(a.checkIn, a.checkOut));
  await updateRequest(tx, a.id, { status: 'cancelled', remark: 'Owner cannot travel' });
  await writeAudit(tx, demo(admin), { action: 'free-stay.cancel', entity: 'free-stay.request', entityId: a.id, after: { status: 'cancelled', source: 'demo data' } });
}

/**
 * Sixty free-stay requests in every state, for owners on their own units and for a few users, over the next three
 * months (rejected and cancelled ones also in the past month). Approved ones hold their stay and their quota
 * places, exactly as an approval leaves them; pending ones wait where they can be approved, but two on a booked unit
 * (issue 25). Safe to run twice: nothing is added once any request exists.
 */
export async function seedDemoFreeStays(db: Db, options: { now?: Date } = {}): Promise<{ requests: number; overrides: number }> {
  const now = options.now ?? new Date();
  const today = toApiDate(now);
  const random = seededRandom(2026_12);
  return db.transaction(async (tx) => {
    const overrides = await seedOverrides(tx, today, random);
    const [{ n }] = await tx.select({ n: count() }).from(freeStayRequests);
    const who = await people(tx);
    if (Number(n) > 0 || !(who.owners.length + who.users.length)) return { requests: 0, overrides };
    const admin = (await findAccountByEmail(tx, FREE_STAY_ADMIN_EMAIL))?.id ?? null;
    const last = addDays(today, QUOTA_DAYS);
    const window = { first: addDays(today, 2), last };
    let requests = 0;
    const claims: Claims = new Map();
    for (const [i, planned] of PLAN.entries()) {
      // Every fourth for a user (VIPs first), the rest for owners on their own units.
      const forUser = (i % 4 === 3 && who.users.length > 0) || !who.owners.length;
      const person = forUser ? who.users[Math.floor(i / 4) % who.users.length] : who.owners[i % who.owners.length];
      let unit = pickFrom(random, person.units);
      let nights = between(random, 1, 4);
      const past = (planned === 'rejected' || planned === 'cancelled') && random() < 0.4;
      let checkIn = past ? addDays(today, -between(random, 5, 30)) : addDays(today, between(random, 2, QUOTA_DAYS - nights - 1));
      const fromPortal = person.owner && random() < 0.5;
      const requestedBy = fromPortal ? person.id : admin;
      // A few users' pending requests name a room type only: the approver picks the unit.
      const roomTypeOnly = !person.owner && planned === 'pending';
      const createdAt = new Date(now.getTime() - between(random, 1, 20) * DAY - between(random, 0, 86_399) * 1000);
      const booking = planned === 'approved' || (planned === 'cancelled' && i % 2 === 0);
      const fits = booking ? await bookable(tx, unit.id, checkIn, nights, last, claims) : null;
      // No free nights left for this unit in the window: the request still waits.
      let status: FreeStayStatus = booking && !fits ? 'pending' : planned;
      if (fits) checkIn = fits;
      // A pending request waits where it can be approved (its unit free, else another of the person's; a room-type
      // one with a unit of its type free; a night or more fewer if none has the whole stay free), but for a couple left
      // on a booked unit on purpose: the approver is warned and books a free unit of the room type instead. One that
      // fits nowhere was turned down: left waiting, it would sit on a booked unit and show a warning the demo never meant.
      if (status === 'pending') {
        const conflicting = CONFLICTING.has(i) && !roomTypeOnly;
        const candidates = conflicting ? [unit] : [unit, ...person.units.filter((u) => u.id !== unit.id).slice(0, 3)];
        const nightsOfUnits: UnitNights[] = [];
        for (const u of candidates) nightsOfUnits.push({ stays: await staysOver(tx, u.id, window), claims: claims.get(u.id) ?? [] });
        if (conflicting) checkIn = takenOn(nightsOfUnits[0], checkIn, nights, window) ?? checkIn;
        else {
          const place = approvablePlace(nightsOfUnits, await readDays(tx, nightsOf(window.first, window.last)), checkIn, nights, window);
          if (!place) status = 'rejected';
          else {
            unit = candidates[place.unitIndex];
            checkIn = place.checkIn;
            nights = place.nights;
          }
        }
        if (status === 'pending') claims.set(unit.id, [...(claims.get(unit.id) ?? []), { checkIn, checkOut: addDays(checkIn, nights) }]);
      }
      const checkOut = addDays(checkIn, nights);
      const reason = pickFrom(random, person.owner ? OWNER_REASONS : USER_REASONS);
      const id = await insertRequest(tx, {
        accountId: person.id, propertyId: unit.propertyId, roomTypeId: unit.roomTypeId, unitId: roomTypeOnly ? null : unit.id,
        checkIn, checkOut, adults: between(random, 1, 4), children: between(random, 0, 2), reason, requestedBy, fromPortal, createdAt, updatedAt: createdAt,
      });
      requests++;
      await writeAudit(tx, demo(requestedBy), { action: 'free-stay.request', entity: 'free-stay.request', entityId: id, after: { status: 'pending', source: 'demo data' } });
      if (status === 'pending') continue;
      const decidedAt = new Date(createdAt.getTime() + between(random, 1, 30) * 3_600_000);
      if (!fits) {
        const rejected = status === 'rejected';
        await updateRequest(tx, id, { status, decidedBy: rejected ? admin : null, decidedAt: rejected ? decidedAt : null, remark: rejected ? pickFrom(random, REJECT_REMARKS) : 'Plans changed' });
        await writeAudit(tx, demo(admin), { action: `free-stay.${rejected ? 'reject' : 'cancel'}`, entity: 'free-stay.request', entityId: id, after: { status, source: 'demo data' } });
        continue;
      }
      await approveAndBook(tx, admin, { id, unitId: unit.id, checkIn, checkOut, guestName: person.name, reason, decidedAt, cancelled: status === 'cancelled' });
    }
    return { requests, overrides };
  });
}
