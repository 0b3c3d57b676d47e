import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { activeAnnouncement } from './announcements';
import { APPROVAL_KINDS } from './approvals';
import { defineCall } from './call';
import { DASHBOARD_ROUTES } from './plain/dashboard';

export const dashboardQuery = z.object({ language: z.enum(LANGUAGES).optional() }).strict();

const count = z.number().int().min(0);

/** Nights of a whole month filled (sold, free and owner stays, as revenue counts them) against the nights its units have. */
const monthOccupancy = z.object({ month: z.string(), occupiedNights: count, availableNights: count });

/**
 * What the dashboard shows (DESIGN.md §11): each part is there only when the administrator holds the code that views
 * its area — the server leaves the others out, so a missing part means "not yours", never "nothing".
 */
export const dashboardFigures = z.object({
  /** When these figures were read, and the Kuala Lumpur date they are of. */
  asOf: z.string(),
  today: z.string(),
  /** Decisions waiting by kind, of the kinds this administrator decides. */
  approvals: z.object({ totalCount: count, byKind: z.partialRecord(z.enum(APPROVAL_KINDS), count) }).optional(),
  /** Today's arrivals, departures and stays in house (reservation view). */
  stays: z.object({ arrivals: count, departures: count, inHouse: count }).optional(),
  /** Occupancy of this month on the books against last month's (reservation view). */
  occupancy: z.object({ thisMonth: monthOccupancy, lastMonth: monthOccupancy }).optional(),
  /**
   * Room revenue of this month up to today against the same days of last month (revenue view), with each day's sen
   * for the chart: `days[i]` is day i + 1 of both months (last month's is 0 past its end).
   */
  revenue: z
    .object({
      monthToDateSen: z.number().int(),
      sameDaysLastMonthSen: z.number().int(),
      days: z.array(z.object({ thisMonthSen: z.number().int(), lastMonthSen: z.number().int() })),
    })
    .optional(),
  /** The announcements administrators may read now, in the language asked for. */
  announcements: z.array(activeAnnouncement).optional(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

export const dashboard = {
  read: defineCall({ ...DASHBOARD_ROUTES.read, query: dashboardQuery, response: dashboardFigures }),
};
