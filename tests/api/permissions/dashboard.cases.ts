import type { AreaRouteCases } from '../helpers/route-cases';

/**
 * The dashboard needs no code: it leaves out the parts of areas the admin may not view (tests/api/dashboard.test.ts).
 * The owner's is any signed-in owner's own, refused to an administrator (tests/api/owner-dashboard.test.ts).
 */
export default { routes: [], signedInOnly: ['GET /api/dashboard', 'GET /api/dashboard/owner'] } satisfies AreaRouteCases;
