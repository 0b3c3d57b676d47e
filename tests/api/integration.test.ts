import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictList, ExportFeed, FeedList, FeedRun, ImportConflict, ImportFeed, RunList } from '@shared/contracts/integration';
import type { ReservationDetail, ReservationList } from '@shared/contracts/reservations';
import { settings } from '@server/db/schema';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { auditRowsFor, body, expectFieldErrors, expectMessage } from './helpers/fixtures';
import { createUnit, today } from './helpers/portfolio';
import { airbnbCalendar, bookingCalendar, startFeedServer } from './helpers/feed-server';
import { forgetGlobalSettings } from '@server/core/global-settings';

/** A business date `n` days from today. */
const day = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Channel calendars: import against a local feed server shaped like Airbnb's and Booking.com's, SSRF refusals, the export. */
describe.each(BACKENDS)('channel calendars on %s', (backend) => {
  let t: TestApp;
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  const setting = async (key: string, value: unknown) => {
    await t.database.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    forgetGlobalSettings(t.database.db);
  };
  beforeAll(async () => {
    t = await createTestApp(backend);
    feeds = await startFeedServer();
    await setting('icalAllowPrivateAddresses', true);
    await setting('icalFetchTimeoutMs', 600);
  });
  afterAll(async () => {
    await feeds?.close();
    await t?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, key?: string) =>
    t.request({ method, url, payload, token: t.rootToken, headers: key ? { 'idempotency-key': key } : {} });
  async function addFeed(unitId: string, channel: string, url: string): Promise<ImportFeed> {
    const res = await send('POST', '/api/integration/feeds', { unitId, channel, url });
    expect(res.statusCode, res.body).toBe(201);
    return body<ImportFeed>(res);
  }
  async function sync(feedId: string): Promise<FeedRun> {
    const res = await send('POST', `/api/integration/feeds/${feedId}/sync`);
    expect(res.statusCode, res.body).toBe(200);
    return body<FeedRun>(res);
  }
  async function staysOf(unitId: string) {
    const res = await send('GET', listUrl('/api/reservations/aggregation', { filter: { unitId }, pagination: { limit: 100 } }));
    return body<ReservationList>(res).reservations;
  }
  const byCheckIn = <S extends { checkIn: string }>(stays: S[], checkIn: string) => stays.find((s) => s.checkIn === checkIn);

  it('imports an Airbnb-shaped feed, then follows it: changed dates under one UID, a vanished future stay cancelled, a vanished past one kept', async () => {
    const unit = await createUnit(t);
    const path = `/airbnb-${unit.id}.ics`;
    feeds.set(path, {
      ics: airbnbCalendar([
        { uid: 'past-1@airbnb.com', checkIn: day(-20), checkOut: day(-17), summary: 'Reserved' },
        { uid: 'moves@airbnb.com', checkIn: day(10), checkOut: day(13), summary: 'Reserved' },
        { uid: 'goes@airbnb.com', checkIn: day(20), checkOut: day(22), summary: 'Reserved' },
        { uid: 'cancel@airbnb.com', checkIn: day(30), checkOut: day(31), summary: 'Reserved' },
        { uid: 'closed@airbnb.com', checkIn: day(40), checkOut: day(45), summary: 'Airbnb (Not available)' },
      ]),
    });
    const feed = await addFeed(unit.id, 'airbnb', feeds.url(path));
    expect(feed).toMatchObject({ unitId: unit.id, channel: 'airbnb', active: true, lastRun: null });

    const first = await sync(feed.id);
    expect(first).toMatchObject({ outcome: 'ok', created: 5, updated: 0, cancelled: 0, conflicts: 0, error: null });
    let stays = await staysOf(unit.id);
    expect(stays).toHaveLength(5);
    expect(stays.every((s) => s.channel === 'airbnb' && s.status === 'confirmed')).toBe(true);
    expect(byCheckIn(stays, day(40))).toMatchObject({ kind: 'block', guestName: null });
    expect(byCheckIn(stays, day(10))).toMatchObject({ kind: 'guest', checkOut: day(13) });
    const moving = byCheckIn(stays, day(10))!;

    // The same feed again changes nothing: upsert by UID.
    expect(await sync(feed.id)).toMatchObject({ outcome: 'ok', created: 0, updated: 0, cancelled: 0, conflicts: 0 });

    feeds.set(path, {
      ics: airbnbCalendar([
        { uid: 'moves@airbnb.com', checkIn: day(11), checkOut: day(15), summary: 'Reserved' },
        { uid: 'cancel@airbnb.com', checkIn: day(30), checkOut: day(31), summary: 'Reserved', status: 'CANCELLED' },
        { uid: 'closed@airbnb.com', checkIn: day(40), checkOut: day(45), summary: 'Airbnb (Not available)' },
      ]),
    });
    const second = await sync(feed.id);
    expect(second).toMatchObject({ outcome: 'ok', created: 0, updated: 1, cancelled: 2, conflicts: 0 });
    stays = await staysOf(unit.id);
    expect(stays).toHaveLength(5);
    const moved = stays.find((s) => s.id === moving.id)!;
    expect(moved).toMatchObject({ checkIn: day(11), checkOut: day(15), status: 'confirmed' });
    expect(byCheckIn(stays, day(20))?.status).toBe('cancelled');
    expect(byCheckIn(stays, day(30))?.status).toBe('cancelled');
    // A stay in the past is history: the feed dropping it changes nothing.
    expect(byCheckIn(stays, day(-20))?.status).toBe('confirmed');
    const history = body<ReservationDetail>(await send('GET', `/api/reservations/${byCheckIn(stays, day(20))!.id}`)).history;
    expect(history.map((h) => h.to)).toEqual(['confirmed', 'cancelled']);

    const runs = body<RunList>(await send('GET', `/api/integration/feeds/${feed.id}/runs`)).runs;
    expect(runs.map((r) => r.cancelled)).toEqual([2, 0, 0]);
    const listed = body<FeedList>(await send('GET', `/api/integration/feeds?unitId=${unit.id}`)).feeds;
    expect(listed.map((f) => f.lastRun?.id)).toEqual([second.id]);
    expect((await auditRowsFor(t.database.db, feed.id)).map((a) => a.action)).toEqual(['ical_feed.create', 'ical_feed.sync', 'ical_feed.sync', 'ical_feed.sync']);
  });

  it('makes an overlapping Booking.com event a conflict for a person (no stay, no double booking), dismissed once, not raised again', async () => {
    const unit = await createUnit(t);
    const direct = await send('POST', '/api/reservations', { unitId: unit.id, checkIn: day(5), checkOut: day(8), guestName: 'Walk In Guest', guestNationality: 'MY' });
    expect(direct.statusCode, direct.body).toBe(201);
    const path = `/booking-${unit.id}.ics`;
    feeds.set(path, {
      ics: bookingCalendar([
        { uid: 'bk-overlap', checkIn: day(6), checkOut: day(9), summary: 'CLOSED - Not available' },
        { uid: 'bk-free', checkIn: day(9), checkOut: day(12), summary: 'CLOSED - Not available' },
      ]),
    });
    const feed = await addFeed(unit.id, 'booking', feeds.url(path));
    expect(await sync(feed.id)).toMatchObject({ outcome: 'ok', created: 1, conflicts: 1 });
    const stays = await staysOf(unit.id);
    expect(stays.map((s) => [s.checkIn, s.kind, s.channel]).sort()).toEqual([[day(5), 'guest', 'direct'], [day(9), 'block', 'booking']]);

    const conflicts = body<ConflictList>(await send('GET', `/api/integration/conflicts?propertyId=${unit.propertyId}`)).conflicts;
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ uid: 'bk-overlap', checkIn: day(6), checkOut: day(9), state: 'conflict', channel: 'booking', stay: { code: body<ReservationDetail>(direct).code } });

    const key = `dismiss-${conflicts[0].id}`;
    const dismissed = await send('POST', `/api/integration/conflicts/${conflicts[0].id}/dismiss`, undefined, key);
    expect(body<ImportConflict>(dismissed).state).toBe('dismissed');
    expect((await send('POST', `/api/integration/conflicts/${conflicts[0].id}/dismiss`, undefined, key)).body).toBe(dismissed.body);
    expect(body<ConflictList>(await send('GET', `/api/integration/conflicts?unitId=${unit.id}`)).conflicts).toEqual([]);
    // The same nights again: the person has seen it.
    expect(await sync(feed.id)).toMatchObject({ created: 0, conflicts: 0 });
    expect(body<ConflictList>(await send('GET', `/api/integration/conflicts?unitId=${unit.id}`)).conflicts).toEqual([]);
  });

  it('records why a feed failed (malformed, HTTP 500, too slow) and changes no stay', async () => {
    const unit = await createUnit(t);
    const path = `/flaky-${unit.id}.ics`;
    feeds.set(path, { ics: airbnbCalendar([{ uid: 'keep@airbnb.com', checkIn: day(50), checkOut: day(52), summary: 'Reserved' }]) });
    const feed = await addFeed(unit.id, 'airbnb', feeds.url(path));
    expect((await sync(feed.id)).created).toBe(1);

    feeds.set(path, { ics: '<html><body>Sorry, something went wrong</body></html>' });
    expect(await sync(feed.id)).toMatchObject({ outcome: 'failed', created: 0, cancelled: 0, error: expect.stringMatching(/not a valid iCalendar/) });
    feeds.set(path, { status: 500 });
    expect(await sync(feed.id)).toMatchObject({ outcome: 'failed', error: 'The feed answered HTTP 500' });
    feeds.set(path, 'hang');
    expect(await sync(feed.id)).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/did not answer within/) });
    expect((await staysOf(unit.id)).map((s) => s.status)).toEqual(['confirmed']);
    const listed = body<FeedList>(await send('GET', `/api/integration/feeds?unitId=${unit.id}`)).feeds[0];
    expect(listed.lastRun).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/did not answer/) });
  });

  it('refuses private, loopback and link-local addresses when not allowed, and any scheme but http(s)', async () => {
    const unit = await createUnit(t);
    const path = `/private-${unit.id}.ics`;
    feeds.set(path, { ics: airbnbCalendar([{ uid: 'x@airbnb.com', checkIn: day(60), checkOut: day(61), summary: 'Reserved' }]) });
    await setting('icalAllowPrivateAddresses', false);
    try {
      for (const url of [feeds.url(path), `http://localhost:${feeds.port}${path}`, 'http://10.1.2.3/cal.ics', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/cal.ics', 'http://[::ffff:127.0.0.1]/x.ics', 'http://0.0.0.0/x.ics']) {
        const feed = await addFeed(unit.id, 'airbnb', url);
        expect(await sync(feed.id), url).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/private or local address/) });
      }
    } finally {
      await setting('icalAllowPrivateAddresses', true);
    }
    expect(await staysOf(unit.id)).toEqual([]);
    for (const url of ['file:///etc/passwd', 'ftp://example.com/cal.ics', 'gopher://127.0.0.1/', 'javascript:alert(1)', 'not a url']) {
      expectFieldErrors(await send('POST', '/api/integration/feeds', { unitId: unit.id, channel: 'airbnb', url }), ['url']);
    }
  });

  it('edits and deactivates a feed (an inactive feed is not synced), with versions and Idempotency-Key', async () => {
    const unit = await createUnit(t);
    const key = `create-${unit.id}`;
    const payload = { unitId: unit.id, channel: 'airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics?s=abc' };
    const made = await send('POST', '/api/integration/feeds', payload, key);
    expect(made.statusCode).toBe(201);
    expect((await send('POST', '/api/integration/feeds', payload, key)).body).toBe(made.body);
    const feed = body<ImportFeed>(made);
    expect(body<FeedList>(await send('GET', `/api/integration/feeds?unitId=${unit.id}`)).feeds).toHaveLength(1);
    const edited = await send('PATCH', `/api/integration/feeds/${feed.id}`, { channel: 'agoda', version: 1 });
    expect(body<ImportFeed>(edited)).toMatchObject({ channel: 'agoda', version: 2 });
    expect((await send('PATCH', `/api/integration/feeds/${feed.id}`, { url: 'https://example.com/b.ics', version: 1 })).statusCode).toBe(409);
    expect(body<ImportFeed>(await send('DELETE', `/api/integration/feeds/${feed.id}`))).toMatchObject({ active: false, version: 3 });
    expectMessage(await send('POST', `/api/integration/feeds/${feed.id}/sync`), 409, /inactive/);
    expectMessage(await send('POST', '/api/integration/feeds/00000000-0000-4000-8000-000000000000/sync'), 404);
    expectFieldErrors(await send('POST', '/api/integration/feeds', { ...payload, unitId: '00000000-0000-4000-8000-000000000000' }), ['unitId']);
    expect((await send('GET', '/api/integration/feeds')).statusCode).toBe(400);
  });

  it('exports the unit\'s blocking stays as all-day events without guest data, at a secret URL that rotation retires', async () => {
    const unit = await createUnit(t);
    const booked = await send('POST', '/api/reservations', {
      unitId: unit.id, checkIn: day(3), checkOut: day(6), guestName: 'Secret Person', guestPhone: '+60123456789', guestEmail: 'secret@example.com', guestNationality: 'MY',
    });
    expect(booked.statusCode).toBe(201);
    const cancelled = body<ReservationDetail>(await send('POST', '/api/reservations', { unitId: unit.id, checkIn: day(10), checkOut: day(12), guestName: 'Gone Guest', guestNationality: 'MY' }));
    await send('POST', `/api/reservations/${cancelled.id}/status`, { to: 'cancelled' });

    const first = body<ExportFeed>(await send('GET', `/api/integration/units/${unit.id}/export`));
    expect(first.path).toMatch(/^\/api\/ical\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect(body<ExportFeed>(await send('GET', `/api/integration/units/${unit.id}/export`)).path).toBe(first.path);
    const cal = await t.request({ method: 'GET', url: first.path });
    expect(cal.statusCode).toBe(200);
    expect(cal.headers['content-type']).toMatch(/^text\/calendar/);
    expect(cal.body).toContain(`DTSTART;VALUE=DATE:${day(3).replaceAll('-', '')}`);
    expect(cal.body).toContain(`DTEND;VALUE=DATE:${day(6).replaceAll('-', '')}`);
    expect(cal.body).not.toContain(day(10).replaceAll('-', ''));
    expect(cal.body).not.toMatch(/Secret Person|60123456789|secret@example|R0\d{5}/);

    const rotated = await send('POST', `/api/integration/units/${unit.id}/export/rotate`);
    const next = body<ExportFeed>(rotated);
    expect(next.path).not.toBe(first.path);
    expectMessage(await t.request({ method: 'GET', url: first.path }), 404);
    expect((await t.request({ method: 'GET', url: next.path })).statusCode).toBe(200);
    expect((await auditRowsFor(t.database.db, unit.id)).map((a) => a.action)).toContain('ical_export.rotate');
    expect(JSON.stringify(await auditRowsFor(t.database.db, unit.id))).not.toContain(next.path.slice(10, 40));
    expectMessage(await t.request({ method: 'GET', url: '/api/ical/short.ics' }), 404);
  });
});
