import { describe, expect, it } from 'vitest';
import { isBlockSummary, parseFeed, writeFeed } from '@server/modules/integration/calendar-text';
import { FeedFetchError, isPrivateAddress } from '@server/modules/integration/fetch-feed';

describe('which addresses a feed may not reach', () => {
  it.each([
    ['127.0.0.1', true], ['127.8.9.10', true], ['10.0.0.1', true], ['172.16.5.4', true], ['172.32.0.1', false], ['192.168.1.1', true],
    ['169.254.169.254', true], ['100.64.0.1', true], ['0.0.0.0', true], ['224.0.0.1', true], ['8.8.8.8', false], ['52.1.2.3', false],
    ['::1', true], ['::', true], ['fe80::1', true], ['fd00::1', true], ['::ffff:127.0.0.1', true], ['::ffff:8.8.8.8', false], ['2606:4700::1111', false],
    ['not-an-address', true],
  ])('%s → %s', (address, refused) => {
    expect(isPrivateAddress(address)).toBe(refused);
  });
});

describe('reading a channel calendar', () => {
  it('reads all-day events, a date-time by its day, an event without an end as one night, and STATUS:CANCELLED', () => {
    const events = parseFeed([
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:x',
      'BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270113', 'SUMMARY:Reserved', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:b', 'DTSTART:20270201T140000Z', 'DTEND:20270203T100000Z', 'SUMMARY:CLOSED - Not available', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:c', 'DTSTART;VALUE=DATE:20270301', 'SUMMARY:Airbnb (Not available)', 'STATUS:CANCELLED', 'END:VEVENT',
      'BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20270401', 'SUMMARY:no uid', 'END:VEVENT',
      'END:VCALENDAR', '',
    ].join('\r\n'));
    expect(events).toEqual([
      { uid: 'a', summary: 'Reserved', checkIn: '2027-01-10', checkOut: '2027-01-13', block: false, cancelled: false },
      { uid: 'b', summary: 'CLOSED - Not available', checkIn: '2027-02-01', checkOut: '2027-02-03', block: true, cancelled: false },
      { uid: 'c', summary: 'Airbnb (Not available)', checkIn: '2027-03-01', checkOut: '2027-03-02', block: true, cancelled: true },
    ]);
  });

  it('calls a page that is not a calendar a failed feed, not an empty one', () => {
    expect(() => parseFeed('<html>Oops</html>')).toThrow(FeedFetchError);
    expect(() => parseFeed('BEGIN:VCARD\r\nEND:VCARD\r\n')).toThrow(FeedFetchError);
  });

  it('knows the channels\' words for closed nights', () => {
    expect(['Not available', 'CLOSED - Not available', 'Airbnb (Not available)', 'Blocked'].map(isBlockSummary)).toEqual([true, true, true, true]);
    expect(['Reserved', 'John Smith', null].map(isBlockSummary)).toEqual([false, false, false]);
  });

  it('writes all-day events named only "Not available", which it reads back', () => {
    const text = writeFeed('A-01-01', [{ uid: 'r1', checkIn: '2027-05-01', checkOut: '2027-05-04' }], new Date('2026-11-26T00:00:00Z'));
    expect(text).toContain('DTSTART;VALUE=DATE:20270501');
    expect(parseFeed(text)).toEqual([{ uid: 'r1@stayops', summary: 'Not available', checkIn: '2027-05-01', checkOut: '2027-05-04', block: true, cancelled: false }]);
  });
});
