import { z } from 'zod';
import { defineCall } from './call';
import { businessDateField } from './common';
import { CREDIT_MAX_AMOUNT_SEN } from './credit';
import { GLOBAL_SETTING_KEYS, GLOBAL_SETTINGS_ROUTES, SST_RATE_MAX_BP } from './plain/global-settings';

export { GLOBAL_SETTING_KEYS, GLOBAL_SETTING_UNITS, SST_RATE_MAX_BP } from './plain/global-settings';
export type { EditableGlobalSettingKey } from './plain/global-settings';

/**
 * Company-wide settings (DESIGN.md §6 Global settings). Each value has its own version: a change names the version it
 * was made against (`expected`), and a change made in the meantime is a 409. A change applies to what is made after
 * it (a session begun, a request asked, a stay quoted); what exists keeps what it was made with.
 */

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Times are HH:MM' });

/** What each value may be. */
export const globalSettingValues = {
  tourismTaxPerRoomNightSen: int(0, 100_000),
  dormantAfterDays: int(1, 3_650),
  freeStayDefaultDailyQuota: int(0, 10_000),
  freeStayMaxNights: int(1, 365),
  freeStayLeadDays: int(0, 365),
  creditMaxRequestSen: int(100, CREDIT_MAX_AMOUNT_SEN),
  icalPollIntervalMinutes: int(5, 1_440),
  icalFetchTimeoutMs: int(1_000, 120_000),
  icalMaxBytes: int(64 * 1024, 50 * 1024 * 1024),
  sessionLifetimeDays: int(1, 365),
  riderShiftStart: clock,
  riderShiftEnd: clock,
  riderRestDays: z
    .array(int(0, 6))
    .max(6, { message: 'Riders must work at least one day a week' })
    .refine((days) => new Set(days).size === days.length, { message: 'A day is named twice' }),
} satisfies Record<(typeof GLOBAL_SETTING_KEYS)[number], z.ZodType>;

export const globalSettingKeyField = z.enum(GLOBAL_SETTING_KEYS);

export const globalSetting = z.object({
  key: globalSettingKeyField,
  value: z.union([z.number(), z.string(), z.array(z.number())]),
  defaultValue: z.union([z.number(), z.string(), z.array(z.number())]),
  /** 0: never changed, the default. */
  version: z.number(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type GlobalSetting = z.infer<typeof globalSetting>;

export const globalSettingList = z.object({ settings: z.array(globalSetting) });
export type GlobalSettingList = z.infer<typeof globalSettingList>;

const change = <K extends (typeof GLOBAL_SETTING_KEYS)[number]>(key: K) =>
  z.object({ key: z.literal(key), expected: z.number().int().min(0), value: globalSettingValues[key] });

/** One value at a time: the version the admin saw, and its new value. */
export const globalSettingChange = z.discriminatedUnion('key', [
  change('tourismTaxPerRoomNightSen'),
  change('dormantAfterDays'),
  change('freeStayDefaultDailyQuota'),
  change('freeStayMaxNights'),
  change('freeStayLeadDays'),
  change('creditMaxRequestSen'),
  change('icalPollIntervalMinutes'),
  change('icalFetchTimeoutMs'),
  change('icalMaxBytes'),
  change('sessionLifetimeDays'),
  change('riderShiftStart'),
  change('riderShiftEnd'),
  change('riderRestDays'),
]);
export type GlobalSettingChange = z.infer<typeof globalSettingChange>;

export const sstRate = z.object({
  effectiveFrom: z.string(),
  rateBp: z.number(),
  /** The rate in force today; later ones are scheduled, earlier ones history. */
  inForce: z.boolean(),
});
export type SstRate = z.infer<typeof sstRate>;

export const sstRateList = z.object({ today: z.string(), rates: z.array(sstRate) });
export type SstRateList = z.infer<typeof sstRateList>;

/** A new rate starts on a future date: a day already begun keeps the rate quotes and stays were made with. */
export const newSstRate = z.object({
  effectiveFrom: businessDateField,
  rateBp: z.number().int().min(0).max(SST_RATE_MAX_BP),
});
export type NewSstRate = z.infer<typeof newSstRate>;

export const globalSettings = {
  get: defineCall({ ...GLOBAL_SETTINGS_ROUTES.get, response: globalSettingList }),
  update: defineCall({ ...GLOBAL_SETTINGS_ROUTES.update, body: globalSettingChange, response: globalSetting }),
  sstRates: defineCall({ ...GLOBAL_SETTINGS_ROUTES.sstRates, response: sstRateList }),
  addSstRate: defineCall({ ...GLOBAL_SETTINGS_ROUTES.addSstRate, body: newSstRate, response: sstRateList }),
};
