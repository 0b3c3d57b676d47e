import { z } from 'zod';
import { defineCall } from './call';
import { expectedVersion, idParam } from './common';
import { P } from '../permissions';
import { RESERVATION_CHANNELS, stayRef } from './reservations';

/**
 * Channel calendars (DESIGN.md §6 Integration): per unit, iCal feeds imported from the channels (Airbnb, Booking.com…)
 * and one secret export feed of the unit's blocking stays. Reading is Listing view (8), changing is Listing edit (10).
 */
export const FEED_URL_MAX_LENGTH = 2000;
export const RUN_OUTCOMES = ['ok', 'failed'] as const;
export const IMPORTED_EVENT_STATES = ['linked', 'conflict', 'dismissed', 'gone'] as const;

const uuidField = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });

/** Only http(s): where it points is checked when it is fetched (a name can resolve elsewhere later). */
export const feedUrlField = z
  .string()
  .trim()
  .min(1, { message: 'Please enter the calendar URL' })
  .max(FEED_URL_MAX_LENGTH, { message: `A URL is at most ${FEED_URL_MAX_LENGTH} characters` })
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, { message: 'The calendar URL starts with https:// (or http://)' });

export const feedRun = z.object({
  id: z.string(),
  feedId: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(RUN_OUTCOMES).nullable(),
  created: z.number(),
  updated: z.number(),
  cancelled: z.number(),
  conflicts: z.number(),
  /** Why the run failed, in words a person can act on. */
  error: z.string().nullable(),
});
export type FeedRun = z.infer<typeof feedRun>;

export const importFeed = z.object({
  id: z.string(),
  unitId: z.string(),
  unitNumber: z.string(),
  propertyId: z.string(),
  channel: z.enum(RESERVATION_CHANNELS),
  url: z.string(),
  active: z.boolean(),
  lastRun: feedRun.nullable(),
  version: z.number(),
  createdAt: z.string(),
});
export type ImportFeed = z.infer<typeof importFeed>;

export const feedList = z.object({ feeds: z.array(importFeed) });
export type FeedList = z.infer<typeof feedList>;
export const runList = z.object({ runs: z.array(feedRun) });
export type RunList = z.infer<typeof runList>;

/** Either a unit's or a property's feeds / conflicts. */
export const scopeQuery = z
  .object({ unitId: uuidField('unitId').optional(), propertyId: uuidField('propertyId').optional() })
  .strict()
  .refine((v) => Boolean(v.unitId) !== Boolean(v.propertyId), { message: 'Give unitId or propertyId, one of them', path: ['unitId'] });

export const newFeed = z.object({ unitId: uuidField('unitId'), channel: z.enum(RESERVATION_CHANNELS), url: feedUrlField }).strict();
export type NewFeed = z.input<typeof newFeed>;
export const feedPatch = z
  .object({ channel: z.enum(RESERVATION_CHANNELS), url: feedUrlField, active: z.boolean(), version: expectedVersion })
  .partial()
  .strict();
export type FeedPatch = z.input<typeof feedPatch>;

/** An imported event that could not become a stay because another stay holds its nights: a person decides. */
export const importConflict = z.object({
  id: z.string(),
  feedId: z.string(),
  channel: z.enum(RESERVATION_CHANNELS),
  unitId: z.string(),
  unitNumber: z.string(),
  uid: z.string(),
  summary: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  state: z.enum(IMPORTED_EVENT_STATES),
  /** The stay in the way when it was last seen. */
  stay: stayRef.nullable(),
  seenAt: z.string(),
});
export type ImportConflict = z.infer<typeof importConflict>;
export const conflictList = z.object({ conflicts: z.array(importConflict) });
export type ConflictList = z.infer<typeof conflictList>;

export const exportFeed = z.object({
  unitId: z.string(),
  /** `/api/ical/<secret>.ics`: whoever holds it reads the unit's busy nights, nothing else. */
  path: z.string(),
  rotatedAt: z.string(),
});
export type ExportFeed = z.infer<typeof exportFeed>;

export const secretParam = z.object({ secret: z.string().max(200) });

const tag = 'integration';
const L = P.listing;
export const integration = {
  feeds: defineCall({ method: 'GET', path: '/api/integration/feeds', query: scopeQuery, response: feedList, permission: L.view, tag }),
  createFeed: defineCall({ method: 'POST', path: '/api/integration/feeds', body: newFeed, response: importFeed, status: 201, permission: L.edit, tag }),
  updateFeed: defineCall({
    method: 'PATCH', path: '/api/integration/feeds/:id', params: idParam, body: feedPatch, response: importFeed, conflict: true, permission: L.edit, tag,
  }),
  /** Deactivates: the feed is no longer fetched, its runs and the stays it made stay. */
  deleteFeed: defineCall({ method: 'DELETE', path: '/api/integration/feeds/:id', params: idParam, response: importFeed, permission: L.edit, tag }),
  /** Fetches the feed now; a failing feed answers 200 with the run's `error` (the failure is the feed's, not the call's). */
  syncFeed: defineCall({ method: 'POST', path: '/api/integration/feeds/:id/sync', params: idParam, response: feedRun, permission: L.edit, tag }),
  runs: defineCall({ method: 'GET', path: '/api/integration/feeds/:id/runs', params: idParam, response: runList, permission: L.view, tag }),
  /** Open conflicts (not dismissed, still in the feed). */
  conflicts: defineCall({ method: 'GET', path: '/api/integration/conflicts', query: scopeQuery, response: conflictList, permission: L.view, tag }),
  dismissConflict: defineCall({ method: 'POST', path: '/api/integration/conflicts/:id/dismiss', params: idParam, response: importConflict, permission: L.edit, tag }),
  exportFeed: defineCall({ method: 'GET', path: '/api/integration/units/:id/export', params: idParam, response: exportFeed, permission: L.view, tag }),
  rotateExport: defineCall({ method: 'POST', path: '/api/integration/units/:id/export/rotate', params: idParam, response: exportFeed, permission: L.edit, tag }),
  /** The export itself: no sign-in, the secret is the capability; an unknown or rotated secret is 404. */
  calendar: defineCall({ method: 'GET', path: '/api/ical/:secret.ics', params: secretParam, permission: 'public', tag }),
};
