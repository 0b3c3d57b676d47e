import type { AreaRouteCases } from '../helpers/route-cases';

/** Signing in and out, and one's own account: any signed-in account, no code (checked in permissions.test.ts). */
export default {
  routes: [],
  signedInOnly: [
    'GET /api/account/admin', 'POST /api/auth/logout', 'POST /api/auth/change-password',
    'GET /api/account/settings', 'PATCH /api/account/settings', 'GET /api/account/sessions', 'DELETE /api/account/sessions/{id}',
  ],
  public: ['POST /api/auth/login'],
} satisfies AreaRouteCases;
