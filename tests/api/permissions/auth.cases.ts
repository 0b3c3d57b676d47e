import type { AreaRouteCases } from '../helpers/route-cases';

/** Signing in and out, and one's own account: any signed-in account, no code (checked in permissions.test.ts). */
export default {
  routes: [],
  signedInOnly: [
    'GET /api/account/admin', 'POST /api/auth/logout', 'POST /api/auth/change-password',
    'GET /api/account/settings', 'PATCH /api/account/settings', 'GET /api/account/sessions', 'DELETE /api/account/sessions/{id}',
    // One's own links to sign-in providers (tests/api/oidc.test.ts).
    'GET /api/auth/oidc/links', 'POST /api/auth/oidc/{id}/link', 'DELETE /api/auth/oidc/{id}/link',
  ],
  // Sign-in with a provider: the list for the sign-in page and the browser's two redirects.
  public: ['POST /api/auth/login', 'GET /api/auth/providers', 'GET /api/auth/oidc/{id}/start', 'GET /api/auth/oidc/{id}/callback'],
} satisfies AreaRouteCases;
