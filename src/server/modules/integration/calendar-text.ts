import ICAL from 'ical.js';
import { FeedFetchError } from './fetch-feed';
import { addDays } from '@shared/dates';

export interface FeedEvent {
  uid: string;
  summary: string | null;
  checkIn: string;
  checkOut: string;
  /** The channel says the nights are closed, not booked: a block, not a guest. */
  block: boolean;
  /** STATUS:CANCELLED: treated as if the event had left the feed. */
  cancelled: boolean;
}

/** "Not available", "CLOSED - Not available" (Booking.com), "Airbnb (Not available)", "Blocked". */
const BLOCK_SUMMARY = /not available|closed|blocked|unavailable/i;

export const isBlockSummary = (summary: string | null) => summary !== null && BLOCK_SUMMARY.test(summary);

const isoDay = (t: ICAL.Time) => `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

/**
 * The events of a feed as nights. Channels send all-day dates (check-in, check-out exclusive); a date-time is taken
 * by its calendar day. An event without an end holds one night. A text that is not a calendar is a FeedFetchError
 * (the run fails and says so; nothing is cancelled on a feed we could not read).
 */
export function parseFeed(text: string): FeedEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (err) {
    throw new FeedFetchError(`The feed is not a valid iCalendar file (${err instanceof Error ? err.message.slice(0, 120) : 'unreadable'})`);
  }
  if (root.name !== 'vcalendar') throw new FeedFetchError('The feed is not a valid iCalendar file (no VCALENDAR)');
  const events: FeedEvent[] = [];
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const uid = event.uid ? String(event.uid).trim().slice(0, 500) : '';
    const start = event.startDate as ICAL.Time | null;
    if (!uid || !start) continue;
    const checkIn = isoDay(start);
    const end = event.endDate as ICAL.Time | null;
    let checkOut = end ? isoDay(end) : addDays(checkIn, 1);
    if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
    const summary = event.summary ? String(event.summary).trim().slice(0, 200) || null : null;
    const status = vevent.getFirstPropertyValue('status');
    events.push({ uid, summary, checkIn, checkOut, block: isBlockSummary(summary), cancelled: String(status ?? '').toUpperCase() === 'CANCELLED' });
  }
  return events;
}

export interface BusyNights {
  uid: string;
  checkIn: string;
  checkOut: string;
}

/** The export: each blocking stay as an all-day event named only "Not available" — no guest, no contact, no channel. */
export function writeFeed(unitNumber: string, stays: BusyNights[], now: Date): string {
  const cal = new ICAL.Component(['vcalendar', [], []]);
  cal.updatePropertyWithValue('prodid', '-//StayOps//Channel calendar//EN');
  cal.updatePropertyWithValue('version', '2.0');
  cal.updatePropertyWithValue('calscale', 'GREGORIAN');
  cal.updatePropertyWithValue('x-wr-calname', `Unit ${unitNumber}`);
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const stay of stays) {
    const vevent = new ICAL.Component('vevent');
    const event = new ICAL.Event(vevent);
    event.uid = `${stay.uid}@stayops`;
    event.summary = 'Not available';
    event.startDate = ICAL.Time.fromDateString(stay.checkIn);
    event.endDate = ICAL.Time.fromDateString(stay.checkOut);
    vevent.updatePropertyWithValue('dtstamp', stamp);
    cal.addSubcomponent(vevent);
  }
  return cal.toString();
}
