import type { AreaRouteCases } from '../helpers/route-cases';

/** Any signed-in admin or owner: what each is told is tests/api/assistant.test.ts's. */
export default { routes: [], signedInOnly: ['GET /api/assistant/config'] } satisfies AreaRouteCases;
