import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { holidays as contract } from '../holidays';

const tag = 'holidays';

/** Each call of ../holidays.ts without its schemas: the contract spreads these into its descriptors. */
export const HOLIDAYS_ROUTES = {
  list: { method: 'GET', path: '/api/holidays/aggregation', permission: P.holiday.view, tag },
  get: { method: 'GET', path: '/api/holidays/:id', permission: P.holiday.view, tag },
  create: { method: 'POST', path: '/api/holidays', status: 201, permission: P.holiday.create, tag },
  update: { method: 'PATCH', path: '/api/holidays/:id', conflict: true, permission: P.holiday.edit, tag },
  remove: { method: 'DELETE', path: '/api/holidays/:id', conflict: true, permission: P.holiday.approve, tag },
  prefill: { method: 'POST', path: '/api/holidays/prefill', permission: P.holiday.create, tag },
  confirm: { method: 'POST', path: '/api/holidays/confirm', permission: P.holiday.edit, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const holidays = routesOf<typeof contract>()(HOLIDAYS_ROUTES);

/** Limits the app reads before the contract loads. */
export const HOLIDAY_NAME_MAX = 160;
/**
 * The years a holiday list or a pre-fill may name: the library's Islamic and festival dates far ahead are guesses an
 * admin would only have to correct, and each year pre-filled costs the library about half a second to compute.
 */
export const HOLIDAY_YEAR_MIN = 2020;
export const HOLIDAY_YEAR_MAX = 2040;
/** The scope of a holiday kept for every state. */
export const FEDERAL = 'federal';
export const HOLIDAY_STATUSES = ['tentative', 'confirmed'] as const;
export type HolidayStatus = (typeof HOLIDAY_STATUSES)[number];
export const HOLIDAY_SOURCES = ['prefill', 'admin'] as const;
export type HolidaySource = (typeof HOLIDAY_SOURCES)[number];
