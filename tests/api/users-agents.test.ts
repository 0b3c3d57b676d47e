import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { auditRowsFor, body, expectFieldErrors, expectMessage, expectNoLeak } from './helpers/fixtures';
import { insertSession, insertUser, sessionRow, type User, type UserList, type UserSeed } from './helpers/users';

/** The older /user-mgmt calls that name a user by account number: VIP, agents, bans. */
describe.each(BACKENDS)('VIP, agents and ban-user on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const post = (path: string, payload: object) => t.request({ method: 'POST', url: `/user-mgmt/${path}`, token: t.rootToken, payload });
  const read = async (id: string) => body<User>(await t.request({ method: 'GET', url: `/api/users/${id}`, token: t.rootToken }));
  const actions = async (id: string) => (await auditRowsFor(t.database.db, id)).map((r) => r.action);
  const user = (seed: UserSeed = {}) => insertUser(t.database.db, seed);

  describe('set-vip-status', () => {
    it('sets and unsets VIP, each change audited; the same state again is a no-op', async () => {
      const u = await user({ role: 'buyer' });
      const on = await post('set-vip-status', { account_number: u.accountNumber, is_vip: true });
      expect(on.statusCode, on.body).toBe(200);
      expect(body<User>(on)).toMatchObject({ id: u.id, isVip: true });
      expect((await post('set-vip-status', { account_number: u.accountNumber, is_vip: true })).statusCode).toBe(200);
      const off = await post('set-vip-status', { account_number: u.accountNumber, is_vip: false });
      expect(body<User>(off).isVip).toBe(false);
      expect(await actions(u.id)).toEqual(['user.vip', 'user.unvip']);
      const rows = await auditRowsFor(t.database.db, u.id);
      expect(rows[0]).toMatchObject({ entity: 'users.account', before: expect.objectContaining({ isVip: false }), after: expect.objectContaining({ isVip: true }) });
    });

    it('refuses bad input and names the field; 404 for an unknown account', async () => {
      const u = await user();
      expectFieldErrors(await post('set-vip-status', { account_number: u.accountNumber, is_vip: 'yes' }), ['is_vip']);
      expectFieldErrors(await post('set-vip-status', { is_vip: true }), ['account_number']);
      expectFieldErrors(await post('set-vip-status', { account_number: '  ', is_vip: true }), ['account_number']);
      expectMessage(await post('set-vip-status', { account_number: '999999999', is_vip: true }), 404);
      const moved = await post('set-vip-status', { account_number: u.accountNumber, is_vip: true, expected: true });
      expectMessage(moved, 409);
      expect(body<{ current: User }>(moved).current).toEqual(await read(u.id));
      expect(await actions(u.id)).toEqual([]);
    });
  });

  describe('agent/change-agent-type', () => {
    it('changes an agent’s type', async () => {
      const a = await user({ role: 'agent', agentType: 'freelance' });
      for (const type of ['in_house', 'corporate'] as const) {
        const res = await post('agent/change-agent-type', { account_number: a.accountNumber, agent_type: type });
        expect(res.statusCode, res.body).toBe(200);
        expect(body<User>(res).agentType).toBe(type);
      }
      expect((await read(a.id)).agentType).toBe('corporate');
      expect(await actions(a.id)).toEqual(['user.agent-type', 'user.agent-type']);
    });

    it('refuses an unknown type, naming agent_type, and a user who is not an agent', async () => {
      const a = await user({ role: 'agent' });
      for (const agent_type of ['boss', '', 'FREELANCE', 3]) {
        expectFieldErrors(await post('agent/change-agent-type', { account_number: a.accountNumber, agent_type }), ['agent_type']);
      }
      const guest = await user({ role: 'guest' });
      expectMessage(await post('agent/change-agent-type', { account_number: guest.accountNumber, agent_type: 'corporate' }), 400, /agent/i);
      expect((await read(guest.id)).agentType).toBeNull();
      expectMessage(await post('agent/change-agent-type', { account_number: '999999998', agent_type: 'corporate' }), 404);
      expect(await actions(a.id)).toEqual([]);
    });
  });

  describe('agent/change-agent-commission', () => {
    it('sets a rate from 0 to 100 with up to two decimals', async () => {
      const a = await user({ role: 'agent' });
      for (const rate of [12.5, 0, 100, 7.25, 0.29, 99.99]) {
        const res = await post('agent/change-agent-commission', { account_number: a.accountNumber, commission_rate: rate });
        expect(res.statusCode, res.body).toBe(200);
        expect(body<User>(res).commissionRate).toBe(rate);
        expect((await read(a.id)).commissionRate).toBe(rate);
      }
      expect(await actions(a.id)).toHaveLength(6);
      const rows = await auditRowsFor(t.database.db, a.id);
      expect(rows[1]).toMatchObject({ before: expect.objectContaining({ commissionRate: 12.5 }), after: expect.objectContaining({ commissionRate: 0 }) });
    });

    it('refuses out-of-range, over-precise and non-numeric rates, naming commission_rate', async () => {
      const a = await user({ role: 'agent', commissionRate: 10 });
      for (const commission_rate of [12.345, 101, -1, 100.01, -0.01, '12', null, Number.NaN]) {
        const res = await post('agent/change-agent-commission', { account_number: a.accountNumber, commission_rate });
        expectFieldErrors(res, ['commission_rate']);
        expectNoLeak(res);
      }
      expect((await read(a.id)).commissionRate).toBe(10);
      expect(await actions(a.id)).toEqual([]);
    });

    it('refuses a user who is not an agent', async () => {
      const rider = await user({ role: 'rider' });
      expectMessage(await post('agent/change-agent-commission', { account_number: rider.accountNumber, commission_rate: 5 }), 400, /agent/i);
      expect((await read(rider.id)).commissionRate).toBeNull();
      expect(await actions(rider.id)).toEqual([]);
    });
  });

  describe('ban-user', () => {
    it('bans through /user-mgmt and /api/users shows the same record banned; its sessions end', async () => {
      const u = await user({ role: 'guest' });
      const session = await insertSession(t.database.db, u.id);
      const res = await post('ban-user', { account_number: u.accountNumber, ban: true, remark: 'Fake bookings' });
      expect(res.statusCode, res.body).toBe(200);
      const viaApi = await read(u.id);
      expect(viaApi).toMatchObject({ banned: true, banRemark: 'Fake bookings' });
      expect(viaApi).toEqual(body<User>(res));
      expect((await sessionRow(t.database.db, session)).revokedAt).toBeInstanceOf(Date);
      const listed = body<UserList>(await t.request({ method: 'GET', url: listUrl('/api/users/aggregation', { filter: { search: u.accountNumber, banned: true } }), token: t.rootToken }));
      expect(listed.users.map((x) => x.id)).toEqual([u.id]);

      // And the other way round: unbanned through /api, seen unbanned through /user-mgmt.
      expect((await t.request({ method: 'PATCH', url: `/api/users/${u.id}/ban`, token: t.rootToken, payload: { ban: false } })).statusCode).toBe(200);
      const legacy = await t.request({ method: 'GET', url: `/user-mgmt/get-rider-details?account_number=${u.accountNumber}`, token: t.rootToken });
      expect(body<User>(legacy).banned).toBe(false);
      expect(await actions(u.id)).toEqual(['user.ban', 'user.unban']);
    });

    it('needs a remark to ban, not to unban; a repeat is a no-op', async () => {
      const u = await user();
      expectFieldErrors(await post('ban-user', { account_number: u.accountNumber, ban: true }), ['remark']);
      expectFieldErrors(await post('ban-user', { account_number: u.accountNumber, ban: true, remark: '' }), ['remark']);
      expectFieldErrors(await post('ban-user', { account_number: u.accountNumber, remark: 'x' }), ['ban']);
      expectMessage(await post('ban-user', { account_number: '999999997', ban: true, remark: 'x' }), 404);
      expect(await actions(u.id)).toEqual([]);
      expect((await post('ban-user', { account_number: u.accountNumber, ban: true, remark: 'Spam' })).statusCode).toBe(200);
      expect((await post('ban-user', { account_number: u.accountNumber, ban: true, remark: 'Spam' })).statusCode).toBe(200);
      const unban = await post('ban-user', { account_number: u.accountNumber, ban: false });
      expect(unban.statusCode, unban.body).toBe(200);
      expect(await actions(u.id)).toEqual(['user.ban', 'user.unban']);
    });
  });
});
