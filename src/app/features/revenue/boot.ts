import { REVENUE_PATH } from '@shared/contracts/early-paths';
import { defineBoot } from '@app/lib/boot';
import { defaultRevenueChoice, revenueParamsOf } from './revenue-range';

/**
 * A cold start at revenue asks for the figures the screen opens on (the six months to this one, by property) from the
 * entry, beside the profile check (issue 27), with the page's own default, so its read takes the answer.
 */
export default defineBoot({
  page: '/admin/revenue',
  reads: [{ path: REVENUE_PATH, query: () => ({ ...revenueParamsOf(defaultRevenueChoice()) }) }],
});
