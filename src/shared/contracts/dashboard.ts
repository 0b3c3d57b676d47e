import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { activeAnnouncement } from './announcements';
import { APPROVAL_KINDS } from './approvals';
import { defineCall } from './call';
import { STATEMENT_STATUSES } from './plain/owner-statements';
import { RESERVATION_KINDS, RESERVATION_STATUSES } from './reservations';
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

/** One of the next arrivals on the owner's units: the guest by first name only (their contacts are not the owner's). */
export const ownerNextStay = z.object({
  id: z.string(),
  unitId: z.string(),
  unitNumber: z.string(),
  propertyName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  kind: z.enum(RESERVATION_KINDS),
  status: z.enum(RESERVATION_STATUSES),
  guestFirstName: z.string().nullable(),
});
export type OwnerNextStay = z.infer<typeof ownerNextStay>;

/**
 * The owner portal's first screen (issue 29): every figure is of the signed-in owner's own units, by their ownership
 * periods (DESIGN.md §6 Owners), never another owner's.
 */
export const ownerDashboardFigures = z.object({
  asOf: z.string(),
  today: z.string(),
  /** Units the owner holds today. */
  unitCount: count,
  /** Nights filled by the owner's stays against the nights their periods hold, this month and last. */
  occupancy: z.object({ thisMonth: monthOccupancy, lastMonth: monthOccupancy }),
  /** The next few arrivals from today, soonest first. */
  nextStays: z.array(ownerNextStay),
  /** The newest month's statement sent to them, or null before their first. */
  latestStatement: z
    .object({ id: z.string(), month: z.string(), revision: z.number().int(), status: z.enum(STATEMENT_STATUSES), payoutSen: z.number().int() })
    .nullable(),
  /** Their credit balance in sen. */
  credit: z.object({ balanceSen: z.number().int() }),
});
export type OwnerDashboardFigures = z.infer<typeof ownerDashboardFigures>;

export const dashboard = {
  read: defineCall({ ...DASHBOARD_ROUTES.read, query: dashboardQuery, response: dashboardFigures }),
  owner: defineCall({ ...DASHBOARD_ROUTES.owner, response: ownerDashboardFigures }),
};
