import { expect } from 'vitest';
import { findAccountByEmail } from '@server/core/accounts/account-store';
import { P } from '@shared/permissions';
import { listUrl } from '../helpers/test-app';
import { accountRow, uniqueEmail, type Administrator } from '../helpers/fixtures';
import type { AreaRouteCases, RouteCase } from '../helpers/route-cases';

const newEmail = uniqueEmail('created-by-permission-test');

const ADMIN_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/administrators/aggregation',
    code: P.admin.view,
    okStatus: 200,
    request: () => ({ url: listUrl('/api/administrators/aggregation', { pagination: { limit: 100 } }) }),
    async done(ctx, res) {
      const b = res.json() as { totalCount: number; administrators: Administrator[] };
      expect(b.administrators.map((a) => a.id)).toContain(ctx.target);
    },
  },
  {
    method: 'GET',
    path: '/api/administrators/{id}',
    code: P.admin.view,
    okStatus: 200,
    request: ({ target }) => ({ url: `/api/administrators/${target}` }),
    async done(ctx, res) {
      expect((res.json() as Administrator).id).toBe(ctx.target);
    },
  },
  {
    method: 'GET',
    path: '/api/audit',
    code: P.admin.view,
    okStatus: 200,
    request: () => ({ url: '/api/audit' }),
    async done(_ctx, res) {
      expect((res.json() as { totalCount: number }).totalCount).toBeGreaterThan(0);
    },
  },
  {
    method: 'POST',
    path: '/api/administrators',
    code: P.admin.create,
    okStatus: 201,
    // Only codes the creator holds may be handed out (admin-guard.ts).
    request: () => ({ url: '/api/administrators', payload: { name: 'Made By Creator', email: newEmail, password: 'created-pass-1', permissions: [P.admin.create] } }),
    async refused(ctx) {
      expect(await findAccountByEmail(ctx.t.database.db, newEmail)).toBeUndefined();
    },
    async done(ctx) {
      expect((await findAccountByEmail(ctx.t.database.db, newEmail))?.name).toBe('Made By Creator');
    },
  },
  {
    method: 'POST',
    path: '/user-mgmt/check-email-available',
    code: P.admin.create,
    okStatus: 200,
    request: () => ({ url: '/user-mgmt/check-email-available', payload: { email: 'free-address@stayops.test' } }),
    async done(_ctx, res) {
      expect(res.json()).toEqual({ available: true });
    },
  },
  {
    method: 'PATCH',
    path: '/api/administrators/{id}',
    code: P.admin.edit,
    okStatus: 200,
    request: ({ target }) => ({ url: `/api/administrators/${target}`, payload: { name: 'Renamed By Editor' } }),
    async done(ctx) {
      expect((await accountRow(ctx.t.database.db, ctx.target)).name).toBe('Renamed By Editor');
    },
  },
  {
    method: 'POST',
    path: '/user-mgmt/change-admin-permission',
    code: P.admin.edit,
    okStatus: 200,
    request: ({ target }) => ({ url: '/user-mgmt/change-admin-permission', payload: { id: target, permissions: [P.admin.edit] } }),
    async done(ctx) {
      expect((await accountRow(ctx.t.database.db, ctx.target)).permissions).toEqual([P.admin.edit]);
    },
  },
  {
    method: 'POST',
    path: '/user-mgmt/reset-user-password',
    code: P.admin.edit,
    okStatus: 200,
    request: ({ target }) => ({ url: '/user-mgmt/reset-user-password', payload: { id: target } }),
    async done(ctx) {
      expect((await accountRow(ctx.t.database.db, ctx.target)).mustChangePassword).toBe(true);
    },
  },
];

export default { routes: ADMIN_ROUTES } satisfies AreaRouteCases;
