import { expect } from 'vitest';
import { analytics } from '@shared/contracts/plain/analytics';
import type { AnalyticsSummary } from '@shared/contracts/analytics';
import { caseOf, type AreaRouteCases } from '../helpers/route-cases';

/**
 * First-party analytics (issue 30): the summary needs the Global view code (16); reporting one's own screen views
 * and web vitals is open to any signed-in admin or owner (tests/api/analytics.test.ts covers both kinds of account).
 */
export default {
  routes: [
    caseOf(analytics.summary, {
      request: () => ({ url: '/api/analytics/summary?days=30' }),
      async done(_ctx, res) {
        expect((res.json() as AnalyticsSummary).days).toBe(30);
      },
    }),
  ],
  signedInOnly: ['POST /api/analytics/events'],
} satisfies AreaRouteCases;
