import { eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { settings } from '@server/db/schema';

/** Company-wide settings with their defaults; the Global area will edit them. */
export const SETTING_DEFAULTS = {
  dormantAfterDays: 90,
  riderShiftStart: '09:00',
  /** Riders work Monday to Saturday; Sunday (0) is a rest day. */
  riderRestDays: [0] as number[],
};
export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function getSetting<K extends SettingKey>(db: Executor, key: K): Promise<(typeof SETTING_DEFAULTS)[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return (row?.value as (typeof SETTING_DEFAULTS)[K] | undefined) ?? SETTING_DEFAULTS[key];
}
