import type { z } from 'zod';
import type { Expense, ExpenseList, expenseDecision, expensePatch, newExpense } from '@shared/contracts/expenses';
import type { ParsedList } from '@shared/list-params';
import { refusal } from '@shared/refusals';
import type { Db, Executor, Tx } from '@server/db/client';
import { lastChangeOf, lastDecisionOf, writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { badRequest, conflict, fieldRefused, forbidden } from '@server/core/errors/http-errors';
import { changedFields, sameVersion } from '@server/core/edits';
import { requiredFile, type MultipartBody } from '@server/core/files/multipart';
import { storedDownload, type Download } from '@server/core/files/download';
import { saveFile } from '@server/core/files/storage';
import { toCsv } from '@server/core/csv';
import { DecisionConflict, guardedChange, movedOnRefusal } from '@server/core/guarded-change';
import { statementOfExpense } from '@server/core/statement-lines';
import { EXPORT_HEADER, toExpense, toExportRow, type ExpenseFilter } from './dto';
import { expenseRows, expenseSums, findExpense, insertExpense, loadExpense, propertyExists, unitPlace, updateExpense, type ExpenseView } from './repo';

/** The audit entity of every change to an expense. */
const ENTITY = 'expenses.expense';
/** At most this many rows in one CSV file (built in memory, as credit's), about 20 MB. */
export const EXPENSE_EXPORT_MAX_ROWS = 100_000;

export async function listExpenses(db: Executor, q: ParsedList<ExpenseFilter>): Promise<ExpenseList> {
  const [rows, sums] = await Promise.all([expenseRows(db, q), expenseSums(db, q.filter)]);
  const { matching, ...totals } = sums;
  return { totalCount: matching, expenses: rows.map(toExpense), totals };
}

export async function getExpense(db: Executor, id: string): Promise<Expense> {
  return toExpense(await loadExpense(db, id));
}

/** Every expense the filters match, as a CSV file; more than EXPENSE_EXPORT_MAX_ROWS is a 400 asking for fewer. */
export async function exportExpenses(db: Executor, q: Pick<ParsedList<ExpenseFilter>, 'filter' | 'sort'>): Promise<string> {
  const { matching } = await expenseSums(db, q.filter);
  if (matching > EXPENSE_EXPORT_MAX_ROWS) {
    throw badRequest(
      `${matching} expenses match: at most ${EXPENSE_EXPORT_MAX_ROWS} can be exported at once; choose one month or one property`,
      refusal('export_too_large', { count: matching, max: EXPENSE_EXPORT_MAX_ROWS }),
    );
  }
  const rows = await expenseRows(db, { ...q, limit: EXPENSE_EXPORT_MAX_ROWS, offset: 0 });
  return toCsv(EXPORT_HEADER, rows.map(toExportRow));
}

interface Place {
  propertyId: string | null;
  unitId: string | null;
  billable: boolean;
}

/**
 * Where an expense belongs, checked: a unit names its property (one not of the property given is a 400), a property
 * or unit must exist, and a billable expense (charged to an owner) needs one.
 */
async function checkedPlace(db: Executor, place: Place): Promise<Place> {
  let { propertyId } = place;
  if (place.unitId) {
    const unit = await unitPlace(db, place.unitId);
    if (!unit) throw fieldRefused('unitId', 'No unit with this id', 'unknown_reference', { field: 'unitId', what: 'unit' });
    if (propertyId && propertyId !== unit.propertyId) {
      throw fieldRefused('unitId', `Unit ${unit.unitNumber} is not of the chosen property`, 'unit_other_property', { unit: unit.unitNumber });
    }
    propertyId = unit.propertyId;
  } else if (propertyId && !(await propertyExists(db, propertyId))) {
    throw fieldRefused('propertyId', 'No property with this id', 'unknown_reference', { field: 'propertyId', what: 'property' });
  }
  if (place.billable && !propertyId) {
    throw fieldRefused('billable', 'A billable expense is charged to an owner: choose its property or unit', 'billable_needs_property');
  }
  return { propertyId: propertyId ?? null, unitId: place.unitId ?? null, billable: place.billable };
}

/**
 * Records an expense and its audit entry, in one transaction. The device may choose the id (an expense captured
 * offline and its receipt, queued after it, name the same record): the same id sent again under another
 * Idempotency-Key is a 409 with the expense as it is (the same key is answered by the core, as the first time).
 */
export function createExpense(db: Db, actor: AuditActor, input: z.output<typeof newExpense>): Promise<Expense> {
  const recordedBy = actor.actorId;
  if (!recordedBy) throw forbidden();
  return db.transaction(async (tx) => {
    const place = await checkedPlace(tx, { propertyId: input.propertyId ?? null, unitId: input.unitId ?? null, billable: input.billable });
    const id = await insertExpense(tx, {
      ...(input.id ? { id: input.id } : {}),
      expenseDate: input.expenseDate,
      category: input.category,
      ...place,
      payee: input.payee,
      description: input.description ?? null,
      amountSen: input.amountSen,
      sstSen: input.sstSen,
      recordedBy,
    });
    if (!id) {
      const taken = input.id ? await findExpense(tx, input.id) : null;
      throw conflict(
        'An expense with this id was already recorded by another request',
        taken ? toExpense(taken) : undefined,
        taken ? await lastChangeOf(tx, ENTITY, taken.id) : undefined,
        refusal('id_taken', { what: 'expense' }),
      );
    }
    const after = toExpense(await loadExpense(tx, id));
    await writeAudit(tx, actor, { action: 'expenses.create', entity: ENTITY, entityId: id, after });
    return after;
  });
}

/** Who approved or voided an expense: never who recorded or edited it. */
const deciderOf = (tx: Tx, row: ExpenseView) =>
  row.status === 'recorded' ? null : lastDecisionOf(tx, ENTITY, row.id, ['expenses.approve', 'expenses.void']);

/** An expense no longer recorded (approved or void) is not changed: what its approver looked at stays. */
function notRecorded(row: ExpenseView): DecisionConflict {
  return new DecisionConflict(`This expense is already ${row.status}: it can no longer be changed`, movedOnRefusal('status', row.status));
}

/** Writes only what changed, on the version the admin saw (else 409 with the expense as it is), while it is recorded. */
export function updateExpenseRecord(db: Db, actor: AuditActor, id: string, input: z.output<typeof expensePatch>): Promise<Expense> {
  return guardedChange<ExpenseView, Expense>(db, actor, {
    action: 'expenses.edit',
    entity: ENTITY,
    lock: (tx) => loadExpense(tx, id, true),
    idOf: (row) => row.id,
    view: toExpense,
    expected: (row) => sameVersion(row.version, input.version),
    decider: deciderOf,
    apply: async (tx, row) => {
      if (row.status !== 'recorded') throw notRecorded(row);
      const { version: _saw, ...fields } = input;
      const merged = {
        // A unit chosen alone brings its own property; a property given with it is checked against it.
        propertyId: fields.propertyId !== undefined ? fields.propertyId : fields.unitId ? null : row.propertyId,
        // A new property without a unit leaves the old unit behind: it belonged to the old property.
        unitId: fields.unitId !== undefined ? fields.unitId : fields.propertyId !== undefined && fields.propertyId !== row.propertyId ? null : row.unitId,
        billable: fields.billable ?? row.billable,
      };
      const place = await checkedPlace(tx, merged);
      const patch = changedFields({ ...fields, ...place, description: fields.description === undefined ? undefined : (fields.description ?? null) }, row);
      if (!Object.keys(patch).length) return null;
      await updateExpense(tx, row.id, patch);
      return loadExpense(tx, row.id);
    },
  });
}

/** Attaches or replaces the receipt of a recorded expense; once approved or void it stays as it was looked at. */
export async function attachReceipt(db: Db, actor: AuditActor, id: string, form: MultipartBody): Promise<Expense> {
  const file = requiredFile(form, 'receipt', 'the receipt');
  return guardedChange<ExpenseView, Expense>(db, actor, {
    action: 'expenses.receipt',
    entity: ENTITY,
    lock: (tx) => loadExpense(tx, id, true),
    idOf: (row) => row.id,
    view: toExpense,
    decider: deciderOf,
    apply: async (tx, row) => {
      if (row.status !== 'recorded') throw notRecorded(row);
      const saved = await saveFile(tx, { accountId: null, kind: 'expense_receipt', mimeType: file.mimeType, content: file.content, uploadedBy: actor.actorId });
      await updateExpense(tx, row.id, { receiptFileId: saved.id });
      return loadExpense(tx, row.id);
    },
  });
}

/** An expense's receipt with the headers every upload is served with; 404 when it has none. */
export async function receiptOf(db: Executor, id: string): Promise<Download> {
  return storedDownload(db, (await loadExpense(db, id)).receiptFileId, 'Receipt');
}

/**
 * Approve (a recorded expense, never by who recorded it: a 409 naming the rule, and the database refuses it too) or
 * void (a recorded or approved one, with its reason; it stays readable, marked void). `expected` is the status the
 * admin saw.
 */
export function decideExpense(db: Db, actor: AuditActor, id: string, input: z.output<typeof expenseDecision>): Promise<Expense> {
  return guardedChange<ExpenseView, Expense>(db, actor, {
    action: `expenses.${input.action}`,
    entity: ENTITY,
    lock: (tx) => loadExpense(tx, id, true),
    idOf: (row) => row.id,
    view: toExpense,
    expected: (row) => ({ now: row.status, saw: input.expected, what: 'status' }),
    decider: deciderOf,
    apply: async (tx, row) => {
      const now = new Date();
      if (input.action === 'approve') {
        if (row.status !== 'recorded') throw notRecorded(row);
        if (row.recordedBy === actor.actorId) {
          throw new DecisionConflict('An expense is approved by another admin, never by the one who recorded it', refusal('recorder_cannot_approve'));
        }
        await updateExpense(tx, row.id, { status: 'approved', approvedBy: actor.actorId, approvedAt: now });
      } else {
        if (row.status === 'void') throw notRecorded(row);
        const charged = row.status === 'approved' ? await statementOfExpense(tx, row.id) : null;
        if (charged) {
          throw new DecisionConflict(
            `This expense is on the approved owner statement of ${charged.month}: it is not voided; correct it by revising that statement`,
            refusal('expense_on_statement', { month: charged.month }),
          );
        }
        await updateExpense(tx, row.id, { status: 'void', voidedBy: actor.actorId, voidedAt: now, voidReason: input.remark });
      }
      return loadExpense(tx, row.id);
    },
  });
}
