import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { administratorRoutes } from './administrators/routes';
import { attendanceRoutes } from './attendance/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { contactChangeRoutes } from './contact-changes/routes';
import { fileRoutes } from './files/routes';
import { healthRoutes } from './health/routes';
import { userApiRoutes } from './users/api-routes';
import { userLegacyRoutes } from './users/legacy-routes';

/** The one list of areas the server registers (DESIGN.md §3). */
export const MODULES: readonly ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  administratorRoutes,
  auditRoutes,
  accountRoutes,
  userApiRoutes,
  userLegacyRoutes,
  contactChangeRoutes,
  attendanceRoutes,
  fileRoutes,
];
