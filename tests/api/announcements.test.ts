import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveAnnouncements, Announcement, AnnouncementList } from '@shared/contracts/announcements';
import { P } from '@shared/permissions';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectMessage, expectUnauthorized } from './helpers/fixtures';
import { createOwner, ownerSession } from './helpers/portfolio';
import { tag } from './helpers/users';

const BASE = '/api/announcements';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

/** Kuala Lumpur's calendar day (UTC+8) `days` from now, `YYYY-MM-DD`; with `minutes`, `YYYY-MM-DDTHH:MM` that far from now. */
function kl(offsetMs: number, withTime = false): string {
  const iso = new Date(Date.now() + offsetMs + 8 * 60 * 60 * 1000).toISOString();
  return withTime ? iso.slice(0, 16) : iso.slice(0, 10);
}

describe.each(BACKENDS)('announcements on %s', (backend) => {
  let t: TestApp;
  let ownerToken: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const owner = await createOwner(t);
    ownerToken = await ownerSession(t, owner.id, owner.email!);
  });
  afterAll(async () => t?.close());

  const create = async (payload: Record<string, unknown> = {}, token = t.rootToken) => {
    const res = await t.request({ method: 'POST', url: BASE, token, payload: { titleEn: `Notice ${tag()}`, bodyEn: 'The lift is serviced on Friday', audience: 'admins', ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return body<Announcement>(res);
  };
  const decide = (id: string, verb: 'publish' | 'archive', expected: number, headers?: Record<string, string>) =>
    t.request({ method: 'POST', url: `${BASE}/${id}/${verb}`, token: t.rootToken, payload: { expected }, headers });
  const published = async (payload: Record<string, unknown> = {}) => {
    const made = await create(payload);
    const res = await decide(made.id, 'publish', made.version);
    expect(res.statusCode, res.body).toBe(200);
    return body<Announcement>(res);
  };
  const active = async (token: string, language?: string) => {
    const res = await t.request({ method: 'GET', url: `${BASE}/active${language ? `?language=${language}` : ''}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return body<ActiveAnnouncements>(res).announcements;
  };
  const ids = (list: { id: string }[]) => list.map((a) => a.id);

  it('creates a draft in three languages, reads it back, and lists it by status and audience', async () => {
    const made = await create({ titleZh: '电梯维修', bodyZh: '周五电梯维修', titleMs: '', bodyMs: '  ', pinned: true, publishFrom: '2026-12-01', publishUntil: '2026-12-31T18:00' });
    expect(made).toMatchObject({ status: 'draft', version: 1, titleZh: '电梯维修', titleMs: null, bodyMs: null, pinned: true, publishFrom: '2026-12-01', publishUntil: '2026-12-31T18:00', publishedAt: null });
    expect(body<Announcement>(await t.request({ method: 'GET', url: `${BASE}/${made.id}`, token: t.rootToken }))).toEqual(made);
    const list = (filter: object) => t.request({ method: 'GET', url: listUrl(`${BASE}/aggregation`, { filter: { search: made.titleEn, ...filter } }), token: t.rootToken });
    expect(body<AnnouncementList>(await list({ status: 'draft', audience: 'admins' }))).toEqual({ totalCount: 1, announcements: [made] });
    expect(body<AnnouncementList>(await list({ status: 'published' })).totalCount).toBe(0);
    expect(body<AnnouncementList>(await list({ audience: 'owners' })).totalCount).toBe(0);
  });

  it('refuses what is not an announcement: no English, an unknown audience or field, a bad or reversed window, an unknown id', async () => {
    const post = (payload: object) => t.request({ method: 'POST', url: BASE, token: t.rootToken, payload });
    const ok = { titleEn: 'A', bodyEn: 'B', audience: 'owners' };
    expectMessage(await post({ ...ok, titleEn: ' ' }), 400);
    expectMessage(await post({ ...ok, bodyEn: undefined, bodyZh: '只有中文' }), 400);
    expectMessage(await post({ ...ok, audience: 'riders' }), 400);
    expectMessage(await post({ ...ok, colour: 'red' }), 400);
    expectMessage(await post({ ...ok, publishFrom: '2026-02-30' }), 400);
    expectMessage(await post({ ...ok, publishFrom: '2026-12-01T25:00' }), 400);
    expectMessage(await post({ ...ok, publishFrom: '2026-12-02', publishUntil: '2026-12-01' }), 400);
    // A day's end is the end of that day: from and until on the same day is a one-day window.
    expect((await post({ ...ok, publishFrom: '2026-12-01', publishUntil: '2026-12-01' })).statusCode).toBe(201);
    expectMessage(await t.request({ method: 'GET', url: `${BASE}/${MISSING_ID}`, token: t.rootToken }), 404);
    expectMessage(await t.request({ method: 'PATCH', url: `${BASE}/${MISSING_ID}`, token: t.rootToken, payload: { titleEn: 'B', version: 1 } }), 404);
    expectMessage(await decide(MISSING_ID, 'publish', 1), 404);
    expectMessage(await t.request({ method: 'POST', url: `${BASE}/${MISSING_ID}/publish`, token: t.rootToken, payload: {} }), 400);
    expectMessage(await t.request({ method: 'GET', url: `${BASE}/active?language=fr-FR`, token: t.rootToken }), 400);
  });

  it('is 401 without a session and 403 without the code; any signed-in account reads the active ones', async () => {
    expectUnauthorized(await t.request({ method: 'GET', url: `${BASE}/active` }));
    expectUnauthorized(await t.request({ method: 'POST', url: BASE, payload: { titleEn: 'A', bodyEn: 'B', audience: 'admins' } }));
    const viewer = await t.adminWith([P.announcement.view]);
    expectMessage(await t.request({ method: 'POST', url: BASE, token: viewer.token, payload: { titleEn: 'A', bodyEn: 'B', audience: 'admins' } }), 403);
    const made = await create();
    expectMessage(await t.request({ method: 'POST', url: `${BASE}/${made.id}/publish`, token: viewer.token, payload: { expected: 1 } }), 403);
    expectMessage(await t.request({ method: 'GET', url: `${BASE}/${made.id}`, token: ownerToken }), 403);
    expectMessage(await t.request({ method: 'GET', url: `${BASE}/aggregation`, token: ownerToken }), 403);
    const noCodes = await t.adminWith([]);
    expect((await t.request({ method: 'GET', url: `${BASE}/active`, token: noCodes.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${BASE}/active`, token: ownerToken })).statusCode).toBe(200);
  });

  it('goes draft → published → archived, each on the version the admin saw, and refuses the way back', async () => {
    const made = await create();
    expectMessage(await decide(made.id, 'publish', made.version + 1), 409);
    const pub = await decide(made.id, 'publish', made.version);
    expect(pub.statusCode, pub.body).toBe(200);
    const live = body<Announcement>(pub);
    expect(live).toMatchObject({ status: 'published', version: 2 });
    expect(live.publishedAt).not.toBeNull();
    // The same publish again on the version it saw: it already says so, nothing is written.
    expectMessage(await decide(made.id, 'publish', 1), 409);
    const stale = await decide(made.id, 'archive', 1);
    expectMessage(stale, 409);
    expect((stale.json() as { current: Announcement }).current).toMatchObject({ status: 'published', version: 2 });
    const archived = body<Announcement>(await decide(made.id, 'archive', 2));
    expect(archived).toMatchObject({ status: 'archived', version: 3 });
    expect(archived.archivedAt).not.toBeNull();
    const back = await decide(made.id, 'publish', 3);
    expectMessage(back, 409);
    expect((back.json() as { refusal?: { code: string } }).refusal?.code).toBe('moved_on');
    // An archived one is final: not edited either.
    expectMessage(await t.request({ method: 'PATCH', url: `${BASE}/${made.id}`, token: t.rootToken, payload: { titleEn: 'Later', version: 3 } }), 409);
    // A draft may be archived without ever being published.
    const draft = await create();
    expect(body<Announcement>(await decide(draft.id, 'archive', 1))).toMatchObject({ status: 'archived' });
    // Each step is in the audit trail.
    const audit = await t.request({ method: 'GET', url: listUrl('/api/audit', { filter: { entity: 'announcements.announcement', entityId: made.id } }), token: t.rootToken });
    expect(audit.statusCode, audit.body).toBe(200);
    const actions = (audit.json() as { entries: { action: string }[] }).entries.map((e) => e.action).sort();
    expect(actions).toEqual(['announcements.archive', 'announcements.create', 'announcements.publish']);
  });

  it('edits a draft and a published one on the version read (409 for an older one), with the window checked as a whole', async () => {
    const made = await create({ publishFrom: '2026-12-10' });
    const edit = (id: string, payload: object) => t.request({ method: 'PATCH', url: `${BASE}/${id}`, token: t.rootToken, payload });
    const edited = await edit(made.id, { titleMs: 'Lif diselenggara', bodyMs: 'Lif diselenggara pada hari Jumaat', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<Announcement>(edited)).toMatchObject({ titleMs: 'Lif diselenggara', version: 2 });
    const stale = await edit(made.id, { titleEn: 'Too late', version: 1 });
    expectMessage(stale, 409);
    expect((stale.json() as { current: Announcement }).current).toMatchObject({ version: 2 });
    // The end alone, before the start the record already has: refused on its field.
    const reversed = await edit(made.id, { publishUntil: '2026-12-09', version: 2 });
    expectMessage(reversed, 400);
    const live = body<Announcement>(await decide(made.id, 'publish', 2));
    const fixed = await edit(made.id, { titleEn: 'Corrected notice', publishFrom: null, version: live.version });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(body<Announcement>(fixed)).toMatchObject({ titleEn: 'Corrected notice', status: 'published', publishFrom: null, version: live.version + 1 });
  });

  it('answers a repeated create, publish and archive with the same Idempotency-Key once', async () => {
    const key = { 'idempotency-key': `ann-${randomUUID()}` };
    const payload = { titleEn: `Once ${tag()}`, bodyEn: 'Once only', audience: 'everyone' };
    const first = await t.request({ method: 'POST', url: BASE, token: t.rootToken, payload, headers: key });
    const again = await t.request({ method: 'POST', url: BASE, token: t.rootToken, payload, headers: key });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const list = body<AnnouncementList>(await t.request({ method: 'GET', url: listUrl(`${BASE}/aggregation`, { filter: { search: payload.titleEn } }), token: t.rootToken }));
    expect(list.totalCount).toBe(1);
    const id = body<Announcement>(first).id;
    for (const verb of ['publish', 'archive'] as const) {
      const headers = { 'idempotency-key': `ann-${verb}-${randomUUID()}` };
      const expected = verb === 'publish' ? 1 : 2;
      const one = await decide(id, verb, expected, headers);
      const two = await decide(id, verb, expected, headers);
      expect(one.statusCode, one.body).toBe(200);
      expect(two.statusCode).toBe(200);
      expect(two.json()).toEqual(one.json());
    }
    expect(body<Announcement>(await t.request({ method: 'GET', url: `${BASE}/${id}`, token: t.rootToken })).version).toBe(3);
  });

  it('gives each account only its audience: an owner never an admins-only one, an admin never an owners-only one', async () => {
    const forAdmins = await published({ audience: 'admins' });
    const forOwners = await published({ audience: 'owners' });
    const forBoth = await published({ audience: 'everyone' });
    const draft = await create({ audience: 'everyone' });
    const admin = ids(await active((await t.adminWith([])).token));
    const owner = ids(await active(ownerToken));
    expect(admin).toEqual(expect.arrayContaining([forAdmins.id, forBoth.id]));
    expect(admin).not.toContain(forOwners.id);
    expect(owner).toEqual(expect.arrayContaining([forOwners.id, forBoth.id]));
    expect(owner).not.toContain(forAdmins.id);
    expect([...admin, ...owner]).not.toContain(draft.id);
    for (const a of [forAdmins, forOwners, forBoth]) expect((await decide(a.id, 'archive', a.version)).statusCode).toBe(200);
    expect(ids(await active(ownerToken))).not.toContain(forBoth.id);
  });

  it('shows one only inside its window (Kuala Lumpur days and minutes), pinned first, then newest', async () => {
    const open = await published({ publishFrom: kl(-DAY), publishUntil: kl(DAY) });
    const today = await published({ publishFrom: kl(0), publishUntil: kl(0) });
    const minutes = await published({ publishFrom: kl(-2 * 60_000, true), publishUntil: kl(5 * 60_000, true) });
    const later = await published({ publishFrom: kl(DAY) });
    const endedYesterday = await published({ publishUntil: kl(-DAY) });
    const endedMinutesAgo = await published({ publishUntil: kl(-2 * 60_000, true) });
    const pinned = await published({ pinned: true });
    const seen = ids(await active(t.rootToken));
    expect(seen).toEqual(expect.arrayContaining([open.id, today.id, minutes.id, pinned.id]));
    for (const hidden of [later, endedYesterday, endedMinutesAgo]) expect(seen).not.toContain(hidden.id);
    const mine = seen.filter((id) => [open.id, today.id, minutes.id, pinned.id].includes(id));
    expect(mine).toEqual([pinned.id, minutes.id, today.id, open.id]);
    for (const a of [open, today, minutes, later, endedYesterday, endedMinutesAgo, pinned]) await decide(a.id, 'archive', a.version);
  });

  it("reads in the caller's language, falling back to English where the language was not written", async () => {
    const both = await published({ titleEn: 'Water cut', bodyEn: 'No water 9–11 am', titleZh: '停水', bodyZh: '上午9至11点停水', audience: 'everyone' });
    const find = async (token: string, language?: string) => (await active(token, language)).find((a) => a.id === both.id)!;
    expect(await find(t.rootToken, 'zh-CN')).toMatchObject({ title: '停水', body: '上午9至11点停水', language: 'zh-CN', fallback: false });
    expect(await find(ownerToken, 'ms-MY')).toMatchObject({ title: 'Water cut', body: 'No water 9–11 am', language: 'en-US', fallback: true });
    expect(await find(ownerToken)).toMatchObject({ title: 'Water cut', language: 'en-US', fallback: false });
    // A title without its text is not a translation: English, whole.
    const half = await published({ titleEn: 'Gym', bodyEn: 'Gym closed', titleMs: 'Gim', audience: 'admins' });
    expect((await active(t.rootToken, 'ms-MY')).find((a) => a.id === half.id)).toMatchObject({ title: 'Gym', body: 'Gym closed', fallback: true });
    for (const a of [both, half]) await decide(a.id, 'archive', a.version);
  });
});
