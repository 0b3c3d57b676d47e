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
  /** Riders work Monday to Saturday; Sunday (0) is a rest day. */
  riderRestDays: [0] as number[],
  /**
   * The largest single credit request, in sen (DESIGN.md §6: every request needs a checker, so this is
   * the only credit limit). A company lowers it; the default is the contract's own ceiling.
   */
  creditMaxRequestSen: CREDIT_MAX_AMOUNT_SEN,
  /** Tourism tax per room per night on foreign guests (Malaysians and permanent residents are exempt): RM 10. */
  tourismTaxPerRoomNightSen: 1_000,
};
export type GlobalSettingKey = keyof typeof GLOBAL_SETTING_DEFAULTS;

export async function getGlobalSetting<K extends GlobalSettingKey>(db: Executor, key: K): Promise<(typeof GLOBAL_SETTING_DEFAULTS)[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return (row?.value as (typeof GLOBAL_SETTING_DEFAULTS)[K] | undefined) ?? GLOBAL_SETTING_DEFAULTS[key];
}
