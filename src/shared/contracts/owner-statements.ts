import { z } from 'zod';
import { defineCall } from './call';
import { idParam, yearMonthField } from './common';
import { listQuerySchema } from '../list-params';
import { FEE_BASES, feeTier } from './service-packages';
import { EXPENSE_CATEGORIES } from './plain/expenses';
import { OWNER_STATEMENTS_ROUTES, STATEMENT_ADJUSTED, STATEMENT_JOB_STATUSES, STATEMENT_LINE_KINDS, STATEMENT_STATUSES } from './plain/owner-statements';

export {
  STATEMENT_ADJUSTED, STATEMENT_JOB_STATUSES, STATEMENT_LINE_KINDS, STATEMENT_STATUSES, type StatementLineKind, type StatementStatus,
} from './plain/owner-statements';

const uuidField = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });
/** The most owners one run may name; leave `ownerIds` out for all of them. */
export const STATEMENT_RUN_MAX_OWNERS = 1_000;

/** One band of a management fee as its line prints it: `rateBp` of the basis in (fromSen, uptoSen]. */
export const statementFeeBand = z.object({
  fromSen: z.number(),
  uptoSen: z.number().nullable(),
  rateBp: z.number(),
  amountSen: z.number(),
  feeSen: z.number(),
});

/**
 * A line's working, so the owner can check it by hand: which nights, which rate, which basis. Each kind fills its own
 * fields; everything else is absent.
 */
export const statementLineData = z.object({
  unitNumber: z.string().optional(),
  propertyName: z.string().optional(),
  /** stay, commission, cleaning: the stay, and the nights of it this month that the owner held the unit [from, to). */
  reservationCode: z.string().optional(),
  channel: z.string().optional(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  nights: z.number().optional(),
  /** A cancelled or no-show stay: what it kept of what was paid. */
  kept: z.boolean().optional(),
  /** management_fee: the package version in force and how the fee was reached. */
  packageName: z.string().optional(),
  versionNumber: z.number().optional(),
  feeBasis: z.enum(FEE_BASES).optional(),
  basisSen: z.number().optional(),
  rateBp: z.number().optional(),
  bands: z.array(statementFeeBand).optional(),
  computedFeeSen: z.number().optional(),
  minimumSen: z.number().nullable().optional(),
  minimumApplied: z.boolean().optional(),
  /** Days of the month the owner held the unit, of `daysInMonth` (a minimum is charged for those days only). */
  ownedDays: z.number().optional(),
  daysInMonth: z.number().optional(),
  /** cleaning: the guests' cleaning fees of the month; passed through, they go to the cleaner as they are (line 0). */
  collectedSen: z.number().optional(),
  passThrough: z.boolean().optional(),
  /** expense: the expense, and for a property's expense the part of it that falls on this unit. */
  expenseDate: z.string().optional(),
  category: z.enum(EXPENSE_CATEGORIES).optional(),
  payee: z.string().optional(),
  description: z.string().nullable().optional(),
  expenseTotalSen: z.number().optional(),
  sharedBy: z.number().optional(),
  /** expense_markup: the package's markup on the expense line it follows. */
  markupBp: z.number().optional(),
  /**
   * carry_forward (or an adjustment giving a balance back): the earlier month and its statement in force whose balance
   * is carried in. When a revision changed a balance already carried in part, the month's balance (`balanceSen`, its
   * payout when negative, else 0) and what was carried of it before (`carriedBeforeSen`): the line is the difference.
   */
  fromMonth: z.string().optional(),
  fromStatementId: z.string().optional(),
  balanceSen: z.number().optional(),
  carriedBeforeSen: z.number().optional(),
  /** installment, adjustment: what it is for, and the record it comes from. */
  reason: z.string().optional(),
  sourceId: z.string().optional(),
  /** installment: the plan's month of its schedule (`installmentIndex` of `installmentMonths`). */
  installmentIndex: z.number().optional(),
  installmentMonths: z.number().optional(),
  /**
   * adjustment: a change made after `adjustsMonth` was approved (its statement `adjustsStatementId`) to one stay, expense,
   * or a unit's fee or cleaning of that month (`adjusts`, with the stay's or expense's fields above): that month counted
   * `wasSen` for it, it now comes to `nowSen`, and the line is the difference.
   */
  adjusts: z.enum(STATEMENT_ADJUSTED).optional(),
  adjustsKey: z.string().optional(),
  adjustsMonth: z.string().optional(),
  adjustsStatementId: z.string().optional(),
  wasSen: z.number().optional(),
  nowSen: z.number().optional(),
});
export type StatementLineData = z.infer<typeof statementLineData>;

export const statementLine = z.object({
  id: z.string(),
  position: z.number(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  unitId: z.string().nullable(),
  reservationId: z.string().nullable(),
  expenseId: z.string().nullable(),
  data: statementLineData,
  /** Signed: credited to the owner positive, charged negative. */
  amountSen: z.number(),
});
export type StatementLine = z.infer<typeof statementLine>;

/** A statement as lists show it: its figures, not its lines. */
export const ownerStatement = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  month: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  revision: z.number(),
  supersedesId: z.string().nullable(),
  /** A revision's reason: what changed (null on a first revision). Optional only so older readers' fixtures still hold. */
  revisionReason: z.string().nullable().optional(),
  /** The revision that superseded this statement, when one did. */
  supersededById: z.string().nullable().optional(),
  jobId: z.string().nullable(),
  generatedBy: z.string(),
  generatedByName: z.string().nullable(),
  generatedAt: z.string(),
  approvedBy: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  sentBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  revenueSen: z.number(),
  commissionSen: z.number(),
  managementFeeSen: z.number(),
  cleaningSen: z.number(),
  expensesSen: z.number(),
  installmentsSen: z.number(),
  adjustmentsSen: z.number(),
  carriedInSen: z.number(),
  /** The sum of every figure above; negative, it is carried into the next month's statement. */
  payoutSen: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type OwnerStatement = z.infer<typeof ownerStatement>;

export const ownerStatementRecord = ownerStatement.extend({ lines: z.array(statementLine) });
export type OwnerStatementRecord = z.infer<typeof ownerStatementRecord>;

export const ownerStatementList = z.object({ totalCount: z.number(), statements: z.array(ownerStatement) });
export type OwnerStatementList = z.infer<typeof ownerStatementList>;

export const ownerStatementFilter = {
  month: yearMonthField,
  ownerId: uuidField('ownerId'),
  status: z.enum(STATEMENT_STATUSES),
};
export const OWNER_STATEMENT_SORTS = ['month', 'ownerName', 'payoutSen', 'createdAt'] as const;

/**
 * Generate a month's drafts for every owner who held a unit in it, or for the owners named. A draft of the month is
 * replaced; an approved or sent statement is never touched (its owner is counted as skipped). `id` may be chosen by
 * the device, so it can follow the job's progress while this call runs.
 */
export const statementRun = z
  .object({
    id: uuidField('id').optional(),
    month: yearMonthField,
    ownerIds: z.array(uuidField('ownerIds')).min(1).max(STATEMENT_RUN_MAX_OWNERS).optional(),
  })
  .strict();
export type StatementRun = z.input<typeof statementRun>;

export const statementJob = z.object({
  id: z.string(),
  month: z.string(),
  ownerIds: z.array(z.string()).nullable(),
  status: z.enum(STATEMENT_JOB_STATUSES),
  /** Owners done of `total`: the progress bar. */
  total: z.number(),
  done: z.number(),
  generated: z.number(),
  skipped: z.number(),
  error: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type StatementJob = z.infer<typeof statementJob>;

/** Approve a draft (47): never by the admin who generated it (409, and the database refuses it too). */
export const statementDecision = z
  .object({ action: z.enum(['approve']), expected: z.enum(STATEMENT_STATUSES).optional() })
  .strict();
export type StatementDecision = z.input<typeof statementDecision>;

/** Send an approved statement to the owner's portal (46). */
export const statementSend = z.object({ expected: z.enum(STATEMENT_STATUSES).optional() }).strict();

/** Which owner's year; an owner in the portal may leave `ownerId` out (it is always their own). */
export const yearSummaryQuery = z
  .object({
    year: z.coerce.number({ message: 'year must be a year, e.g. 2031' }).int({ message: 'year must be a year, e.g. 2031' }).min(2000, { message: 'year must be 2000 or later' }).max(2100, { message: 'year must be 2100 or earlier' }),
    ownerId: uuidField('ownerId').optional(),
  })
  .strict();

/** Whose contract, in force in which month (this month in Malaysia when left out). */
export const ownerContractQuery = z
  .object({ ownerId: uuidField('ownerId').optional(), month: yearMonthField.optional() })
  .strict();

/** One unit the owner holds in the month, and the package version in force for it that month (null: none). */
export const ownerContractUnit = z.object({
  unitId: z.string(),
  unitNumber: z.string(),
  propertyName: z.string(),
  /** The owner's period on the unit: from, and up to (exclusive) when it ended. */
  ownedFrom: z.string(),
  ownedTo: z.string().nullable(),
  terms: z
    .object({
      packageName: z.string(),
      versionNumber: z.number(),
      effectiveMonth: z.string(),
      feeBasis: z.enum(FEE_BASES),
      rateBp: z.number(),
      tiers: z.array(feeTier).nullable(),
      minimumMonthlyFeeSen: z.number().nullable(),
      cleaningPassThrough: z.boolean(),
      expenseMarkupBp: z.number(),
    })
    .nullable(),
});
export type OwnerContractUnit = z.infer<typeof ownerContractUnit>;

export const ownerContract = z.object({ ownerId: z.string(), month: z.string(), units: z.array(ownerContractUnit) });
export type OwnerContract = z.infer<typeof ownerContract>;
/** The longest reason a revision may give. */
export const REVISION_REASON_MAX = 500;

/**
 * Revise an approved or sent statement (46): a new draft of the same owner and month, generated again and naming what
 * changed, supersedes it; it needs approval again, never by who revised it. The answer is the new revision.
 */
export const statementRevise = z
  .object({
    reason: z.string().trim().min(1, { message: 'reason names what changed' }).max(REVISION_REASON_MAX),
    expected: z.enum(STATEMENT_STATUSES).optional(),
  })
  .strict();
export type StatementRevise = z.input<typeof statementRevise>;

export const ownerStatements = {
  list: defineCall({ ...OWNER_STATEMENTS_ROUTES.list, query: listQuerySchema, response: ownerStatementList }),
  get: defineCall({ ...OWNER_STATEMENTS_ROUTES.get, params: idParam, response: ownerStatementRecord }),
  generate: defineCall({ ...OWNER_STATEMENTS_ROUTES.generate, body: statementRun, response: statementJob }),
  job: defineCall({ ...OWNER_STATEMENTS_ROUTES.job, params: idParam, response: statementJob }),
  decide: defineCall({ ...OWNER_STATEMENTS_ROUTES.decide, params: idParam, body: statementDecision, response: ownerStatementRecord }),
  send: defineCall({ ...OWNER_STATEMENTS_ROUTES.send, params: idParam, body: statementSend, response: ownerStatementRecord }),
  /** application/pdf, with an ETag (its SHA-256) and a file name of the owner and the month. */
  pdf: defineCall({ ...OWNER_STATEMENTS_ROUTES.pdf, params: idParam }),
  yearSummary: defineCall({ ...OWNER_STATEMENTS_ROUTES.yearSummary, query: yearSummaryQuery }),
  contract: defineCall({ ...OWNER_STATEMENTS_ROUTES.contract, query: ownerContractQuery, response: ownerContract }),
  revise: defineCall({ ...OWNER_STATEMENTS_ROUTES.revise, params: idParam, body: statementRevise, response: ownerStatementRecord }),
};
