import type { AreaRouteCases } from '../helpers/route-cases';

export default { routes: [], public: ['GET /api/health'] } satisfies AreaRouteCases;
