import { z } from 'zod';
import { defineCall } from './call';
import { idParam, remarkField, senField, yearMonthField } from './common';
import { listQuerySchema } from '../list-params';
import {
  INSTALLMENT_MONTH_STATUSES,
  INSTALLMENT_MONTHS_MAX,
  INSTALLMENT_STATUSES,
  INSTALLMENT_TITLE_MAX,
  OWNER_INSTALLMENTS_ROUTES,
} from './plain/owner-installments';

export {
  INSTALLMENT_MONTH_STATUSES,
  INSTALLMENT_MONTHS_MAX,
  INSTALLMENT_STATUSES,
  INSTALLMENT_TITLE_MAX,
  type InstallmentMonthStatus,
  type InstallmentStatus,
} from './plain/owner-installments';

const uuidField = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });

/** One month of a plan's schedule, as derived from its terms and its entries. */
export const installmentMonth = z.object({
  month: z.string(),
  index: z.number(),
  amountSen: z.number(),
  status: z.enum(INSTALLMENT_MONTH_STATUSES),
  /** A waiver's reason; null otherwise. */
  reason: z.string().nullable(),
  /** Who waived it (or whose run deducted it), and when; null while due or settled with the plan. */
  byName: z.string().nullable(),
  at: z.string().nullable(),
});
export type InstallmentMonth = z.infer<typeof installmentMonth>;

/** Money is MYR in integer sen: principal = deducted + waived + settled + due. */
export const installment = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  ownerAccountNumber: z.string(),
  title: z.string(),
  principalSen: z.number(),
  months: z.number(),
  startMonth: z.string(),
  endMonth: z.string(),
  /** Every month's amount but the last's, which carries the remainder of the division. */
  monthlySen: z.number(),
  lastMonthSen: z.number(),
  status: z.enum(INSTALLMENT_STATUSES),
  schedule: z.array(installmentMonth),
  deductedSen: z.number(),
  waivedSen: z.number(),
  settledSen: z.number(),
  /** Still to be deducted: the months still due. */
  dueSen: z.number(),
  /** The first month still due; null once none is. */
  nextDueMonth: z.string().nullable(),
  /** A month was deducted or waived: principal, months, start and owner no longer change. */
  termsLocked: z.boolean(),
  settlement: z.object({ amountSen: z.number(), remark: z.string().nullable(), byName: z.string().nullable(), at: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Installment = z.infer<typeof installment>;

export const installmentList = z.object({ totalCount: z.number(), installments: z.array(installment) });
export type InstallmentList = z.infer<typeof installmentList>;

/** What `filter` may hold on the list. */
export const installmentFilter = {
  ownerId: uuidField('ownerId'),
  status: z.enum(INSTALLMENT_STATUSES),
  /** The title, or the owner's name or account number. */
  search: z.string().trim().max(100),
};
export const INSTALLMENT_SORTS = ['createdAt', 'startMonth', 'title'] as const;

/** The version the admin saw, on every change: another one now is a 409 with the plan as it is. */
const version = z.number().int().min(1);

const terms = {
  ownerId: uuidField('ownerId'),
  title: z.string().trim().min(1, { message: 'Please enter what the plan is for' }).max(INSTALLMENT_TITLE_MAX),
  principalSen: senField.refine((v) => v > 0, { message: 'A plan is at least 1 sen' }),
  months: z.number().int({ message: 'Months are whole' }).min(1).max(INSTALLMENT_MONTHS_MAX),
  startMonth: yearMonthField,
};

/** Each month is at least 1 sen: a principal smaller than the number of months is refused. */
const everyMonthPaid = (v: { principalSen?: number; months?: number }) => v.principalSen === undefined || v.months === undefined || v.principalSen >= v.months;
const everyMonthPaidIssue = { message: 'The principal is less than 1 sen a month: use fewer months', path: ['principalSen'] };

export const newInstallment = z.object(terms).strict().refine(everyMonthPaid, everyMonthPaidIssue);
export type NewInstallment = z.input<typeof newInstallment>;

/**
 * Any term, with the version the admin saw. The title may change while the plan is active; principal, months, start
 * month and owner only while no month was deducted or waived (else 409 naming the month).
 */
export const installmentPatch = z
  .object({ ...terms, version })
  .partial()
  .required({ version: true })
  .strict()
  .refine(everyMonthPaid, everyMonthPaidIssue);
export type InstallmentPatch = z.input<typeof installmentPatch>;

const reasonField = remarkField.min(1, { message: 'Please say why' });

/** Waives one month still due, with its reason: an entry of its own, never an edit of the plan's terms. */
export const installmentWaiver = z.object({ month: yearMonthField, reason: reasonField, version }).strict();
export type InstallmentWaiver = z.input<typeof installmentWaiver>;

/** Settles early: every month still due is recorded as settled in one entry, and the plan closes. */
export const installmentSettlement = z.object({ remark: remarkField.optional(), version }).strict();
export type InstallmentSettlement = z.input<typeof installmentSettlement>;

/** Cancels a plan made by mistake, while no month was deducted or waived; it stays readable, marked cancelled. */
export const installmentCancel = z.object({ reason: reasonField, version }).strict();
export type InstallmentCancel = z.input<typeof installmentCancel>;

export const ownerInstallments = {
  list: defineCall({ ...OWNER_INSTALLMENTS_ROUTES.list, query: listQuerySchema, response: installmentList }),
  get: defineCall({ ...OWNER_INSTALLMENTS_ROUTES.get, params: idParam, response: installment }),
  create: defineCall({ ...OWNER_INSTALLMENTS_ROUTES.create, body: newInstallment, response: installment }),
  update: defineCall({ ...OWNER_INSTALLMENTS_ROUTES.update, params: idParam, body: installmentPatch, response: installment }),
  waive: defineCall({ ...OWNER_INSTALLMENTS_ROUTES.waive, params: idParam, body: installmentWaiver, response: installment }),
  settle: defineCall({ ...OWNER_INSTALLMENTS_ROUTES.settle, params: idParam, body: installmentSettlement, response: installment }),
  cancel: defineCall({ ...OWNER_INSTALLMENTS_ROUTES.cancel, params: idParam, body: installmentCancel, response: installment }),
};
