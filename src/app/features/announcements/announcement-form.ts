import { newAnnouncementFields, windowInOrder, type Announcement, type AnnouncementPatch, type NewAnnouncement } from '@shared/contracts/announcements';
import type { AnnouncementAudience } from '@shared/contracts/plain/announcements';
import { defineForm, type FormState } from '@app/kit/form/define-form';
import { orNull } from '@app/kit/form/fields';
import type { FieldErrors } from '@app/kit/form/use-form';

/** The form as typed: each language's title and text, the window as a day and an optional time at each end. */
export interface AnnouncementFormValues {
  titleEn: string;
  bodyEn: string;
  titleZh: string;
  bodyZh: string;
  titleMs: string;
  bodyMs: string;
  audience: AnnouncementAudience | '';
  fromDate: string;
  fromTime: string;
  untilDate: string;
  untilTime: string;
  pinned: boolean;
}
export type AnnouncementField = keyof AnnouncementFormValues;

const FIELDS = ['titleEn', 'bodyEn', 'titleZh', 'bodyZh', 'titleMs', 'bodyMs', 'audience', 'fromDate', 'fromTime', 'untilDate', 'untilTime', 'pinned'] as const;

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = {
  titleEn: '',
  bodyEn: '',
  titleZh: '',
  bodyZh: '',
  titleMs: '',
  bodyMs: '',
  audience: '',
  fromDate: '',
  fromTime: '',
  untilDate: '',
  untilTime: '',
  pinned: false,
};

/** A window's edge as the server takes it: the day, with its time when one was given; null for none. */
export function edgeOf(date: string, time: string): string | null {
  if (!date.trim()) return null;
  return time.trim() ? `${date.trim()}T${time.trim().slice(0, 5)}` : date.trim();
}

/** A language that has not both its title and its text is read in English (the server's rule). */
export function isWritten(title: string | null | undefined, body: string | null | undefined): boolean {
  return !!title?.trim() && !!body?.trim();
}

const split = (edge: string | null) => ({ date: edge ? edge.slice(0, 10) : '', time: edge && edge.length > 10 ? edge.slice(11, 16) : '' });

function valuesOf(record: Announcement): AnnouncementFormValues {
  const from = split(record.publishFrom);
  const until = split(record.publishUntil);
  return {
    titleEn: record.titleEn,
    bodyEn: record.bodyEn,
    titleZh: record.titleZh ?? '',
    bodyZh: record.bodyZh ?? '',
    titleMs: record.titleMs ?? '',
    bodyMs: record.bodyMs ?? '',
    audience: record.audience,
    fromDate: from.date,
    fromTime: from.time,
    untilDate: until.date,
    untilTime: until.time,
    pinned: record.pinned,
  };
}

/** What the contract cannot say of the typed form: an audience chosen, a time only with its day, the end after the start. */
export function announcementRules(values: AnnouncementFormValues): FieldErrors<AnnouncementField> {
  const from = edgeOf(values.fromDate, values.fromTime);
  const until = edgeOf(values.untilDate, values.untilTime);
  return {
    audience: values.audience === '' ? 'form.audienceRequired' : undefined,
    fromTime: values.fromTime.trim() && !values.fromDate.trim() ? 'form.timeNeedsDate' : undefined,
    untilTime: values.untilTime.trim() && !values.untilDate.trim() ? 'form.timeNeedsDate' : undefined,
    untilDate: windowInOrder(from, until) ? undefined : 'form.windowOrder',
  };
}

/** The body of a create. Called only once the form is valid. */
function toBody(values: AnnouncementFormValues): NewAnnouncement {
  return {
    titleEn: values.titleEn.trim(),
    bodyEn: values.bodyEn.trim(),
    titleZh: orNull(values.titleZh),
    bodyZh: orNull(values.bodyZh),
    titleMs: orNull(values.titleMs),
    bodyMs: orNull(values.bodyMs),
    audience: values.audience as AnnouncementAudience,
    publishFrom: edgeOf(values.fromDate, values.fromTime),
    publishUntil: edgeOf(values.untilDate, values.untilTime),
    pinned: values.pinned,
  };
}

const shape = newAnnouncementFields.shape;

/** Create and edit, checked with the contract's own schemas; an edit sends the version it was read at (a newer one is a 409). */
export const announcementForm = defineForm({
  namespace: 'announcements',
  fields: FIELDS,
  checked: { titleEn: shape.titleEn, bodyEn: shape.bodyEn, titleZh: shape.titleZh, bodyZh: shape.bodyZh, titleMs: shape.titleMs, bodyMs: shape.bodyMs },
  rules: announcementRules,
  // The server names the window's ends; the form shows them on their day.
  serverField: (name) => (name.endsWith('publishFrom') ? 'fromDate' : name.endsWith('publishUntil') ? 'untilDate' : name),
  empty: EMPTY_ANNOUNCEMENT,
  fromRecord: valuesOf,
  toBody,
  toPatch: (values, record: Announcement): AnnouncementPatch => ({ ...toBody(values), version: record.version }),
});

export type AnnouncementFormState = FormState<AnnouncementFormValues, AnnouncementField>;
