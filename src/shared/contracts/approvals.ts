import { z } from 'zod';
import { defineCall } from './call';
import { creditRequest } from './credit';
import { dsrReport } from './dsr';
import { expense } from './expenses';
import { freeStayRequest } from './free-stay';
import { ownerStatement } from './owner-statements';
import { ownerBankChange } from './owners';
import { contactChangeSubmission, user } from './users';
import { APPROVALS_ROUTES, APPROVAL_KINDS, type ApprovalKind } from './plain/approvals';

export { APPROVAL_KINDS, approvalItemId, type ApprovalKind } from './plain/approvals';

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
  itemOf('dsr', dsrReport),
  itemOf('expense', expense),
  itemOf('owner-statement', ownerStatement),
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
  list: defineCall({ ...APPROVALS_ROUTES.list, query: approvalsQuery, response: approvalList }),
};
