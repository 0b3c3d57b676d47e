import { z } from 'zod';
import { defineCall } from './call';
import { idParam, remarkField } from './common';
import { listQuerySchema } from '../list-params';
import { CREDIT_ROUTES } from './plain/credit';

/** Money is MYR in integer sen (DESIGN.md §6); the app enters ringgit and converts. */
export const CREDIT_ENTRY_KINDS = ['top_up', 'deduction', 'reversal'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];
export const CREDIT_REQUEST_KINDS = ['top_up', 'deduction'] as const;
export type CreditRequestKind = (typeof CREDIT_REQUEST_KINDS)[number];
export const CREDIT_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];
export const CREDIT_HOLDER_ROLES = ['guest', 'agent', 'rider', 'buyer', 'owner'] as const;

/**
 * The largest single request: RM 10 million. Far above any real top-up, and far below what a
 * bigint or a JavaScript number can hold, so sums of many requests stay exact.
 */
export const CREDIT_MAX_AMOUNT_SEN = 1_000_000_000;
export const CREDIT_REASON_MAX_LENGTH = 500;

const amountSen = z
  .number()
  .int({ message: 'amountSen is a whole number of sen' })
  .min(1, { message: 'amountSen must be at least 1 sen' })
  .max(CREDIT_MAX_AMOUNT_SEN, { message: `amountSen must be at most ${CREDIT_MAX_AMOUNT_SEN} sen` });
const reasonField = z.string().trim().min(1, { message: 'Please enter a reason' }).max(CREDIT_REASON_MAX_LENGTH);
const uuidField = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });
const businessDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'Dates are YYYY-MM-DD' });

export const creditHolder = z.object({
  accountId: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  role: z.enum(CREDIT_HOLDER_ROLES).nullable(),
  balanceSen: z.number(),
});
export type CreditHolder = z.infer<typeof creditHolder>;

export const creditEntry = z.object({
  id: z.string(),
  accountId: z.string(),
  holderName: z.string(),
  /** Optional so an entry saved on a device before it was sent still reads. */
  holderAccountNumber: z.string().optional(),
  amountSen: z.number(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  requestId: z.string().nullable(),
  reversesEntryId: z.string().nullable(),
  /** The reversal that undid this entry, if any. */
  reversedByEntryId: z.string().nullable(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntry>;

/** A change asked for on an account and not yet decided: not in the balance, and shown to the holder as waiting. */
export const pendingCreditChange = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_REQUEST_KINDS),
  amountSen: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});
export type PendingCreditChange = z.infer<typeof pendingCreditChange>;

export const creditAccountDetail = creditHolder.extend({
  recentEntries: z.array(creditEntry),
  /** Newest first. Optional so an account saved on a device before it was sent still reads. */
  pendingRequests: z.array(pendingCreditChange).optional(),
});
export type CreditAccountDetail = z.infer<typeof creditAccountDetail>;

export const creditRequest = z.object({
  id: z.string(),
  accountId: z.string(),
  holderName: z.string(),
  holderAccountNumber: z.string(),
  /** The holder's balance as it is now, so an approver sees what a deduction leaves. */
  balanceSen: z.number(),
  kind: z.enum(CREDIT_REQUEST_KINDS),
  amountSen: z.number(),
  reason: z.string(),
  status: z.enum(CREDIT_REQUEST_STATUSES),
  makerId: z.string(),
  makerName: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  remark: z.string().nullable(),
  entryId: z.string().nullable(),
  /**
   * The receipt, if the maker attached one (fetched from `credit.attachment`). Always sent; optional so a
   * request cached on a device before receipts existed still reads.
   */
  attachment: z.object({ mimeType: z.string(), size: z.number() }).nullable().optional(),
  createdAt: z.string(),
  version: z.number(),
});
export type CreditRequest = z.infer<typeof creditRequest>;

export const creditHolderList = z.object({ totalCount: z.number(), accounts: z.array(creditHolder) });
export type CreditHolderList = z.infer<typeof creditHolderList>;
export const creditEntryList = z.object({ totalCount: z.number(), entries: z.array(creditEntry) });
export type CreditEntryList = z.infer<typeof creditEntryList>;
export const creditRequestList = z.object({ totalCount: z.number(), requests: z.array(creditRequest) });
export type CreditRequestList = z.infer<typeof creditRequestList>;

/** What `filter` may hold on each list. */
export const creditHolderFilter = { search: z.string().trim().max(100) };
export const CREDIT_HOLDER_SORTS = ['name', 'accountNumber'] as const;
export const creditEntryFilter = {
  accountId: uuidField('accountId'),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** Business dates in Asia/Kuala_Lumpur, both included. */
  from: businessDate,
  to: businessDate,
};
export const CREDIT_ENTRY_SORTS = ['createdAt', 'amountSen'] as const;
export const creditRequestFilter = {
  status: z.enum(CREDIT_REQUEST_STATUSES),
  accountId: uuidField('accountId'),
  /** Only the signed-in admin's own requests. */
  mine: z.boolean(),
};
export const CREDIT_REQUEST_SORTS = ['createdAt', 'amountSen'] as const;

export const accountIdParam = z.object({ accountId: uuidField('accountId') });

export const newCreditRequest = z.object({ accountId: uuidField('accountId'), kind: z.enum(CREDIT_REQUEST_KINDS), amountSen, reason: reasonField });
export type NewCreditRequest = z.input<typeof newCreditRequest>;

export const creditCancel = z.object({ expected: z.enum(CREDIT_REQUEST_STATUSES).optional() });

/** Decisions carry the state the admin saw (DESIGN.md §4): a request that moved on is a 409. */
export const creditDecision = z.object({
  action: z.enum(['approve', 'reject']),
  remark: remarkField.optional().default(''),
  expected: z.enum(CREDIT_REQUEST_STATUSES).optional(),
});
export type CreditDecision = z.input<typeof creditDecision>;

export const creditReversal = z.object({ reason: reasonField });

/** A request's receipt travels as multipart/form-data in this one file part (JPEG, PNG, WebP or PDF, sniffed). */
export const CREDIT_ATTACHMENT_FIELDS = ['attachment'] as const;

/** The export takes the entries list's `filter` and `sort`, and answers every matching entry (no pages). */
export const creditExportQuery = listQuerySchema.pick({ filter: true, sort: true });
/** Beyond this many entries the export asks for narrower filters (a date range) instead of answering. */
export const CREDIT_EXPORT_MAX_ROWS = 100_000;

export const credit = {
  holders: defineCall({ ...CREDIT_ROUTES.holders, query: listQuerySchema, response: creditHolderList }),
  /** An owner in the portal reads their own account only (DESIGN.md §11); any other answers them 404. */
  holder: defineCall({ ...CREDIT_ROUTES.holder, params: accountIdParam, response: creditAccountDetail }),
  /** An owner in the portal reads their own entries only: the account filter is theirs, another account answers 404. */
  entries: defineCall({ ...CREDIT_ROUTES.entries, query: listQuerySchema, response: creditEntryList }),
  /** CSV (UTF-8 with a BOM, formulae neutralised) of every entry matching `filter`; a file, so no response schema. */
  exportEntries: defineCall({ ...CREDIT_ROUTES.exportEntries, query: creditExportQuery }),
  requests: defineCall({ ...CREDIT_ROUTES.requests, query: listQuerySchema, response: creditRequestList }),
  request: defineCall({ ...CREDIT_ROUTES.request, params: idParam, response: creditRequest }),
  createRequest: defineCall({ ...CREDIT_ROUTES.createRequest, body: newCreditRequest, response: creditRequest }),
  /**
   * The maker attaches the receipt to their own pending request, once. A separate call from `createRequest`, which
   * stays JSON so it can wait in the outbox offline; a file is sent while online.
   */
  attach: defineCall({ ...CREDIT_ROUTES.attach, params: idParam, multipart: CREDIT_ATTACHMENT_FIELDS, response: creditRequest }),
  /** The receipt's bytes, with the headers every upload is served with; a file, so no response schema. */
  attachment: defineCall({ ...CREDIT_ROUTES.attachment, params: idParam }),
  cancelRequest: defineCall({ ...CREDIT_ROUTES.cancelRequest, params: idParam, body: creditCancel, response: creditRequest }),
  decide: defineCall({ ...CREDIT_ROUTES.decide, params: idParam, body: creditDecision, response: creditRequest }),
  reverse: defineCall({ ...CREDIT_ROUTES.reverse, params: idParam, body: creditReversal, response: creditEntry }),
};
