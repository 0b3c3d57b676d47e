import { routesOf, type CallRouteFields } from '../call';
import type { approvals as contract } from '../approvals';
import { APPROVALS_PATH } from '../early-paths';

/**
 * The approvals inbox (issue 9): every pending decision the signed-in admin may take, across
 * areas. Each kind is one area's record waiting for approve or reject; a kind joins by being
 * added here and declared as an inbox source by its server module and its app area.
 */
export const APPROVAL_KINDS = ['user', 'contact-change', 'rider', 'credit-request', 'free-stay', 'bank-change', 'dsr', 'expense', 'owner-statement'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** An item's id: a user may wait twice, for approval and as a rider, so the kind is part of it. */
export function approvalItemId(kind: ApprovalKind, recordId: string): string {
  return `${kind}:${recordId}`;
}

/** Each call of ../approvals.ts without its schemas: the contract spreads these into its descriptors. */
export const APPROVALS_ROUTES = {
  list: { method: 'GET', path: APPROVALS_PATH, permission: 'signed-in', tag: 'approvals' },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const approvals = routesOf<typeof contract>()(APPROVALS_ROUTES);
