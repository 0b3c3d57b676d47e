import { routesOf, type CallRouteFields } from '../call';
import type { globalSettings as contract } from '../global-settings';
import { P } from '../../permissions';

const tag = 'global-settings';

/**
 * The company-wide values an admin with the Global codes may change (DESIGN.md §6), in the order the screen shows
 * them. The iCal switch for private addresses is left out on purpose: it exists for tests, never for a screen.
 */
export const GLOBAL_SETTING_KEYS = [
  'tourismTaxPerRoomNightSen',
  'dormantAfterDays',
  'freeStayDefaultDailyQuota',
  'freeStayMaxNights',
  'freeStayLeadDays',
  'creditMaxRequestSen',
  'icalPollIntervalMinutes',
  'icalFetchTimeoutMs',
  'icalMaxBytes',
  'sessionLifetimeDays',
  'riderShiftStart',
  'riderShiftEnd',
  'riderRestDays',
] as const;
export type EditableGlobalSettingKey = (typeof GLOBAL_SETTING_KEYS)[number];

/** How the screen shows and takes each value: sen as ringgit, times as HH:MM, weekdays as a set. */
export const GLOBAL_SETTING_UNITS: Record<EditableGlobalSettingKey, 'sen' | 'days' | 'count' | 'minutes' | 'ms' | 'bytes' | 'time' | 'weekdays'> = {
  tourismTaxPerRoomNightSen: 'sen',
  dormantAfterDays: 'days',
  freeStayDefaultDailyQuota: 'count',
  freeStayMaxNights: 'count',
  freeStayLeadDays: 'days',
  creditMaxRequestSen: 'sen',
  icalPollIntervalMinutes: 'minutes',
  icalFetchTimeoutMs: 'ms',
  icalMaxBytes: 'bytes',
  sessionLifetimeDays: 'days',
  riderShiftStart: 'time',
  riderShiftEnd: 'time',
  riderRestDays: 'weekdays',
};

/** SST rates in basis points: 8% is 800. */
export const SST_RATE_MAX_BP = 5_000;

/** Each call of ../global-settings.ts without its schemas: the contract spreads these into its descriptors. */
export const GLOBAL_SETTINGS_ROUTES = {
  get: { method: 'GET', path: '/api/global-settings', permission: P.global.view, tag },
  update: { method: 'PATCH', path: '/api/global-settings', permission: P.global.edit, tag, conflict: true },
  sstRates: { method: 'GET', path: '/api/global-settings/sst-rates', permission: P.global.view, tag },
  addSstRate: { method: 'POST', path: '/api/global-settings/sst-rates', permission: P.global.create, tag, status: 201, conflict: true },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const globalSettings = routesOf<typeof contract>()(GLOBAL_SETTINGS_ROUTES);
