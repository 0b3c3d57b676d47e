import { z } from 'zod';
import { defineCall } from './call';
import { APPROVALS_PATH } from './early-paths';
import { creditRequest } from './credit';
import { freeStayRequest } from './free-stay';
import { ownerBankChange } from './owners';
import { contactChangeSubmission, user } from './users';

/**
 * The approvals inbox (issue 9): every pending decision the signed-in admin may take, across
 * areas. Each kind is one area's record waiting for approve or reject; a kind joins by being
 * added here and declared as an inbox source by its server module and its app area.
 */
export const APPROVAL_KINDS = ['user', 'contact-change', 'rider', 'credit-request', 'free-stay', 'bank-change'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** An item's id: a user may wait twice, for approval and as a rider, so the kind is part of it. */
export function approvalItemId(kind: ApprovalKind, recordId: string): string {
  return `${kind}:${recordId}`;
}

/** One waiting decision, `id` from approvalItemId. */
const itemOf = <K extends ApprovalKind, R extends z.ZodType>(kind: K, record: R) =>
  z.object({ kind: z.literal(kind), id: z.string(), createdAt: z.string(), record });

export const approvalItem = z.discriminatedUnion('kind', [
  itemOf('user', user),
  itemOf('contact-change', contactChangeSubmission),
  itemOf('rider', user),
  itemOf('credit-request', creditRequest),
  itemOf('free-stay', freeStayRequest),
  itemOf('bank-change', ownerBankChange),
]);
export type ApprovalItem = z.infer<typeof approvalItem>;
export type ApprovalItemOf<K extends ApprovalKind> = Extract<ApprovalItem, { kind: K }>;
export type ApprovalRecordOf<K extends ApprovalKind> = ApprovalItemOf<K>['record'];

export const APPROVALS_MAX_LIMIT = 100;
/** How deep the merged pages go: each kind reads `page × limit` rows to merge them newest first. */
export const APPROVALS_MAX_DEPTH = 1_000;

export const approvalsQuery = z
  .object({
    kind: z.enum(APPROVAL_KINDS).optional(),
    limit: z.coerce.number().int().min(1).max(APPROVALS_MAX_LIMIT).default(20),
    page: z.coerce.number().int().min(1).default(1),
  })
  .strict()
  .refine((q) => q.page * q.limit <= APPROVALS_MAX_DEPTH, { message: `page × limit must be at most ${APPROVALS_MAX_DEPTH}`, path: ['page'] });
export type ApprovalsQuery = z.input<typeof approvalsQuery>;

export const approvalList = z.object({
  /** Waiting decisions per kind the admin may take, whatever `kind` asks; kinds they may not take are absent. */
  counts: z.partialRecord(z.enum(APPROVAL_KINDS), z.number()),
  /** How many items match the query (`kind` or all), over every page. */
  totalCount: z.number(),
  items: z.array(approvalItem),
});
export type ApprovalList = z.infer<typeof approvalList>;

export const approvals = {
  list: defineCall({ method: 'GET', path: APPROVALS_PATH, query: approvalsQuery, response: approvalList, permission: 'signed-in', tag: 'approvals' }),
};
