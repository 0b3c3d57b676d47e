import type { AreaRouteCases } from '../helpers/route-cases';

/** Signing in and out, and one's own account: any signed-in account, no code (checked in permissions.test.ts). */
export default {
  routes: [],
  signedInOnly: ['GET /api/account/admin', 'POST /api/auth/logout', 'POST /api/auth/change-password'],
  public: ['POST /api/auth/login'],
} satisfies AreaRouteCases;
