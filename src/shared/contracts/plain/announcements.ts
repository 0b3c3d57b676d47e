import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { announcements as contract } from '../announcements';

/** draft → published → archived (DESIGN.md §6 Announcements). */
export const ANNOUNCEMENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
/**
 * Who reads it: the administrators (dashboard), the owners (portal), or everyone who signs in (both). DESIGN.md §6
 * also names users, riders and agents; none of them signs in to this server, so the three are the choices.
 */
export const ANNOUNCEMENT_AUDIENCES = ['admins', 'owners', 'everyone'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
/** The languages an announcement is written in; English is required, the others fall back to it. */
export const ANNOUNCEMENT_LANGUAGES = ['en-US', 'zh-CN', 'ms-MY'] as const;
export type AnnouncementLanguage = (typeof ANNOUNCEMENT_LANGUAGES)[number];

const tag = 'announcements';

/** Each call of ../announcements.ts without its schemas: the contract spreads these into its descriptors. */
export const ANNOUNCEMENTS_ROUTES = {
  list: { method: 'GET', path: '/api/announcements/aggregation', permission: P.announcement.view, tag },
  /** What the signed-in account may read now (admins and portal owners alike), in its language. */
  active: { method: 'GET', path: '/api/announcements/active', permission: 'signed-in', owners: true, tag },
  get: { method: 'GET', path: '/api/announcements/:id', permission: P.announcement.view, tag },
  create: { method: 'POST', path: '/api/announcements', status: 201, permission: P.announcement.create, tag },
  update: { method: 'PATCH', path: '/api/announcements/:id', conflict: true, permission: P.announcement.edit, tag },
  publish: { method: 'POST', path: '/api/announcements/:id/publish', conflict: true, permission: P.announcement.edit, tag },
  archive: { method: 'POST', path: '/api/announcements/:id/archive', conflict: true, permission: P.announcement.edit, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const announcements = routesOf<typeof contract>()(ANNOUNCEMENTS_ROUTES);
