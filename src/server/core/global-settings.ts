import { eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { settings } from '@server/db/schema';
import { CREDIT_MAX_AMOUNT_SEN } from '@shared/contracts/credit';

/**
 * Company-wide (global) settings with their defaults. Every area may read them; only the Global area
 * will edit them, so a row that is missing simply means the default.
 */
export const GLOBAL_SETTING_DEFAULTS = {
  dormantAfterDays: 90,
  riderShiftStart: '09:00',
  /** When the riders' shift ends (Kuala Lumpur time): a rider not in by then is absent for the day. */
  riderShiftEnd: '18:00',
  /** Riders work Monday to Saturday; Sunday (0) is a rest day. */
  riderRestDays: [0] as number[],
  /**
   * The largest single credit request, in sen (DESIGN.md §6: every request needs a checker, so this is
   * the only credit limit). A company lowers it; the default is the contract's own ceiling.
   */
  creditMaxRequestSen: CREDIT_MAX_AMOUNT_SEN,
  /** Tourism tax per room per night on foreign guests (Malaysians and permanent residents are exempt): RM 10. */
  tourismTaxPerRoomNightSen: 1_000,
  /** How often every active channel calendar (iCal feed) is fetched. */
  icalPollIntervalMinutes: 30,
  /**
   * Let a feed URL reach private, loopback and link-local addresses. Off: a feed URL is typed by an admin and fetched
   * by the server, so it must not be a way into the server's own network (SSRF). The API tests turn it on for their
   * local feed server.
   */
  icalAllowPrivateAddresses: false,
  /** A feed slower than this, or larger than this, fails its run (and says so). */
  icalFetchTimeoutMs: 15_000,
  icalMaxBytes: 5 * 1024 * 1024,
  /** Free room-nights the company gives away per calendar date across the portfolio, unless a date has its own quota. */
  freeStayDefaultDailyQuota: 5,
  /** The longest free stay one request may ask for. */
  freeStayMaxNights: 14,
  /** A free stay is asked for at least this many days before check-in (0: the same day). */
  freeStayLeadDays: 1,
  /** How long a sign-in lasts; a session keeps the lifetime it was given when it began. */
  sessionLifetimeDays: 30,
};
export type GlobalSettingKey = keyof typeof GLOBAL_SETTING_DEFAULTS;

export type GlobalSettingValues = typeof GLOBAL_SETTING_DEFAULTS;

/** Every stored setting: its value and version (a key with no row is version 0, the default). */
export interface StoredSetting {
  value: unknown;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
}

/**
 * How long a server keeps what it read. Settings change rarely and are read on every sign-in, quote and request; the
 * server that makes a change forgets its copy at once, another instance sees it within this time.
 */
export const GLOBAL_SETTINGS_CACHE_MS = 15_000;

/** Per database handle (a transaction reads afresh: it has its own handle, gone with it). */
const cache = new WeakMap<object, { at: number; rows: Promise<Map<string, StoredSetting>> }>();

async function readRows(db: Executor): Promise<Map<string, StoredSetting>> {
  const rows = await db.select().from(settings);
  return new Map(rows.map((r) => [r.key, { value: r.value, version: r.version, updatedAt: r.updatedAt, updatedBy: r.updatedBy }]));
}

/** The stored settings, through the cache. */
export function storedGlobalSettings(db: Executor): Promise<Map<string, StoredSetting>> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && now - hit.at < GLOBAL_SETTINGS_CACHE_MS) return hit.rows;
  const rows = readRows(db);
  cache.set(db, { at: now, rows });
  // A failed read is not kept: the next caller tries again.
  rows.catch(() => cache.delete(db));
  return rows;
}

/** After a change: this server's next read goes to the database. */
export function forgetGlobalSettings(db: Executor): void {
  cache.delete(db);
}

export async function getGlobalSetting<K extends GlobalSettingKey>(db: Executor, key: K): Promise<GlobalSettingValues[K]> {
  const row = (await storedGlobalSettings(db)).get(key);
  return (row?.value as GlobalSettingValues[K] | undefined) ?? GLOBAL_SETTING_DEFAULTS[key];
}

/**
 * The key's row locked for a change. A key never set gets its row first (the default, version 0), so two first
 * changes racing both wait on one row and the second sees the first's version.
 */
export async function lockGlobalSetting(tx: Executor, key: GlobalSettingKey): Promise<StoredSetting> {
  await tx.insert(settings).values({ key, value: GLOBAL_SETTING_DEFAULTS[key], version: 0 }).onConflictDoNothing();
  const [row] = await tx.select().from(settings).where(eq(settings.key, key)).for('update');
  return { value: row.value, version: row.version, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

/** Writes a new value as the next version (the caller has compared versions under the lock). */
export async function writeGlobalSetting(tx: Executor, key: GlobalSettingKey, value: unknown, by: string | null, nextVersion: number): Promise<void> {
  await tx.update(settings).set({ value, version: nextVersion, updatedBy: by, updatedAt: new Date() }).where(eq(settings.key, key));
}
