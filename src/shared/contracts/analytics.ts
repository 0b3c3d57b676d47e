import { z } from 'zod';
import { defineCall } from './call';
import {
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_ROUTES,
  ANALYTICS_WINDOWS,
  SCREEN_MAX_LENGTH,
  SCREEN_PATTERN,
  VITAL_NAMES,
} from './plain/analytics';

export { ANALYTICS_MAX_EVENTS, ANALYTICS_BODY_LIMIT_BYTES, VITAL_NAMES, VITAL_THRESHOLDS, rateVital } from './plain/analytics';
export type { VitalName, VitalRating } from './plain/analytics';

/**
 * First-party analytics (issue 30): the app reports its own screen views and web vitals; the server keeps them with
 * the account's id alone (no name, email or address) and shows the team what phones in the field really get.
 */

const screen = z
  .string()
  .max(SCREEN_MAX_LENGTH, { message: `A screen is at most ${SCREEN_MAX_LENGTH} characters` })
  .regex(SCREEN_PATTERN, { message: 'A screen is a route pattern (/admin/user-mgmt/:id), never an id' });
const at = z.iso.datetime({ offset: true, message: 'at is an ISO 8601 instant' });

export const analyticsView = z.object({ kind: z.literal('view'), screen, at }).strict();
export const analyticsVital = z
  .object({
    kind: z.literal('vital'),
    screen,
    name: z.enum(VITAL_NAMES),
    /** LCP and INP in milliseconds, CLS a score. */
    value: z.number().min(0).max(600_000),
    at,
  })
  .strict();
export const analyticsEvent = z.discriminatedUnion('kind', [analyticsView, analyticsVital]);
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

export const analyticsBatch = z
  .object({ events: z.array(analyticsEvent).min(1, { message: 'A batch holds at least one event' }).max(ANALYTICS_MAX_EVENTS, { message: `A batch holds at most ${ANALYTICS_MAX_EVENTS} events` }) })
  .strict();
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;

/** What was kept, and what was dropped: too old, too far in the future, or the account opted out. */
export const analyticsAccepted = z.object({ accepted: z.number(), dropped: z.number() });
export type AnalyticsAccepted = z.infer<typeof analyticsAccepted>;

export const analyticsSummaryQuery = z.object({ days: z.enum(ANALYTICS_WINDOWS).default('7') }).strict();
export type AnalyticsSummaryQuery = z.input<typeof analyticsSummaryQuery>;

/** One vital of a screen over the window: its 75th percentile and how many samples it rests on. */
const vitalFigure = z.object({ p75: z.number(), samples: z.number() }).nullable();

export const analyticsScreen = z.object({
  screen: z.string(),
  views: z.number(),
  lcp: vitalFigure,
  inp: vitalFigure,
  cls: vitalFigure,
});
export type AnalyticsScreen = z.infer<typeof analyticsScreen>;

export const analyticsSummary = z.object({
  days: z.number(),
  /** The window's start, an instant. */
  since: z.string(),
  /** Every screen seen in the window, the most viewed first. */
  screens: z.array(analyticsScreen),
  /** Screen views per business day (Asia/Kuala_Lumpur), oldest first; days without any are left out. */
  viewsPerDay: z.array(z.object({ date: z.string(), views: z.number() })),
  /** The screens with the slowest p75 LCP, slowest first (at most five). */
  slowest: z.array(z.object({ screen: z.string(), p75: z.number(), samples: z.number() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;

export const analytics = {
  /** A batch of the signed-in account's own events: 202, whatever of it was kept. */
  events: defineCall({ ...ANALYTICS_ROUTES.events, body: analyticsBatch, response: analyticsAccepted }),
  summary: defineCall({ ...ANALYTICS_ROUTES.summary, query: analyticsSummaryQuery, response: analyticsSummary }),
};
