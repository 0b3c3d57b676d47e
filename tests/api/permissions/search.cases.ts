import type { AreaRouteCases } from '../helpers/route-cases';

/** The search box needs no code: it searches only the kinds the admin may view (tests/api/search.test.ts). */
export default { routes: [], signedInOnly: ['GET /api/search'] } satisfies AreaRouteCases;
