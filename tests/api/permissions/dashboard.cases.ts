import type { AreaRouteCases } from '../helpers/route-cases';

/** The dashboard needs no code: it leaves out the parts of areas the admin may not view (tests/api/dashboard.test.ts). */
export default { routes: [], signedInOnly: ['GET /api/dashboard'] } satisfies AreaRouteCases;
