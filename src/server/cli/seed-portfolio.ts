import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  accounts, auditLog, companies, ownerProfiles, properties, roomTypes, servicePackages, servicePackageVersions, unitOwnerships, unitPackages, units,
} from '../db/schema';
import { nextAccountNumber } from '../core/accounts/account-store';
import { hashPassword } from '../core/auth/passwords';
import { DEMO_PASSWORD } from './demo-data';
import { person, slug, withHanName } from './demo-holders';
import { DEMO_COMPANIES, DEMO_OWNERS, DEMO_PACKAGES, DEMO_PROPERTIES, DEMO_ROOM_TYPES, DEMO_UNITS } from './demo-portfolio';
import { between, pickFrom, seededRandom } from './demo-random';

export interface PortfolioReport {
  companies: number;
  packages: number;
  properties: number;
  roomTypes: number;
  units: number;
  owners: number;
}

/** Owners of the hand-made demo set who may sign in to the portal with the demo password. */
export const DEMO_PORTAL_OWNERS = ['kokwah.owner@demo.my', 'rosnah.owner@demo.my'];
const GENERATED_OWNER_DOMAIN = '@owners.demo.my';
const CHUNK = 500;
const BANKS = ['Maybank', 'CIMB Bank', 'Public Bank', 'RHB Bank', 'Hong Leong Bank', 'AmBank', 'Bank Islam Malaysia', 'OCBC Bank (Malaysia)'];

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

type AuditRow = typeof auditLog.$inferInsert;
const audit = (action: string, entity: string, entityId: string, after: object): AuditRow => ({
  actorId: null, viaOutbox: false, action, entity, entityId, after: { ...after, source: 'demo data' },
});

/** Malay names write in Malay, Chinese in Chinese, the others in English (a first guess an admin corrects). */
function languageOf(name: string): 'ms-MY' | 'zh-CN' | 'en-US' {
  if (/ bin | binti /i.test(name)) return 'ms-MY';
  if (/ a\/[lp] /i.test(name)) return 'en-US';
  return 'zh-CN';
}

function unitNumber(j: number): string {
  const k = Math.floor(j / 2);
  return `${j % 2 === 0 ? 'A' : 'B'}-${String(3 + Math.floor(k / 8)).padStart(2, '0')}-${String((k % 8) + 1).padStart(2, '0')}`;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const monthOfDay = (d: Date) => d.toISOString().slice(0, 7);

async function seedCompanies(tx: Tx, audits: AuditRow[]): Promise<string[]> {
  const made = await tx.insert(companies).values(DEMO_COMPANIES.map((c) => ({ ...c }))).onConflictDoNothing().returning({ id: companies.id, name: companies.name });
  for (const c of made) audits.push(audit('company.create', 'companies.company', c.id, { name: c.name }));
  const rows = await tx
    .select({ id: companies.id, reg: companies.registrationNumber })
    .from(companies)
    .where(inArray(companies.registrationNumber, DEMO_COMPANIES.map((c) => c.registrationNumber)));
  return DEMO_COMPANIES.map((c) => rows.find((r) => r.reg === c.registrationNumber)!.id);
}

async function seedPackages(tx: Tx, audits: AuditRow[]): Promise<string[]> {
  const made = await tx
    .insert(servicePackages)
    .values(DEMO_PACKAGES.map((p) => ({ name: p.name, description: p.description })))
    .onConflictDoNothing()
    .returning({ id: servicePackages.id, name: servicePackages.name });
  for (const pkg of made) {
    const versions = DEMO_PACKAGES.find((p) => p.name === pkg.name)!.versions;
    await tx.insert(servicePackageVersions).values(versions.map((v, i) => ({ ...v, packageId: pkg.id, versionNumber: i + 1 })));
    if (versions.length > 1) await tx.update(servicePackages).set({ version: versions.length }).where(eq(servicePackages.id, pkg.id));
    audits.push(audit('service-package.create', 'service-packages.package', pkg.id, { name: pkg.name, versions: versions.length }));
  }
  const rows = await tx.select({ id: servicePackages.id, name: servicePackages.name }).from(servicePackages).where(inArray(servicePackages.name, DEMO_PACKAGES.map((p) => p.name)));
  return DEMO_PACKAGES.map((p) => rows.find((r) => r.name === p.name)!.id);
}

async function seedProperties(tx: Tx, companyIds: string[], audits: AuditRow[]): Promise<{ id: string; roomTypeIds: string[] }[]> {
  const existing = await tx.select({ id: properties.id, name: properties.name, companyId: properties.companyId }).from(properties).where(inArray(properties.companyId, companyIds));
  const out: { id: string; roomTypeIds: string[] }[] = [];
  for (const [i, p] of DEMO_PROPERTIES.entries()) {
    const companyId = companyIds[p.company];
    let id = existing.find((e) => e.name === p.name && e.companyId === companyId)?.id;
    if (!id) {
      const { company: _company, ...fields } = p;
      [{ id }] = await tx.insert(properties).values({ ...fields, companyId, checkInTime: '15:00', checkOutTime: i % 4 === 3 ? '11:00' : '12:00' }).returning({ id: properties.id });
      audits.push(audit('property.create', 'listings.property', id, { name: p.name }));
    }
    const types = DEMO_ROOM_TYPES.slice(0, i % 3 === 0 ? 4 : 3).map((rt) => ({
      ...rt,
      propertyId: id,
      // Penang and KLCC ask a little more; Johor a little less.
      baseNightlyRateSen: Math.round((rt.baseNightlyRateSen * (p.state === 'MY-01' ? 85 : p.name.includes('KLCC') || p.state === 'MY-07' ? 115 : 100)) / 100),
    }));
    const madeTypes = await tx.insert(roomTypes).values(types).onConflictDoNothing().returning({ id: roomTypes.id, name: roomTypes.name });
    for (const rt of madeTypes) audits.push(audit('room-type.create', 'listings.room-type', rt.id, { name: rt.name, propertyId: id }));
    const all = await tx.select({ id: roomTypes.id, name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.propertyId, id));
    out.push({ id, roomTypeIds: types.map((t) => all.find((a) => a.name === t.name)!.id) });
  }
  return out;
}

/** The owners: every owner account already there (the credit holders among them), then generated ones up to DEMO_OWNERS. */
async function seedOwners(tx: Tx, audits: AuditRow[]): Promise<string[]> {
  const ownersNow = () =>
    tx
      .select({ id: accounts.id, name: accounts.name, email: accounts.email })
      .from(accounts)
      .where(and(eq(accounts.kind, 'owner'), isNull(accounts.deletedAt)))
      .orderBy(asc(accounts.accountNumber));
  const before = await ownersNow();
  const handMade = before.filter((o) => !o.email?.endsWith(GENERATED_OWNER_DOMAIN));
  const random = seededRandom(2026_10);
  const wanted = Math.max(0, DEMO_OWNERS - handMade.length);
  const generated = Array.from({ length: wanted }, (_, i) => {
    const p = person(random);
    const n = String(i + 1).padStart(3, '0');
    return {
      name: withHanName(p), email: `${slug(p.given)}.${slug(p.family)}.${n}${GENERATED_OWNER_DOMAIN}`, phone: `+60196${String(1_000_000 + i * 6_113).padStart(7, '0')}`,
      bankName: pickFrom(random, BANKS), bankAccountNumber: String(between(random, 1_000_000_000, 9_999_999_999)),
    };
  });
  const taken = new Set(before.map((o) => o.email));
  const fresh = generated.filter((g) => !taken.has(g.email));
  for (const g of fresh) {
    const [row] = await tx
      .insert(accounts)
      .values({ ...g, accountNumber: await nextAccountNumber(tx), kind: 'owner', role: 'owner', country: 'MY', approvalStatus: 'approved' })
      .returning({ id: accounts.id });
    audits.push(audit('owner.create', 'owners.account', row.id, { name: g.name }));
  }
  const all = await ownersNow();
  const chosen = [...all.filter((o) => !o.email?.endsWith(GENERATED_OWNER_DOMAIN)), ...all.filter((o) => o.email?.endsWith(GENERATED_OWNER_DOMAIN))].slice(0, DEMO_OWNERS);
  const icRandom = seededRandom(2026_11);
  const profiles = chosen.map((o, i) => {
    const yy = between(icRandom, 50, 99);
    const ic = `${yy}${String(between(icRandom, 1, 12)).padStart(2, '0')}${String(between(icRandom, 1, 28)).padStart(2, '0')}-${pickFrom(icRandom, ['14', '10', '07', '01', '08'])}-${String(between(icRandom, 1000, 9999))}`;
    const foreign = i % 37 === 5;
    return {
      accountId: o.id,
      idType: foreign ? ('passport' as const) : ('ic' as const),
      idNumber: foreign ? `E${String(between(icRandom, 10_000_000, 99_999_999))}` : ic,
      addressLine1: `${between(icRandom, 1, 88)}, Jalan ${pickFrom(icRandom, ['Mawar', 'Kenanga', 'Cempaka', 'Melati', 'Seri Utama', 'Damai', 'SS2/24', 'Gasing'])}`,
      postcode: pickFrom(icRandom, ['47300', '50480', '11900', '81200', '43650', '10460']),
      city: pickFrom(icRandom, ['Petaling Jaya', 'Kuala Lumpur', 'Bayan Lepas', 'Johor Bahru', 'Bandar Baru Bangi', 'George Town']),
      state: pickFrom(icRandom, ['MY-10', 'MY-14', 'MY-07', 'MY-01']),
      preferredLanguage: languageOf(o.name),
    };
  });
  await tx.insert(ownerProfiles).values(profiles).onConflictDoNothing();
  const portalHash = await hashPassword(DEMO_PASSWORD);
  await tx
    .update(accounts)
    .set({ passwordHash: portalHash, mustChangePassword: false })
    .where(and(inArray(accounts.email, DEMO_PORTAL_OWNERS), eq(accounts.kind, 'owner'), isNull(accounts.passwordHash)));
  return chosen.map((o) => o.id);
}

/**
 * Adds the demo portfolio in one transaction with batched inserts; what is there already (matched by its natural
 * key: registration number, package name, property name, room type name, unit number) is left as it is, so a second
 * run adds nothing and `--units N` adds only the units beyond those already made.
 */
export async function seedDemoPortfolio(db: Db, unitCount = DEMO_UNITS): Promise<PortfolioReport> {
  return db.transaction(async (tx) => {
    const audits: AuditRow[] = [];
    const companyIds = await seedCompanies(tx, audits);
    const packageIds = await seedPackages(tx, audits);
    const props = await seedProperties(tx, companyIds, audits);
    const ownerIds = await seedOwners(tx, audits);
    const random = seededRandom(2026_12);

    const planned = Array.from({ length: unitCount }, (_, i) => {
      const property = props[i % props.length];
      const j = Math.floor(i / props.length);
      const status = i % 20 === 5 ? ('inactive' as const) : i % 14 === 9 ? ('maintenance' as const) : ('active' as const);
      const ownerId = i % 15 === 7 || !ownerIds.length ? null : ownerIds[i % ownerIds.length];
      const packageIndex = i % 20 === 11 ? -1 : [0, 0, 0, 0, 0, 1, 1, 2, 2, 3][i % 10];
      const ownedFrom = new Date(Date.UTC(2019, 0, 1) + between(random, 0, 6 * 365) * 86_400_000);
      return { i, property, unitNumber: unitNumber(j), roomTypeId: property.roomTypeIds[(j * 7) % property.roomTypeIds.length], status, ownerId, packageIndex, ownedFrom };
    });
    const inserted: { id: string; propertyId: string; unitNumber: string }[] = [];
    await inChunks(planned, async (chunk) => {
      inserted.push(
        ...(await tx
          .insert(units)
          .values(chunk.map((u) => ({
            propertyId: u.property.id, roomTypeId: u.roomTypeId, unitNumber: u.unitNumber, status: u.status, ownerId: u.ownerId,
            servicePackageId: u.packageIndex >= 0 ? packageIds[u.packageIndex] : null,
          })))
          .onConflictDoNothing()
          .returning({ id: units.id, propertyId: units.propertyId, unitNumber: units.unitNumber })),
      );
    });
    const byKey = new Map(planned.map((u) => [`${u.property.id}|${u.unitNumber}`, u]));
    const ownerships: (typeof unitOwnerships.$inferInsert)[] = [];
    const assignments: (typeof unitPackages.$inferInsert)[] = [];
    for (const row of inserted) {
      const u = byKey.get(`${row.propertyId}|${row.unitNumber}`)!;
      audits.push(audit('unit.create', 'listings.unit', row.id, { unitNumber: row.unitNumber, status: u.status }));
      if (u.ownerId) {
        const from = isoDay(u.ownedFrom);
        // One unit in ten changed hands: its first owner sold it to the current one.
        if (u.i % 10 === 3 && ownerIds.length > 1) {
          const earlier = isoDay(new Date(u.ownedFrom.getTime() - between(random, 400, 1500) * 86_400_000));
          ownerships.push({ unitId: row.id, ownerId: ownerIds[(u.i + 37) % ownerIds.length], fromDate: earlier, toDate: from });
        }
        ownerships.push({ unitId: row.id, ownerId: u.ownerId, fromDate: from });
      }
      if (u.packageIndex >= 0) {
        const first = DEMO_PACKAGES[u.packageIndex].versions[0].effectiveMonth;
        const owned = monthOfDay(u.ownedFrom);
        const fromMonth = owned > first ? owned : first;
        // A few moved up from Essential at the start of 2025.
        if (u.i % 25 === 4 && u.packageIndex !== 2 && fromMonth < '2025-01') {
          assignments.push({ unitId: row.id, packageId: packageIds[2], fromMonth, toMonth: '2025-01' });
          assignments.push({ unitId: row.id, packageId: packageIds[u.packageIndex], fromMonth: '2025-01' });
        } else {
          assignments.push({ unitId: row.id, packageId: packageIds[u.packageIndex], fromMonth });
        }
      }
    }
    await inChunks(ownerships, (chunk) => tx.insert(unitOwnerships).values(chunk));
    await inChunks(assignments, (chunk) => tx.insert(unitPackages).values(chunk));
    await inChunks(audits, (chunk) => tx.insert(auditLog).values(chunk));
    const count = (table: typeof units | typeof roomTypes | typeof properties) => tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
    // One after another: a transaction is one connection, which runs one query at a time.
    const [u] = await count(units);
    const [rt] = await count(roomTypes);
    const [p] = await count(properties);
    return { companies: companyIds.length, packages: packageIds.length, properties: p.n, roomTypes: rt.n, units: u.n, owners: ownerIds.length };
  });
}

