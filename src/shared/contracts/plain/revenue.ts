import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { revenue as contract } from '../revenue';

/** How the revenue table groups its rows (DESIGN.md §6 Revenue). */
export const REVENUE_GROUPS = ['property', 'unit', 'roomType', 'channel', 'owner'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

const tag = 'revenue';

/** Each call of ../revenue.ts without its schemas: the contract spreads these into its descriptors. */
export const REVENUE_ROUTES = {
  report: { method: 'GET', path: '/api/revenue', permission: P.revenue.view, tag },
  exportCsv: { method: 'GET', path: '/api/revenue/export.csv', permission: P.revenue.view, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const revenue = routesOf<typeof contract>()(REVENUE_ROUTES);
