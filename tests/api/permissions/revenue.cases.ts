import { expect } from 'vitest';
import type { RevenueReport } from '@shared/contracts/revenue';
import { P } from '@shared/permissions';
import type { AreaRouteCases } from '../helpers/route-cases';

/** Revenue is read only: the report and its CSV, Revenue view (40). */
export default {
  routes: [
    {
      method: 'GET', path: '/api/revenue', code: P.revenue.view, okStatus: 200,
      request: () => ({ url: '/api/revenue?from=2027-01&to=2027-03&groupBy=channel' }),
      async done(_ctx, res) { expect((res.json() as RevenueReport).months).toEqual(['2027-01', '2027-02', '2027-03']); },
    },
    {
      method: 'GET', path: '/api/revenue/export.csv', code: P.revenue.view, okStatus: 200,
      request: () => ({ url: '/api/revenue/export.csv?from=2027-01&to=2027-01&groupBy=property' }),
      async done(_ctx, res) { expect(res.rawPayload.toString('utf8')).toMatch(/^\uFEFFGroup,Property,Month/); },
    },
  ],
} satisfies AreaRouteCases;
