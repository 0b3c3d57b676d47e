import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { expenses as contract } from '../expenses';

/** recorded → approved (35, never by who recorded it) | void (35, with its reason; never deleted). */
export const EXPENSE_STATUSES = ['recorded', 'approved', 'void'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export const EXPENSE_CATEGORIES = [
  'cleaning',
  'laundry',
  'repairs',
  'utilities',
  'internet',
  'supplies',
  'furnishing',
  'commission',
  'marketing',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

const tag = 'expenses';

/** Each call of ../expenses.ts without its schemas: the contract spreads these into its descriptors. */
export const EXPENSES_ROUTES = {
  list: { method: 'GET', path: '/api/expenses/aggregation', permission: P.expenses.view, tag },
  exportCsv: { method: 'GET', path: '/api/expenses/export.csv', permission: P.expenses.view, tag },
  get: { method: 'GET', path: '/api/expenses/:id', permission: P.expenses.view, tag },
  create: { method: 'POST', path: '/api/expenses', status: 201, permission: P.expenses.create, tag },
  update: { method: 'PATCH', path: '/api/expenses/:id', conflict: true, permission: P.expenses.edit, tag },
  attachReceipt: { method: 'POST', path: '/api/expenses/:id/receipt', conflict: true, permission: P.expenses.create, tag },
  receipt: { method: 'GET', path: '/api/expenses/:id/receipt', permission: P.expenses.view, tag },
  decide: { method: 'POST', path: '/api/expenses/:id/decision', conflict: true, permission: P.expenses.approve, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const expenses = routesOf<typeof contract>()(EXPENSES_ROUTES);
