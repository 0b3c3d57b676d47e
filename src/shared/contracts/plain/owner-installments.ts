import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { ownerInstallments as contract } from '../owner-installments';

/**
 * active → completed (every month deducted or waived) | settled (settled early: the rest in one entry) |
 * cancelled (only while no month was deducted or waived; the plan stays readable).
 */
export const INSTALLMENT_STATUSES = ['active', 'completed', 'settled', 'cancelled'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

/** A month of the schedule: due until a statement deducts it, or it is waived (reason, who), or the plan is settled. */
export const INSTALLMENT_MONTH_STATUSES = ['due', 'deducted', 'waived', 'settled'] as const;
export type InstallmentMonthStatus = (typeof INSTALLMENT_MONTH_STATUSES)[number];

/** A plan runs 1 to 60 months. */
export const INSTALLMENT_MONTHS_MAX = 60;
export const INSTALLMENT_TITLE_MAX = 120;

const tag = 'owner-installments';

/** Each call of ../owner-installments.ts without its schemas: the contract spreads these into its descriptors. */
export const OWNER_INSTALLMENTS_ROUTES = {
  list: { method: 'GET', path: '/api/owner-installments/aggregation', permission: P.expenses.view, tag },
  get: { method: 'GET', path: '/api/owner-installments/:id', permission: P.expenses.view, tag },
  create: { method: 'POST', path: '/api/owner-installments', status: 201, permission: P.expenses.create, tag },
  update: { method: 'PATCH', path: '/api/owner-installments/:id', conflict: true, permission: P.expenses.edit, tag },
  waive: { method: 'POST', path: '/api/owner-installments/:id/waive', conflict: true, permission: P.expenses.edit, tag },
  settle: { method: 'POST', path: '/api/owner-installments/:id/settle', conflict: true, permission: P.expenses.edit, tag },
  cancel: { method: 'POST', path: '/api/owner-installments/:id/cancel', conflict: true, permission: P.expenses.approve, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const ownerInstallments = routesOf<typeof contract>()(OWNER_INSTALLMENTS_ROUTES);
