import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { accounts, ownerProfiles, properties, unitOwnerships, units } from '@server/db/schema';
import { notFound } from '@server/core/errors/http-errors';
import { searchMatches } from '@server/core/accounts/account-filters';
import { pagedList, type ListPage, type ListRequest } from '@server/core/list-query';
import { likePattern } from '@server/core/text-search';
import type { OwnerFilter } from './dto';

const isOwner = [eq(accounts.kind, 'owner'), isNull(accounts.deletedAt)];

const ownerFields = {
  id: accounts.id,
  accountNumber: accounts.accountNumber,
  name: accounts.name,
  email: accounts.email,
  phone: accounts.phone,
  country: accounts.country,
  bankName: accounts.bankName,
  bankAccountNumber: accounts.bankAccountNumber,
  active: accounts.active,
  hasPortal: sql<boolean>`(${accounts.passwordHash} IS NOT NULL)`,
  mustChangePassword: accounts.mustChangePassword,
  lastLoginAt: accounts.lastLoginAt,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
  idType: ownerProfiles.idType,
  idNumber: ownerProfiles.idNumber,
  addressLine1: ownerProfiles.addressLine1,
  addressLine2: ownerProfiles.addressLine2,
  postcode: ownerProfiles.postcode,
  city: ownerProfiles.city,
  state: ownerProfiles.state,
  preferredLanguage: ownerProfiles.preferredLanguage,
  version: ownerProfiles.version,
  unitCount: sql<number>`(select count(*) from units u where u.owner_id = ${sql.raw('"accounts"."id"')})`.mapWith(Number),
};

export interface OwnerRow {
  id: string;
  accountNumber: string;
  name: string;
  email: string | null;
  phone: string | null;
  country: string | null;
  bankName: string | null;
  bankAccountNumber: string | null;
  active: boolean;
  hasPortal: boolean;
  mustChangePassword: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  idType: 'ic' | 'passport' | null;
  idNumber: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  preferredLanguage: 'en-US' | 'zh-CN' | 'ms-MY' | null;
  version: number | null;
  unitCount: number;
}

/** Name, email, phone or account number (the accounts' trigram index), or the IC/passport number with or without dashes. */
function ownerSearch(search: string): SQL {
  const compact = search.replace(/[\s-]/g, '');
  return or(
    searchMatches(search),
    sql`lower(${ownerProfiles.idNumber}) LIKE ${likePattern(search)}`,
    compact ? sql`replace(lower(${ownerProfiles.idNumber}), '-', '') LIKE ${likePattern(compact)}` : undefined,
  ) as SQL;
}

export async function ownerPage(db: Executor, q: ListRequest<OwnerFilter>): Promise<ListPage<OwnerRow>> {
  return pagedList(
    db,
    {
      from: accounts,
      joins: [{ table: ownerProfiles, on: eq(ownerProfiles.accountId, accounts.id), kind: 'left' }] as const,
      select: ownerFields,
      where: isOwner,
      filters: {
        search: ownerSearch,
        hasPortal: (has) => (has ? sql`${accounts.passwordHash} IS NOT NULL` : isNull(accounts.passwordHash)),
        active: (active) => eq(accounts.active, active),
      },
      sorts: { name: accounts.name, accountNumber: accounts.accountNumber, createdAt: accounts.createdAt },
      tieBreaker: { column: accounts.id, order: 'asc' },
    },
    q,
  ) as Promise<ListPage<OwnerRow>>;
}

export async function loadOwner(db: Executor, id: string, lock = false): Promise<OwnerRow> {
  const query = db
    .select(ownerFields)
    .from(accounts)
    .leftJoin(ownerProfiles, eq(ownerProfiles.accountId, accounts.id))
    .where(and(eq(accounts.id, id), ...isOwner));
  const [row] = lock ? await query.for('update', { of: accounts }) : await query;
  if (!row) throw notFound('Owner');
  return row as OwnerRow;
}

export interface OwnerUnitRow {
  unitId: string;
  unitNumber: string;
  propertyName: string;
  fromDate: string;
  toDate: string | null;
}

/** Every unit the owner owns or owned: current ones first, then the most recent. */
export async function unitsOfOwner(db: Executor, ownerId: string): Promise<OwnerUnitRow[]> {
  return db
    .select({ unitId: units.id, unitNumber: units.unitNumber, propertyName: properties.name, fromDate: unitOwnerships.fromDate, toDate: unitOwnerships.toDate })
    .from(unitOwnerships)
    .innerJoin(units, eq(units.id, unitOwnerships.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(eq(unitOwnerships.ownerId, ownerId))
    .orderBy(sql`${unitOwnerships.toDate} IS NOT NULL`, desc(unitOwnerships.fromDate), asc(properties.name), asc(units.unitNumber));
}

export async function contactTaken(db: Executor, field: 'email' | 'phone', value: string, exceptId: string | null): Promise<boolean> {
  const column = field === 'email' ? accounts.email : accounts.phone;
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(column, value), exceptId ? ne(accounts.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export type AccountValues = Partial<typeof accounts.$inferInsert>;
export type ProfileValues = Partial<Omit<typeof ownerProfiles.$inferInsert, 'accountId'>>;

export async function insertOwnerAccount(db: Executor, values: typeof accounts.$inferInsert): Promise<string> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row.id;
}

export async function updateOwnerAccount(db: Executor, id: string, values: AccountValues): Promise<void> {
  await db.update(accounts).set({ ...values, updatedAt: new Date() }).where(eq(accounts.id, id));
}

/** Writes the owner's profile (made on first write for an owner created elsewhere) and bumps its version. */
export async function saveProfile(db: Executor, accountId: string, values: ProfileValues): Promise<void> {
  await db
    .insert(ownerProfiles)
    .values({ accountId, ...values })
    .onConflictDoUpdate({
      target: ownerProfiles.accountId,
      set: { ...values, version: sql`${ownerProfiles.version} + 1`, updatedAt: new Date() },
    });
}

export async function setPortalPassword(db: Executor, id: string, passwordHash: string | null): Promise<void> {
  await db
    .update(accounts)
    .set({ passwordHash, mustChangePassword: passwordHash !== null, updatedAt: new Date() })
    .where(eq(accounts.id, id));
}
