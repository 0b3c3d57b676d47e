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
};
export type GlobalSettingKey = keyof typeof GLOBAL_SETTING_DEFAULTS;

export async function getGlobalSetting<K extends GlobalSettingKey>(db: Executor, key: K): Promise<(typeof GLOBAL_SETTING_DEFAULTS)[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return (row?.value as (typeof GLOBAL_SETTING_DEFAULTS)[K] | undefined) ?? GLOBAL_SETTING_DEFAULTS[key];
}
