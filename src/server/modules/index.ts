import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { administratorRoutes } from './administrators/routes';
import { announcementsRoutes } from './announcements/routes';
import { approvalRoutes } from './approvals/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { creditInboxSources } from './credit/inbox';
import { companyRoutes } from './companies/routes';
import { creditRoutes } from './credit/routes';
import { dsrInboxSources } from './dsr/inbox';
import { dsrRoutes } from './dsr/routes';
import { enquiryRoutes } from './enquiries/routes';
import { expenseInboxSources } from './expenses/inbox';
import { expensesRoutes } from './expenses/routes';
import { fileRoutes } from './files/routes';
import { freeStayInboxSources } from './free-stay/inbox';
import { freeStayRoutes } from './free-stay/routes';
import { globalSettingsRoutes } from './global-settings/routes';
import { healthRoutes } from './health/routes';
import { holidaysRoutes } from './holidays/routes';
import { integrationRoutes } from './integration/routes';
import { listingRoutes } from './listings/routes';
import { ownerInstallmentsRoutes } from './owner-installments/routes';
import { ownerInboxSources } from './owners/inbox';
import { ownerStatementRoutes } from './owner-statements/routes';
import { ownerRoutes } from './owners/routes';
import { reservationRoutes } from './reservations/routes';
import { revenueRoutes } from './revenue/routes';
import { createReservation } from './reservations/service';
import { servicePackageRoutes } from './service-packages/routes';
import { userInboxSources } from './users/inbox';
import { userRoutes } from './users/routes';

/** The one list of areas the server registers (DESIGN.md §3). */
export const MODULES: readonly ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  administratorRoutes,
  auditRoutes,
  accountRoutes,
  userRoutes,
  fileRoutes,
  creditRoutes,
  companyRoutes,
  servicePackageRoutes,
  listingRoutes,
  ownerRoutes,
  reservationRoutes,
  freeStayRoutes,
  // Converting an enquiry books through the reservations service.
  enquiryRoutes(createReservation),
  integrationRoutes,
  revenueRoutes,
  // Every pending decision across areas: each module declares its own kinds.
  approvalRoutes([...userInboxSources, ...creditInboxSources, ...freeStayInboxSources, ...ownerInboxSources, ...expenseInboxSources, ...dsrInboxSources]),
  dsrRoutes,
  expensesRoutes,
  ownerInstallmentsRoutes,
  announcementsRoutes,
  // Installments due will come into a month's run through its deductions (owner-statements/gather.ts).
  ownerStatementRoutes(),
  holidaysRoutes,
  globalSettingsRoutes,
];
