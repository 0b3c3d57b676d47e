import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchResult } from '@shared/contracts/search';
import { addDays, toApiDate } from '@shared/dates';
import { P } from '@shared/permissions';
import { rowsOf } from '@server/db/client';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body, expectFieldErrors } from './helpers/fixtures';
import { createOwner, createProperty, createRoomType, createUnit, ownerSession } from './helpers/portfolio';
import { makeRequest } from './helpers/free-stay';
import { insertUser } from './helpers/users';

describe.each(BACKENDS)('the search box on %s', (backend) => {
  let t: TestApp;
  let stay: { id: string; code: string };
  let unitId: string;
  let ownerId: string;
  let userId: string;
  let requestCode: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const property = await createProperty(t, undefined, { name: 'Menara Kenanga' });
    const roomType = await createRoomType(t, property.id);
    unitId = (await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'KEN-1203' })).id;
    const checkIn = addDays(toApiDate(new Date()), 20);
    [stay] = rowsOf<{ id: string; code: string }>(
      await t.database.db.execute(sql`
        INSERT INTO reservations (unit_id, check_in, check_out, channel, kind, status, room_revenue_sen, guest_name, guest_phone)
        VALUES (${unitId}, ${checkIn}, ${addDays(checkIn, 2)}, 'direct', 'guest', 'confirmed', 30000, 'Kenanga Lim', '+60123456789')
        RETURNING id, code`),
    );
    ownerId = (await createOwner(t, { name: 'Siti Kenanga binti Ahmad', email: `kenanga-${Date.now()}@stayops.test` })).id;
    userId = (await insertUser(t.database.db, { name: 'Arjun Kenanga', approvalStatus: 'approved' })).id;
    const otherUnit = await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'KEN-1204' });
    requestCode = (await makeRequest(t, { accountId: userId, unitId: otherUnit.id, checkIn: addDays(checkIn, 5), checkOut: addDays(checkIn, 7) })).code;
  });
  afterAll(async () => t?.close());

  const find = async (q: string, token: string | null = t.rootToken) => t.request({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, token });
  const hits = async (q: string, token: string = t.rootToken) => {
    const res = await find(q, token);
    expect(res.statusCode, res.body).toBe(200);
    return body<SearchResult>(res).hits;
  };

  it('finds guests, units, owners, users and requests in one call, the best match first', async () => {
    const found = await hits('kenanga');
    const kinds = new Set(found.map((h) => h.kind));
    expect([...kinds].sort()).toEqual(['free-stay', 'owner', 'reservation', 'unit', 'user']);
    expect(found.find((h) => h.kind === 'reservation')).toMatchObject({ id: stay.id, title: 'Kenanga Lim', detail: `${stay.code} · KEN-1203` });
    expect(found.find((h) => h.kind === 'owner')).toMatchObject({ id: ownerId, title: 'Siti Kenanga binti Ahmad' });
    expect(found.find((h) => h.kind === 'free-stay')).toMatchObject({ title: 'Arjun Kenanga', detail: requestCode });
    expect(found.map((h) => h.rank)).toEqual([...found.map((h) => h.rank)].sort((a, b) => a - b));

    // The whole of a code is the best match there is.
    const byCode = await hits(stay.code);
    expect(byCode[0]).toMatchObject({ kind: 'reservation', id: stay.id, rank: 0 });
    const byUnit = await hits('ken-1203');
    expect(byUnit[0]).toMatchObject({ kind: 'unit', id: unitId, rank: 0 });
    const byRequest = await hits(requestCode.toLowerCase());
    expect(byRequest[0]).toMatchObject({ kind: 'free-stay', rank: 0 });
    // A phone number finds the guest; LIKE's wildcards are taken literally.
    expect((await hits('0123456789')).map((h) => h.id)).toContain(stay.id);
    expect(await hits('%_')).toEqual([]);
  });

  it("ranks stays rank by rank: a code's whole, then a word's start, then anywhere, the latest first within each", async () => {
    const unit = await createUnit(t, { roomTypeId: (await createRoomType(t)).id, unitNumber: 'RANK-1' });
    const start = addDays(toApiDate(new Date()), 400);
    const made = new Map<string, string>();
    // Back to back on one unit; the later a stay is in this list, the later its check-in.
    for (const [i, guest] of ['Nurul binti Rosli', 'Robinson Tay', 'Aminah binti Omar', 'Robin Hood', 'Siti binti Ali'].entries()) {
      const [row] = rowsOf<{ id: string }>(
        await t.database.db.execute(sql`
          INSERT INTO reservations (unit_id, check_in, check_out, channel, kind, status, room_revenue_sen, guest_name)
          VALUES (${unit.id}, ${addDays(start, i * 3)}, ${addDays(start, i * 3 + 2)}, 'direct', 'guest', 'confirmed', 10000, ${guest})
          RETURNING id`),
      );
      made.set(guest, row!.id);
    }
    const stays = (found: Awaited<ReturnType<typeof hits>>) => found.filter((h) => h.kind === 'reservation').map((h) => [h.title, h.rank]);
    // "bin" begins a word of three names and is inside two: the word's starts first, each rank latest first.
    expect(stays(await hits('bin'))).toEqual([
      ['Siti binti Ali', 1],
      ['Aminah binti Omar', 1],
      ['Nurul binti Rosli', 1],
      ['Robin Hood', 2],
      ['Robinson Tay', 2],
    ]);
    // A code in other case is its stay's whole, before the stays whose words merely start with it.
    const [code] = rowsOf<{ code: string }>(await t.database.db.execute(sql`SELECT code FROM reservations WHERE id = ${made.get('Robinson Tay')!}`));
    expect(stays(await hits(code!.code.toLowerCase()))[0]).toEqual(['Robinson Tay', 0]);
  });

  it('searches only the kinds the admin may view', async () => {
    const reservationsOnly = await t.adminWith([P.reservation.view]);
    expect(new Set((await hits('kenanga', reservationsOnly.token)).map((h) => h.kind))).toEqual(new Set(['reservation']));
    const ownersAndUsers = await t.adminWith([P.owner.view, P.user.view]);
    expect(new Set((await hits('kenanga', ownersAndUsers.token)).map((h) => h.kind))).toEqual(new Set(['owner', 'user']));
    expect(await hits('kenanga', (await t.adminWith([P.revenue.view])).token)).toEqual([]);
  });

  it('refuses a search too short or too long (400), signed out (401) and to a portal owner (403)', async () => {
    expectFieldErrors(await find('k'), ['querystring.q']);
    expectFieldErrors(await find('k'.repeat(81)), ['querystring.q']);
    expect((await find('kenanga', null)).statusCode).toBe(401);
    const email = `search-owner-${Date.now()}@stayops.test`;
    const owner = await createOwner(t, { email });
    expect((await find('kenanga', await ownerSession(t, owner.id, email))).statusCode).toBe(403);
  });
});
