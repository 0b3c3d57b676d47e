import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local feed server answers on a path: a calendar, a status, or nothing at all (a feed that hangs). */
export type FeedAnswer = { ics: string } | { status: number } | 'hang';

/** A channel's calendar server on 127.0.0.1 and a random port; each path answers what the test set last. */
export async function startFeedServer(): Promise<{ url(path: string): string; port: number; set(path: string, answer: FeedAnswer): void; close(): Promise<void> }> {
  const answers = new Map<string, FeedAnswer>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '') ?? { status: 404 };
    if (answer === 'hang') {
      hanging.add(res);
      return;
    }
    if ('status' in answer) {
      res.writeHead(answer.status).end('server error');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer.ics);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    set: (path, answer) => answers.set(path, answer),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface FixtureEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
  status?: 'CANCELLED';
}

const compact = (day: string) => day.replaceAll('-', '');

/** Shaped like Airbnb's export: all-day events, "Reserved" or "Airbnb (Not available)", a reservation URL in DESCRIPTION. */
export function airbnbCalendar(events: FixtureEvent[]): string {
  const body = events.flatMap((e) => [
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${compact(e.checkOut)}`,
    `DTSTART;VALUE=DATE:${compact(e.checkIn)}`,
    `UID:${e.uid}`,
    ...(e.summary === 'Reserved' ? ['DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEF\\nPhone Number (Last 4 Digits): 1234'] : []),
    `SUMMARY:${e.summary}`,
    ...(e.status ? [`STATUS:${e.status}`] : []),
    'END:VEVENT',
  ]);
  return ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0', ...body, 'END:VCALENDAR', ''].join('\r\n');
}

/** Shaped like Booking.com's: every event "CLOSED - Not available", a DTSTAMP, UIDs of their own. */
export function bookingCalendar(events: FixtureEvent[]): string {
  const body = events.flatMap((e) => [
    'BEGIN:VEVENT',
    'DTSTAMP:20261120T101010Z',
    `DTSTART;VALUE=DATE:${compact(e.checkIn)}`,
    `DTEND;VALUE=DATE:${compact(e.checkOut)}`,
    `UID:${e.uid}`,
    `SUMMARY:${e.summary}`,
    'END:VEVENT',
  ]);
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//admin.booking.com//EN', 'METHOD:PUBLISH', ...body, 'END:VCALENDAR', ''].join('\r\n');
}
