import type { FastifyInstance } from 'fastify';
import { revenue } from '@shared/contracts/revenue';
import { sendCsv } from '@server/core/csv';
import { route } from '@server/core/route';
import { revenueCsv } from './export';
import { revenueReport, revenueReportByMonth } from './service';

/** Revenue by month (DESIGN.md §6 Revenue), read from each stay's months as migration 0025 keeps them from the reservations. */
export async function revenueRoutes(app: FastifyInstance): Promise<void> {
  route(app, revenue.report, async ({ db, query }) => revenueReport(db, query));
  route(app, revenue.exportCsv, async ({ db, query, reply }) =>
    sendCsv(reply, `revenue-${query.from}-${query.to}-by-${query.groupBy}.csv`, revenueCsv(await revenueReportByMonth(db, query))),
  );
}
