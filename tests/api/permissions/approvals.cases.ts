import type { AreaRouteCases } from '../helpers/route-cases';

/** The inbox needs no code: it lists only what the admin's codes let them decide. */
export default { routes: [], signedInOnly: ['GET /api/approvals'] } satisfies AreaRouteCases;
