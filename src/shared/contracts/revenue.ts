import { z } from 'zod';
import { defineCall } from './call';
import { yearMonthField } from './common';
import { monthsBetween } from '../dates';
import { REVENUE_GROUPS, REVENUE_ROUTES } from './plain/revenue';

export { REVENUE_GROUPS, type RevenueGroup } from './plain/revenue';

/** At most two years in one answer: a range is read month by month, and last year's beside it. */
export const REVENUE_MAX_MONTHS = 24;

export const revenueQuery = z
  .object({
    from: yearMonthField,
    to: yearMonthField,
    groupBy: z.enum(REVENUE_GROUPS).default('property'),
    propertyId: z.string().uuid({ message: 'propertyId must be a UUID' }).optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => monthsBetween(q.from, q.to).length <= REVENUE_MAX_MONTHS, { message: `At most ${REVENUE_MAX_MONTHS} months at a time`, path: ['to'] });
export type RevenueQuery = z.input<typeof revenueQuery>;

/**
 * One month's figures of a group. Nights and sen are whole numbers that add up across groups and months; the rates
 * are derived from them. `availableNights` is null where a group has no rooms of its own (a channel).
 */
export const revenueFigures = z.object({
  /** Guest nights sold (blocking stays, not free or owner stays). */
  soldNights: z.number(),
  /** Free-stay and owner-stay nights: occupied, but earning nothing. */
  freeNights: z.number(),
  availableNights: z.number().nullable(),
  /** Room revenue of the nights sold, plus what cancelled and no-show stays kept. */
  roomRevenueSen: z.number(),
  /** The part of `roomRevenueSen` kept from cancelled and no-show stays (their payments, at most their room revenue). */
  retainedSen: z.number(),
  /** (sold + free) ÷ available. */
  occupancy: z.number().nullable(),
  /** Room revenue ÷ nights sold. */
  adrSen: z.number().nullable(),
  /** Room revenue ÷ available nights. */
  revparSen: z.number().nullable(),
});
export type RevenueFigures = z.infer<typeof revenueFigures>;

const monthFigures = revenueFigures.extend({ month: z.string() });

/** A group's figures over the range; its months are in the CSV only, since 300 units × 24 months would weigh on a phone. */
export const revenueRow = z.object({
  /** The property, unit, room type or owner id, the channel's code, or null for nights no owner held. */
  key: z.string().nullable(),
  label: z.string(),
  /** The property a unit or room type belongs to. */
  propertyName: z.string().nullable(),
  total: revenueFigures,
  /** The same months a year earlier. */
  lastYear: revenueFigures,
});
export type RevenueRow = z.infer<typeof revenueRow>;
/** A row with its months, as the CSV has it. */
export type RevenueRowByMonth = RevenueRow & { months: z.infer<typeof monthFigures>[] };

export const revenueReport = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REVENUE_GROUPS),
  months: z.array(z.string()),
  rows: z.array(revenueRow),
  /** Every row added up, month by month and in all; last year's months too, for the chart. */
  totals: revenueRow.omit({ key: true, label: true, propertyName: true }).extend({ months: z.array(monthFigures), lastYearMonths: z.array(monthFigures) }),
});
export type RevenueReport = z.infer<typeof revenueReport>;
export type RevenueReportByMonth = Omit<RevenueReport, 'rows'> & { rows: RevenueRowByMonth[] };

export const revenue = {
  report: defineCall({ ...REVENUE_ROUTES.report, query: revenueQuery, response: revenueReport }),
  /** The same figures as a CSV file: a line per group and month, then each group's and the range's totals. */
  exportCsv: defineCall({ ...REVENUE_ROUTES.exportCsv, query: revenueQuery }),
};
