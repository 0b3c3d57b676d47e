import { routesOf, type CallRouteFields } from '../call';
import type { analytics as contract } from '../analytics';
import { P } from '../../permissions';

const tag = 'analytics';

/** The web vitals the app reports (web-vitals: largest contentful paint, interaction to next paint, layout shift). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * web-vitals' own thresholds (web.dev/articles/vitals): at or under the first is good, over the second is poor,
 * between them needs improvement. LCP and INP in milliseconds, CLS a unitless score.
 */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [number, number]> = { LCP: [2_500, 4_000], INP: [200, 500], CLS: [0.1, 0.25] };
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A batch holds at most this many events; the app sends smaller ones. */
export const ANALYTICS_MAX_EVENTS = 50;
/** The largest batch body in bytes: 50 events fit in well under half of it. A larger one is a 413. */
export const ANALYTICS_BODY_LIMIT_BYTES = 16_384;
/** Events older than this (by when they happened) are dropped: counted in the answer, never stored. */
export const ANALYTICS_MAX_AGE_MS = 86_400_000;
/** A device's clock may run this far ahead: such an event is kept as happening now; further ahead it is dropped. */
export const ANALYTICS_CLOCK_SKEW_MS = 5 * 60_000;
/** How long events are kept; the server's maintenance prunes older ones. */
export const ANALYTICS_RETENTION_DAYS = 90;
export const ANALYTICS_WINDOWS = ['7', '30'] as const;

/**
 * A screen is named by its route pattern, never by what it shows: `/admin/user-mgmt/:id`, not a user's id. Segments
 * are lower-case words with hyphens, or a `:param`; a digit anywhere is refused, so no id, phone or number slips in.
 */
export const SCREEN_PATTERN = /^\/$|^(\/(:[a-zA-Z]+|[a-z][a-z-]*))+$/;
export const SCREEN_MAX_LENGTH = 100;

/** Each call of ../analytics.ts without its schemas: the contract spreads these into its descriptors. */
export const ANALYTICS_ROUTES = {
  // Any signed-in admin or owner reports their own screens; no code.
  events: { method: 'POST', path: '/api/analytics/events', permission: 'signed-in', owners: true, tag, status: 202 },
  summary: { method: 'GET', path: '/api/analytics/summary', permission: P.global.view, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const analytics = routesOf<typeof contract>()(ANALYTICS_ROUTES);
