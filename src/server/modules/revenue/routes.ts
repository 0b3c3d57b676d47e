import type { FastifyInstance } from 'fastify';
import { revenue } from '@shared/contracts/revenue';
import { sendCsv } from '@server/core/csv';
import { route } from '@server/core/route';
import { revenueCsv } from './export';
import { revenueReport } from './service';

/** Revenue by month, read from the reservations (DESIGN.md §6 Revenue): nothing of its own is stored. */
export async function revenueRoutes(app: FastifyInstance): Promise<void> {
  route(app, revenue.report, async ({ db, query }) => {
    const report = await revenueReport(db, query);
    return { ...report, rows: report.rows.map(({ months: _months, ...row }) => row) };
  });
  route(app, revenue.exportCsv, async ({ db, query, reply }) =>
    sendCsv(reply, `revenue-${query.from}-${query.to}-by-${query.groupBy}.csv`, revenueCsv(await revenueReport(db, query))),
  );
}
