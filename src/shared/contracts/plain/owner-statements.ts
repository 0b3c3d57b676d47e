import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { ownerStatements as contract } from '../owner-statements';

/** draft → approved (47, never by who generated it) → sent (46, the owner sees it); a revision supersedes. */
export const STATEMENT_STATUSES = ['draft', 'approved', 'sent', 'superseded'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
/** What a statement line is, in the order a statement prints them within a unit. */
export const STATEMENT_LINE_KINDS = [
  'stay',
  'commission',
  'management_fee',
  'cleaning',
  'expense',
  'expense_markup',
  'installment',
  'adjustment',
  'carry_forward',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];
/** What an adjustment line corrects of an approved month. */
export const STATEMENT_ADJUSTED = ['stay', 'expense', 'management_fee', 'cleaning'] as const;
export const STATEMENT_JOB_STATUSES = ['running', 'done', 'failed'] as const;

const tag = 'owner-statements';
const R = P.reporting;

/** Each call of ../owner-statements.ts without its schemas: the contract spreads these into its descriptors. */
export const OWNER_STATEMENTS_ROUTES = {
  /** Owners signed in to the portal get their own sent statements only. */
  list: { method: 'GET', path: '/api/owner-statements/aggregation', permission: R.view, owners: true, tag },
  get: { method: 'GET', path: '/api/owner-statements/:id', permission: R.view, owners: true, tag },
  generate: { method: 'POST', path: '/api/owner-statements/generate', status: 201, permission: R.create, tag },
  job: { method: 'GET', path: '/api/owner-statements/jobs/:id', permission: R.view, tag },
  decide: { method: 'POST', path: '/api/owner-statements/:id/decision', conflict: true, permission: R.approve, tag },
  send: { method: 'POST', path: '/api/owner-statements/:id/send', conflict: true, permission: R.edit, tag },
  /** The statement's PDF (reporting-pdf, SPEC.md §2, is the Reporting area's code 44): a draft on the fly, an approved one as stored. */
  pdf: { method: 'GET', path: '/api/owner-statements/:id/pdf', permission: R.view, owners: true, tag },
  /** An owner's year for tax, 12 months in one PDF. */
  yearSummary: { method: 'GET', path: '/api/owner-statements/year-summary.pdf', permission: R.view, owners: true, tag },
  /** An owner's contract, read-only: the service package version in force for each of their units. */
  contract: { method: 'GET', path: '/api/owner-statements/contract', permission: R.view, owners: true, tag },
  /** A superseding revision of an approved or sent statement; answers the new draft. */
  revise: { method: 'POST', path: '/api/owner-statements/:id/revise', status: 201, conflict: true, permission: R.edit, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const ownerStatements = routesOf<typeof contract>()(OWNER_STATEMENTS_ROUTES);
