import type { FastifyInstance } from 'fastify';
import { installmentDeductions } from '@server/core/installments-due';
import { accountRoutes } from './accounts/routes';
import { administratorRoutes } from './administrators/routes';
import { analyticsRoutes } from './analytics/routes';
import { announcementsDashboardPart } from './announcements/dashboard';
import { announcementsRoutes } from './announcements/routes';
import { approvalsDashboardPart } from './approvals/dashboard';
import { approvalRoutes } from './approvals/routes';
import { assistantRoutes } from './assistant/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { ownerCreditPart } from './credit/dashboard';
import { creditInboxSources } from './credit/inbox';
import { companyRoutes } from './companies/routes';
import { creditRoutes } from './credit/routes';
import { dashboardRoutes } from './dashboard/routes';
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
import { ownerLatestStatementPart } from './owner-statements/dashboard';
import { ownerStatementInboxSources } from './owner-statements/inbox';
import { ownerStatementRoutes } from './owner-statements/routes';
import { ownerRoutes } from './owners/routes';
import { occupancyPart, ownerNextStaysPart, ownerOccupancyPart, ownerUnitCountPart, staysTodayPart } from './reservations/dashboard';
import { reservationRoutes } from './reservations/routes';
import { revenueDashboardPart } from './revenue/dashboard';
import { revenueRoutes } from './revenue/routes';
import { createReservation } from './reservations/service';
import { searchRoutes } from './search/routes';
import { servicePackageRoutes } from './service-packages/routes';
import { userInboxSources } from './users/inbox';
import { userRoutes } from './users/routes';
import { userSearch } from './users/search';
import { ownerSearch } from './owners/search';
import { unitSearch } from './listings/search';
import { reservationSearch } from './reservations/search';
import { freeStaySearch } from './free-stay/search';

/** Every kind of waiting decision, as each module declares its own. */
const INBOX_SOURCES = [...userInboxSources, ...creditInboxSources, ...freeStayInboxSources, ...ownerInboxSources, ...expenseInboxSources, ...dsrInboxSources, ...ownerStatementInboxSources];

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
  approvalRoutes(INBOX_SOURCES),
  // The first screen: each area's figures, and the inbox's counts, without the dashboard reading their tables.
  // The owner portal's first screen the same way, each part read for the signed-in owner alone.
  dashboardRoutes(
    [approvalsDashboardPart(INBOX_SOURCES), staysTodayPart, occupancyPart, revenueDashboardPart, announcementsDashboardPart],
    [ownerUnitCountPart, ownerOccupancyPart, ownerNextStaysPart, ownerLatestStatementPart, ownerCreditPart],
  ),
  dsrRoutes,
  expensesRoutes,
  ownerInstallmentsRoutes,
  announcementsRoutes,
  // Installments due come into a month's run through its deductions (owner-statements/gather.ts).
  ownerStatementRoutes(installmentDeductions),
  holidaysRoutes,
  // The search box: each area finds its own records.
  searchRoutes([reservationSearch, unitSearch, ownerSearch, userSearch, freeStaySearch]),
  globalSettingsRoutes,
  // Screen views and web vitals the app reports (issue 30), and their summary.
  analyticsRoutes,
  // The embedded assistant's configuration, from the environment (off by default).
  assistantRoutes,
];
