import { z } from 'zod';
import { defineCall } from './call';
import { businessDateField, idParam, remarkField } from './common';
import { listQuerySchema } from '../list-params';
import { MALAYSIAN_STATE_CODES } from '../reference/states';
import { FREE_STAY_MAX_DAILY_QUOTA } from './plain/free-stay';
import { FEDERAL, HOLIDAY_NAME_MAX, HOLIDAY_SOURCES, HOLIDAY_STATUSES, HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN, HOLIDAYS_ROUTES } from './plain/holidays';

export { FEDERAL, HOLIDAY_NAME_MAX, HOLIDAY_SOURCES, HOLIDAY_STATUSES, HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from './plain/holidays';
export type { HolidaySource, HolidayStatus } from './plain/holidays';

/**
 * Malaysian public holidays (DESIGN.md §6 Holidays): one a date and a scope — every state (`state: null`, federal)
 * or one state (ISO 3166-2, `MY-10`). Pre-filled ones start tentative until an admin confirms them.
 */

export const stateCodeField = z.enum(MALAYSIAN_STATE_CODES);
export const holidayYearField = z.number().int().min(HOLIDAY_YEAR_MIN).max(HOLIDAY_YEAR_MAX);

export const holiday = z.object({
  id: z.string(),
  /** `YYYY-MM-DD`, a business date. */
  date: z.string(),
  /** English; the one every language falls back to. */
  name: z.string(),
  nameZh: z.string().nullable(),
  nameMs: z.string().nullable(),
  /** Null: a federal holiday, kept in every state. */
  state: stateCodeField.nullable(),
  status: z.enum(HOLIDAY_STATUSES),
  source: z.enum(HOLIDAY_SOURCES),
  /**
   * The date's free-stay quota for properties in the states it applies to (0: no free stay that day), honoured once the
   * holiday is confirmed; null: the daily quota as it is.
   */
  freeStayQuota: z.number().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Holiday = z.infer<typeof holiday>;

/** A holiday as the reservation and free-stay quota calendars mark it. */
export const calendarHoliday = holiday.pick({ date: true, name: true, nameZh: true, nameMs: true, state: true, status: true, freeStayQuota: true });
export type CalendarHoliday = z.infer<typeof calendarHoliday>;

export const holidayList = z.object({ totalCount: z.number(), holidays: z.array(holiday) });
export type HolidayList = z.infer<typeof holidayList>;

/**
 * What `filter` may hold on the holidays list. `state` gives what applies to a property in that state: the federal
 * holidays and the state's own (what the reservation and quota calendars read); `scope` gives exactly one scope.
 */
export const holidayFilter = {
  year: holidayYearField,
  state: stateCodeField,
  scope: z.union([z.literal(FEDERAL), stateCodeField]),
  status: z.enum(HOLIDAY_STATUSES),
  from: businessDateField,
  to: businessDateField,
  search: z.string().trim().max(100),
};
export const HOLIDAY_SORTS = ['date', 'name', 'createdAt'] as const;

const nameField = z.string().trim().min(1, { message: 'Please enter the name' }).max(HOLIDAY_NAME_MAX);
const otherName = z
  .string()
  .trim()
  .max(HOLIDAY_NAME_MAX)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();
/** Why an admin added, changed or removed a holiday: kept in its history. */
const reasonField = remarkField.min(1, { message: 'Please give a reason' });

const fields = {
  date: businessDateField,
  name: nameField,
  nameZh: otherName,
  nameMs: otherName,
  state: stateCodeField.nullable(),
  freeStayQuota: z
    .number()
    .int({ message: 'A quota is a whole number of room-nights' })
    .min(0, { message: 'A quota cannot be negative' })
    .max(FREE_STAY_MAX_DAILY_QUOTA, { message: `A quota is at most ${FREE_STAY_MAX_DAILY_QUOTA}` })
    .nullable()
    .optional(),
};

/** An admin's holiday: confirmed at once. */
export const newHoliday = z.object({ ...fields, reason: reasonField.optional() }).strict();
export type NewHoliday = z.input<typeof newHoliday>;

/** Any of the fields, or `status: confirmed`, on the version the admin saw (an older one is a 409), with why. */
export const holidayPatch = z
  .object({
    ...fields,
    status: z.literal('confirmed'),
    reason: reasonField,
  })
  .partial()
  .extend({ version: z.number().int().min(1) })
  .strict();
export type HolidayPatch = z.input<typeof holidayPatch>;

/** A removal names the version the admin saw and why. */
export const holidayRemoval = z.object({ version: z.number().int().min(1), reason: reasonField }).strict();
export type HolidayRemoval = z.input<typeof holidayRemoval>;

export const prefillBody = z.object({ year: holidayYearField }).strict();
export const prefillResult = z.object({ year: z.number(), added: z.number(), alreadyThere: z.number() });
export type PrefillResult = z.infer<typeof prefillResult>;

/** Confirms the year's tentative holidays; with `state`, those that apply to it (federal and the state's own). */
export const confirmBody = z.object({ year: holidayYearField, state: stateCodeField.optional() }).strict();
export const confirmResult = z.object({ year: z.number(), state: stateCodeField.nullable(), confirmed: z.number() });
export type ConfirmResult = z.infer<typeof confirmResult>;

export const holidays = {
  list: defineCall({ ...HOLIDAYS_ROUTES.list, query: listQuerySchema, response: holidayList }),
  get: defineCall({ ...HOLIDAYS_ROUTES.get, params: idParam, response: holiday }),
  create: defineCall({ ...HOLIDAYS_ROUTES.create, body: newHoliday, response: holiday }),
  update: defineCall({ ...HOLIDAYS_ROUTES.update, params: idParam, body: holidayPatch, response: holiday }),
  remove: defineCall({ ...HOLIDAYS_ROUTES.remove, params: idParam, body: holidayRemoval, response: holiday }),
  prefill: defineCall({ ...HOLIDAYS_ROUTES.prefill, body: prefillBody, response: prefillResult }),
  confirm: defineCall({ ...HOLIDAYS_ROUTES.confirm, body: confirmBody, response: confirmResult }),
};
