import { z } from 'zod';
import { defineCall } from './call';
import { expectedVersion, idParam } from './common';
import { listQuerySchema } from '../list-params';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LANGUAGES,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENTS_ROUTES,
  type AnnouncementLanguage,
} from './plain/announcements';

export const ANNOUNCEMENT_TITLE_MAX = 160;
export const ANNOUNCEMENT_BODY_MAX = 4000;

/** The three languages' fields, as the record, the form and the table name them. */
export const TITLE_FIELDS = { 'en-US': 'titleEn', 'zh-CN': 'titleZh', 'ms-MY': 'titleMs' } as const satisfies Record<AnnouncementLanguage, string>;
export const BODY_FIELDS = { 'en-US': 'bodyEn', 'zh-CN': 'bodyZh', 'ms-MY': 'bodyMs' } as const satisfies Record<AnnouncementLanguage, string>;

const WINDOW_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:T([01]\d|2[0-3]):([0-5]\d))?$/;
const KL_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A publish window's edge, as the admin wrote it in Kuala Lumpur time (UTC+8, no daylight saving): `YYYY-MM-DD` or
 * `YYYY-MM-DDTHH:MM`. A start on a day opens at its midnight; an end on a day closes at the end of that day (the next
 * midnight); an end at a time closes at that minute. Null for a value that is not a real day or time.
 */
export function windowInstant(local: string, edge: 'from' | 'until'): Date | null {
  const m = WINDOW_PATTERN.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), h === undefined ? 0 : Number(h), mi === undefined ? 0 : Number(mi));
  const check = new Date(utc);
  if (check.getUTCDate() !== Number(d) || check.getUTCMonth() !== Number(mo) - 1) return null;
  const dayEnd = edge === 'until' && h === undefined ? 24 * 60 * 60 * 1000 : 0;
  return new Date(utc - KL_OFFSET_MS + dayEnd);
}

const windowEdge = (edge: 'from' | 'until') =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || windowInstant(v, edge) !== null, { message: 'Use YYYY-MM-DD or YYYY-MM-DDTHH:MM (Kuala Lumpur time)' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** The window's end is after its start: false only when both are given and the end is not later. */
export function windowInOrder(from: string | null | undefined, until: string | null | undefined): boolean {
  if (!from || !until) return true;
  const start = windowInstant(from, 'from');
  const end = windowInstant(until, 'until');
  return !start || !end || end.getTime() > start.getTime();
}

const optionalTranslation = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const announcement = z.object({
  id: z.string(),
  titleEn: z.string(),
  titleZh: z.string().nullable(),
  titleMs: z.string().nullable(),
  bodyEn: z.string(),
  bodyZh: z.string().nullable(),
  bodyMs: z.string().nullable(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  /** As written, Kuala Lumpur time: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`; null: from publication / with no end. */
  publishFrom: z.string().nullable(),
  publishUntil: z.string().nullable(),
  pinned: z.boolean(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  publishedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementList = z.object({ totalCount: z.number(), announcements: z.array(announcement) });
export type AnnouncementList = z.infer<typeof announcementList>;

/** What `filter` may hold on the announcements list. */
export const announcementFilter = {
  search: z.string().trim().max(100),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
};
export const ANNOUNCEMENT_SORTS = ['createdAt', 'titleEn'] as const;

const fields = {
  titleEn: z.string().trim().min(1, { message: 'Please enter the English title' }).max(ANNOUNCEMENT_TITLE_MAX),
  titleZh: optionalTranslation(ANNOUNCEMENT_TITLE_MAX),
  titleMs: optionalTranslation(ANNOUNCEMENT_TITLE_MAX),
  bodyEn: z.string().trim().min(1, { message: 'Please enter the English text' }).max(ANNOUNCEMENT_BODY_MAX),
  bodyZh: optionalTranslation(ANNOUNCEMENT_BODY_MAX),
  bodyMs: optionalTranslation(ANNOUNCEMENT_BODY_MAX),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  publishFrom: windowEdge('from'),
  publishUntil: windowEdge('until'),
  pinned: z.boolean().optional(),
};

const WINDOW_ORDER = { message: 'The end of the window must be after its start', path: ['publishUntil'] };

export const newAnnouncementFields = z.object(fields).strict();
export const newAnnouncement = newAnnouncementFields.refine((b) => windowInOrder(b.publishFrom, b.publishUntil), WINDOW_ORDER);
export type NewAnnouncement = z.input<typeof newAnnouncement>;

/** Any of the fields, with the version the admin saw: a newer one is a 409. A draft or a published one; never an archived one. */
export const announcementPatch = z
  .object({ ...fields, version: expectedVersion })
  .partial()
  .strict()
  .refine((b) => windowInOrder(b.publishFrom, b.publishUntil), WINDOW_ORDER);
export type AnnouncementPatch = z.input<typeof announcementPatch>;

/** Publish and archive: the version the admin saw (required), so a decision on a record that moved on is a 409. */
export const announcementDecision = z.object({ expected: z.number().int().min(1) }).strict();
export type AnnouncementDecision = z.input<typeof announcementDecision>;

/** The reader's language; English when left out. */
export const activeQuery = z.object({ language: z.enum(ANNOUNCEMENT_LANGUAGES).optional() }).strict();

/** One announcement as its reader sees it: in their language, or in English (`fallback`) when it was not written in it. */
export const activeAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  language: z.enum(ANNOUNCEMENT_LANGUAGES),
  fallback: z.boolean(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  pinned: z.boolean(),
  publishedAt: z.string(),
  publishUntil: z.string().nullable(),
});
export type ActiveAnnouncement = z.infer<typeof activeAnnouncement>;
export const activeAnnouncements = z.object({ announcements: z.array(activeAnnouncement) });
export type ActiveAnnouncements = z.infer<typeof activeAnnouncements>;

export const announcements = {
  list: defineCall({ ...ANNOUNCEMENTS_ROUTES.list, query: listQuerySchema, response: announcementList }),
  active: defineCall({ ...ANNOUNCEMENTS_ROUTES.active, query: activeQuery, response: activeAnnouncements }),
  get: defineCall({ ...ANNOUNCEMENTS_ROUTES.get, params: idParam, response: announcement }),
  create: defineCall({ ...ANNOUNCEMENTS_ROUTES.create, body: newAnnouncement, response: announcement }),
  update: defineCall({ ...ANNOUNCEMENTS_ROUTES.update, params: idParam, body: announcementPatch, response: announcement }),
  publish: defineCall({ ...ANNOUNCEMENTS_ROUTES.publish, params: idParam, body: announcementDecision, response: announcement }),
  archive: defineCall({ ...ANNOUNCEMENTS_ROUTES.archive, params: idParam, body: announcementDecision, response: announcement }),
};
