import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, contactChangeSubmissions } from '@server/db/schema';
import { P } from '@shared/permissions';
import { users } from '@shared/contracts/plain/users';
import { listUrl } from '../helpers/test-app';
import { accountRow } from '../helpers/fixtures';
import { insertContactChange, insertFile, JPEG, multipart, registration, type User, type UserList } from '../helpers/users';
import { caseOf, type AreaRouteCases, type Ctx, type RouteCase } from '../helpers/route-cases';

const userRow = (ctx: Ctx) => accountRow(ctx.t.database.db, ctx.user.id);
const ids = (res: { json(): unknown }) => (res.json() as UserList).users.map((u) => u.id);
const an = (user: Ctx['user']) => ({ account_number: user.accountNumber });

/** Every user-management route, with the one code it needs (User: 4 view, 5 create, 6 edit, 7 approve). */
const USER_ROUTES: RouteCase[] = [
  {
    method: 'GET', path: '/api/users/aggregation', code: P.user.view, okStatus: 200,
    request: ({ user }) => ({ url: listUrl('/api/users/aggregation', { filter: { search: user.accountNumber } }) }),
    async done(ctx, res) { expect(ids(res)).toContain(ctx.user.id); },
  },
  {
    method: 'GET', path: '/api/users/dormant', code: P.user.view, okStatus: 200,
    user: { role: 'guest', createdAt: new Date(Date.now() - 200 * 86_400_000) },
    request: ({ user }) => ({ url: listUrl('/api/users/dormant', { filter: { search: user.accountNumber } }) }),
    async done(ctx, res) { expect(ids(res)).toEqual([ctx.user.id]); },
  },
  {
    method: 'GET', path: '/api/users/{id}', code: P.user.view, okStatus: 200,
    request: ({ user }) => ({ url: `/api/users/${user.id}` }),
    async done(ctx, res) { expect((res.json() as User).id).toBe(ctx.user.id); },
  },
  {
    method: 'GET', path: '/api/users/{id}/history', code: P.user.view, okStatus: 200,
    request: ({ user }) => ({ url: `/api/users/${user.id}/history` }),
    async done(_ctx, res) { expect(res.json()).toEqual({ totalCount: 0, entries: [] }); },
  },
  caseOf(users.decideApproval, {
    request: ({ user }) => ({ url: `/api/users/${user.id}/approval-action`, payload: { action: 'approve', remark: 'ok' } }),
    async done(ctx) { expect((await userRow(ctx)).approvalStatus).toBe('approved'); },
  }),
  {
    method: 'PATCH', path: '/api/users/{id}/url', code: P.user.edit, okStatus: 200,
    request: ({ user }) => ({ url: `/api/users/${user.id}/url`, payload: { url: 'https://example.com/p' } }),
    async done(ctx) { expect((await userRow(ctx)).url).toBe('https://example.com/p'); },
  },
  caseOf(users.setBan, {
    request: ({ user }) => ({ url: `/api/users/${user.id}/ban`, payload: { ban: true, remark: 'Abuse' } }),
    async done(ctx) { expect((await userRow(ctx)).banned).toBe(true); },
  }),
  {
    method: 'POST', path: '/api/auth/register-new-user', code: P.user.create, okStatus: 201,
    async prepare(ctx) { ctx.extra.email = registration().email; },
    request: ({ extra }) => ({ url: '/api/auth/register-new-user', ...multipart(registration({ email: extra.email }), [{ field: 'avatar', filename: 'a.jpg', content: JPEG }]) }),
    async done(ctx) {
      const [row] = await ctx.t.database.db.select().from(accounts).where(eq(accounts.email, ctx.extra.email));
      expect(row).toMatchObject({ approvalStatus: 'pending', avatarId: expect.any(String) });
    },
  },
  {
    method: 'PATCH', path: '/api/account/{id}', code: P.user.edit, okStatus: 200,
    request: ({ user }) => ({ url: `/api/account/${user.id}`, ...multipart({ name: 'Edited By Permission Test' }) }),
    async done(ctx) { expect((await userRow(ctx)).name).toBe('Edited By Permission Test'); },
  },
  {
    method: 'DELETE', path: '/api/account/{id}', code: P.user.approve, okStatus: 200,
    request: ({ user }) => ({ url: `/api/account/${user.id}` }),
    async done(ctx) { expect((await userRow(ctx)).deletedAt).toBeInstanceOf(Date); },
  },
  {
    method: 'GET', path: '/api/change-contact-submissions', code: P.user.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.submission = await insertContactChange(ctx.t.database.db, ctx.user.id, 'phone', '+60134445555'); },
    request: ({ user }) => ({ url: listUrl('/api/change-contact-submissions', { filter: { search: user.accountNumber } }) }),
    async done(ctx, res) { expect((res.json() as { submissions: { id: string }[] }).submissions.map((s) => s.id)).toEqual([ctx.extra.submission]); },
  },
  caseOf(users.decideContactChange, {
    async prepare(ctx) { ctx.extra.submission = await insertContactChange(ctx.t.database.db, ctx.user.id, 'phone', '+60134446666'); },
    request: ({ extra }) => ({ url: `/api/change-contact-submissions/${extra.submission}`, payload: { action: 'reject', remark: 'no' } }),
    async done(ctx) {
      const [row] = await ctx.t.database.db.select().from(contactChangeSubmissions).where(eq(contactChangeSubmissions.id, ctx.extra.submission));
      expect(row.status).toBe('rejected');
    },
  }),
  {
    method: 'GET', path: '/api/files/{id}', code: P.user.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.file = await insertFile(ctx.t.database.db, ctx.user.id, 'selfie', JPEG); },
    request: ({ extra }) => ({ url: `/api/files/${extra.file}` }),
    async done(_ctx, res) { expect(res.rawPayload.equals(JPEG)).toBe(true); },
  },
  {
    method: 'GET', path: '/user-mgmt/get-user-list', code: P.user.view, okStatus: 200,
    request: ({ user }) => ({ url: `/user-mgmt/get-user-list?role=rider&filter=${encodeURIComponent(JSON.stringify({ search: user.accountNumber }))}` }),
    async done(ctx, res) { expect(ids(res)).toEqual([ctx.user.id]); },
  },
  {
    method: 'GET', path: '/user-mgmt/pending-verify-user', code: P.user.view, okStatus: 200,
    request: ({ user }) => ({ url: `/user-mgmt/pending-verify-user?role=rider&filter=${encodeURIComponent(JSON.stringify({ search: user.accountNumber }))}` }),
    async done(ctx, res) { expect(ids(res)).toEqual([ctx.user.id]); },
  },
  caseOf(users.banByAccount, {
    request: ({ user }) => ({ url: '/user-mgmt/ban-user', payload: { ...an(user), ban: true, remark: 'Abuse' } }),
    async done(ctx) { expect((await userRow(ctx)).banned).toBe(true); },
  }),
  caseOf(users.setVip, {
    request: ({ user }) => ({ url: '/user-mgmt/set-vip-status', payload: { ...an(user), is_vip: true } }),
    async done(ctx) { expect((await userRow(ctx)).isVip).toBe(true); },
  }),
  {
    method: 'POST', path: '/user-mgmt/agent/change-agent-type', code: P.user.edit, okStatus: 200,
    user: { role: 'agent', agentType: 'freelance' },
    request: ({ user }) => ({ url: '/user-mgmt/agent/change-agent-type', payload: { ...an(user), agent_type: 'corporate' } }),
    async done(ctx) { expect((await userRow(ctx)).agentType).toBe('corporate'); },
  },
  {
    method: 'POST', path: '/user-mgmt/agent/change-agent-commission', code: P.user.edit, okStatus: 200,
    user: { role: 'agent' },
    request: ({ user }) => ({ url: '/user-mgmt/agent/change-agent-commission', payload: { ...an(user), commission_rate: 15.75 } }),
    async done(ctx) { expect(Number((await userRow(ctx)).commissionRate)).toBe(15.75); },
  },
  {
    method: 'GET', path: '/user-mgmt/get-rider-details', code: P.user.view, okStatus: 200,
    request: ({ user }) => ({ url: `/user-mgmt/get-rider-details?account_number=${user.accountNumber}&user_type=rider` }),
    async done(ctx, res) { expect((res.json() as User).id).toBe(ctx.user.id); },
  },
  caseOf(users.decideRiderVerification, {
    request: ({ user }) => ({ url: '/user-mgmt/action-rider-verification', payload: { ...an(user), action: 'Approved', remarks: 'ok' } }),
    async done(ctx) { expect((await userRow(ctx)).verificationStatus).toBe('approved'); },
  }),
  {
    method: 'GET', path: '/user-mgmt/rider-attendance', code: P.user.view, okStatus: 200,
    request: ({ user }) => ({ url: `/user-mgmt/rider-attendance?account_number=${user.accountNumber}&start_date=2026-01-05&end_date=2026-01-11` }),
    async done(_ctx, res) { expect((res.json() as { days: unknown[] }).days).toHaveLength(7); },
  },
  {
    method: 'GET', path: '/api/users/attendance', code: P.user.view, okStatus: 200,
    user: { role: 'rider', createdAt: new Date('2026-01-01T00:00:00Z') },
    request: () => ({ url: '/api/users/attendance?date=2026-01-05' }),
    async done(ctx, res) { expect((res.json() as { riders: { id: string }[] }).riders.map((r) => r.id)).toContain(ctx.user.id); },
  },
  {
    method: 'POST', path: '/user-mgmt/edit-rider-details', code: P.user.edit, okStatus: 200,
    request: ({ user }) => ({ url: '/user-mgmt/edit-rider-details', ...multipart({ ...an(user), name: 'Rider Edited By Test' }) }),
    async done(ctx) { expect((await userRow(ctx)).name).toBe('Rider Edited By Test'); },
  },
  {
    method: 'GET', path: '/user-mgmt/search-buyer', code: P.user.view, okStatus: 200,
    user: { role: 'buyer' },
    request: ({ user }) => ({ url: `/user-mgmt/search-buyer?search=${user.accountNumber}` }),
    async done(ctx, res) { expect(ids(res)).toEqual([ctx.user.id]); },
  },
  {
    // A user's password is User edit (6); an administrator's is Admin edit (2), in the admin table.
    method: 'POST', path: '/user-mgmt/reset-user-password', code: P.user.edit, okStatus: 200,
    request: ({ user }) => ({ url: '/user-mgmt/reset-user-password', payload: { id: user.id } }),
    async done(ctx, res) {
      expect((await userRow(ctx)).mustChangePassword).toBe(true);
      expect((res.json() as { temporaryPassword: string }).temporaryPassword).toEqual(expect.any(String));
    },
  },
];

export default { routes: USER_ROUTES } satisfies AreaRouteCases;
