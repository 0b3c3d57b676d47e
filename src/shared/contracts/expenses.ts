import { z } from 'zod';
import { defineCall } from './call';
import { businessDateField, expectedVersion, idParam, optionalText, remarkField, senField, yearMonthField } from './common';
import { listQuerySchema } from '../list-params';
import { EXPENSE_CATEGORIES, EXPENSE_STATUSES, EXPENSES_ROUTES } from './plain/expenses';

export { EXPENSE_CATEGORIES, EXPENSE_STATUSES, type ExpenseCategory, type ExpenseStatus } from './plain/expenses';

export const EXPENSE_PAYEE_MAX = 160;
export const EXPENSE_DESCRIPTION_MAX = 1_000;

const uuidField = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });

/** Money is MYR in integer sen; `totalSen` = amount + SST (0 where none was charged). */
export const expense = z.object({
  id: z.string(),
  expenseDate: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  /** Null for a company-wide expense. A unit's expense names its property too. */
  propertyId: z.string().nullable(),
  propertyName: z.string().nullable(),
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  payee: z.string(),
  description: z.string().nullable(),
  amountSen: z.number(),
  sstSen: z.number(),
  totalSen: z.number(),
  /** Charged to the unit's owner (with the package's markup on its own statement line); only approved ones reach a statement. */
  billable: z.boolean(),
  status: z.enum(EXPENSE_STATUSES),
  /** The receipt (photo or PDF), fetched from `expenses.receipt`; null until one is attached. */
  receipt: z.object({ mimeType: z.string(), size: z.number() }).nullable(),
  recordedBy: z.string().nullable(),
  recordedByName: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  voidedBy: z.string().nullable(),
  voidedByName: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Expense = z.infer<typeof expense>;

/** The sums of every matching expense that is not void, over all pages. */
export const expenseTotals = z.object({ count: z.number(), amountSen: z.number(), sstSen: z.number(), totalSen: z.number(), billableSen: z.number() });
export type ExpenseTotals = z.infer<typeof expenseTotals>;

export const expenseList = z.object({ totalCount: z.number(), expenses: z.array(expense), totals: expenseTotals });
export type ExpenseList = z.infer<typeof expenseList>;

/** What `filter` may hold on the list and the export. */
export const expenseFilter = {
  /** The expense date's month, `YYYY-MM`. */
  month: yearMonthField,
  propertyId: uuidField('propertyId'),
  unitId: uuidField('unitId'),
  category: z.enum(EXPENSE_CATEGORIES),
  status: z.enum(EXPENSE_STATUSES),
  billable: z.boolean(),
  search: z.string().trim().max(100),
};
export const EXPENSE_SORTS = ['expenseDate', 'totalSen', 'createdAt'] as const;

const fields = {
  expenseDate: businessDateField,
  category: z.enum(EXPENSE_CATEGORIES),
  /** A property, a unit (its property follows from it), or neither for a company-wide expense. */
  propertyId: uuidField('propertyId').nullable().optional(),
  unitId: uuidField('unitId').nullable().optional(),
  payee: z.string().trim().min(1, { message: 'Please enter the payee' }).max(EXPENSE_PAYEE_MAX),
  description: optionalText(EXPENSE_DESCRIPTION_MAX),
  amountSen: senField.refine((v) => v > 0, { message: 'An expense is at least 1 sen' }),
  sstSen: senField.optional().default(0),
  billable: z.boolean().optional().default(false),
};

/**
 * A new expense, recorded. `id` may be chosen by the device (a UUID) so an expense captured offline and its receipt,
 * queued after it, name the same record. A unit that is not of the given property is a 400; a billable expense needs a
 * property or unit.
 */
export const newExpense = z.object({ id: uuidField('id').optional(), ...fields }).strict();
export type NewExpense = z.input<typeof newExpense>;

/** Any field of a recorded (not yet approved or void) expense, with the version the admin saw: otherwise a 409. */
export const expensePatch = z
  // Without their defaults: a PATCH that leaves out SST or billable keeps the expense's own (zod applies a default under partial()).
  .object({ ...fields, sstSen: senField, billable: z.boolean(), version: expectedVersion })
  .partial()
  .strict();
export type ExpensePatch = z.input<typeof expensePatch>;

/**
 * Approve (never by who recorded it) or void (with its reason, the remark; a voided expense still reads, marked void).
 * Both are 35; a billable expense on an approved owner statement cannot be voided (409 naming it) once statements exist.
 */
export const expenseDecision = z
  .object({ action: z.enum(['approve', 'void']), remark: remarkField.optional().default(''), expected: z.enum(EXPENSE_STATUSES).optional() })
  .strict()
  .refine((d) => d.action !== 'void' || d.remark.length > 0, { message: 'Please say why the expense is void', path: ['remark'] });
export type ExpenseDecision = z.input<typeof expenseDecision>;

/** The export takes the list's `filter` and `sort` and answers every matching expense (no pages). */
export const expenseExportQuery = listQuerySchema.pick({ filter: true, sort: true });
/** The receipt travels as multipart/form-data in this one file part (JPEG, PNG, WebP or PDF, sniffed). */
export const EXPENSE_RECEIPT_FIELDS = ['receipt'] as const;

export const expenses = {
  list: defineCall({ ...EXPENSES_ROUTES.list, query: listQuerySchema, response: expenseList }),
  /** CSV (UTF-8 with a BOM, formulae neutralised) of every expense matching `filter`; a file, so no response schema. */
  exportCsv: defineCall({ ...EXPENSES_ROUTES.exportCsv, query: expenseExportQuery }),
  get: defineCall({ ...EXPENSES_ROUTES.get, params: idParam, response: expense }),
  create: defineCall({ ...EXPENSES_ROUTES.create, body: newExpense, response: expense }),
  update: defineCall({ ...EXPENSES_ROUTES.update, params: idParam, body: expensePatch, response: expense }),
  /** Attaches or replaces the receipt of a recorded expense (not once approved or void). */
  attachReceipt: defineCall({ ...EXPENSES_ROUTES.attachReceipt, params: idParam, multipart: EXPENSE_RECEIPT_FIELDS, response: expense }),
  /** The receipt's bytes, with the headers every upload is served with; a file, so no response schema. */
  receipt: defineCall({ ...EXPENSES_ROUTES.receipt, params: idParam }),
  decide: defineCall({ ...EXPENSES_ROUTES.decide, params: idParam, body: expenseDecision, response: expense }),
};
