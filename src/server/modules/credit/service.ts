import type { z } from 'zod';
import { CREDIT_EXPORT_MAX_ROWS } from '@shared/contracts/credit';
import type {
  CreditAccountDetail, CreditEntry, CreditEntryList, CreditHolderList, CreditRequest, CreditRequestList, CreditRequestStatus, creditDecision, newCreditRequest,
} from '@shared/contracts/credit';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor, Tx } from '@server/db/client';
import { lastChangeOf, lastDecisionOf, writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { badRequest, conflict, forbidden } from '@server/core/errors/http-errors';
import { requiredFile, type MultipartBody } from '@server/core/files/multipart';
import { storedDownload, type Download } from '@server/core/files/download';
import { saveFile } from '@server/core/files/storage';
import { toCsv } from '@server/core/csv';
import { getGlobalSetting } from '@server/core/global-settings';
import { formatMyr } from '@shared/money';
import { DecisionConflict, guardedChange, movedOnRefusal } from '@server/core/guarded-change';
import { refusal, type Refusal } from '@shared/refusals';
import { EXPORT_HEADER, toEntry, toExportRow, toHolder, toRequest, type EntryFilter, type HolderFilter, type RequestFilter } from './dto';
import {
  entryPage, exportPage, holderPage, insertRequest, loadEntry, loadHolder, loadRequest, lockBalance, pendingRequestsOf, postEntry, recentEntries,
  requestPage, reversalOf, updateRequest, type RequestRow,
} from './repo';

const RECENT_ENTRIES = 20;

export async function listHolders(db: Executor, q: ParsedList<HolderFilter>): Promise<CreditHolderList> {
  const page = await holderPage(db, q);
  return { totalCount: page.totalCount, accounts: page.rows.map(toHolder) };
}

/** An account: its balance, latest entries, and the changes asked for on it that wait for a checker (an owner sees a deduction coming). */
export async function getHolder(db: Executor, accountId: string): Promise<CreditAccountDetail> {
  const holder = toHolder(await loadHolder(db, accountId));
  const [entries, pending] = await Promise.all([recentEntries(db, accountId, RECENT_ENTRIES), pendingRequestsOf(db, accountId, RECENT_ENTRIES)]);
  return {
    ...holder,
    recentEntries: entries.map(toEntry),
    pendingRequests: pending.map((r) => ({ id: r.id, kind: r.kind, amountSen: Number(r.amountSen), reason: r.reason, createdAt: r.createdAt.toISOString() })),
  };
}

export async function listEntries(db: Executor, q: ParsedList<EntryFilter>): Promise<CreditEntryList> {
  const page = await entryPage(db, q);
  return { totalCount: page.totalCount, entries: page.rows.map(toEntry) };
}

/** Every entry the filters match, as a CSV file (built in memory: at most CREDIT_EXPORT_MAX_ROWS rows, about 20 MB). */
export async function exportEntries(db: Executor, q: Pick<ParsedList<EntryFilter>, 'filter' | 'sort'>): Promise<string> {
  const page = await exportPage(db, { ...q, limit: CREDIT_EXPORT_MAX_ROWS, offset: 0 });
  if (page.totalCount > CREDIT_EXPORT_MAX_ROWS) {
    throw badRequest(
      `${page.totalCount} entries match: at most ${CREDIT_EXPORT_MAX_ROWS} can be exported at once; choose a shorter date range or one holder`,
      refusal('export_too_large', { count: page.totalCount, max: CREDIT_EXPORT_MAX_ROWS }),
    );
  }
  return toCsv(EXPORT_HEADER, page.rows.map(toExportRow));
}

export async function listRequests(db: Executor, actor: AuditActor, q: ParsedList<RequestFilter>): Promise<CreditRequestList> {
  if (q.filter.mine && !actor.actorId) return { totalCount: 0, requests: [] };
  const page = await requestPage(db, q, q.filter.mine ? actor.actorId : null);
  return { totalCount: page.totalCount, requests: page.rows.map(toRequest) };
}

export async function getRequest(db: Executor, id: string): Promise<CreditRequest> {
  return toRequest(await loadRequest(db, id));
}

export async function createRequest(db: Db, actor: AuditActor, input: z.output<typeof newCreditRequest>): Promise<CreditRequest> {
  if (!actor.actorId) throw forbidden();
  const makerId = actor.actorId;
  return db.transaction(async (tx) => {
    await loadHolder(tx, input.accountId);
    const maxSen = await getGlobalSetting(tx, 'creditMaxRequestSen');
    if (input.amountSen > maxSen) {
      throw badRequest(`A single credit request is at most ${formatMyr(maxSen, 'en-US')} (a company setting)`, refusal('amount_over_limit', { maxSen }), { field: 'amountSen', maxSen });
    }
    const id = await insertRequest(tx, { accountId: input.accountId, kind: input.kind, amountSen: input.amountSen, reason: input.reason, makerId });
    const after = toRequest(await loadRequest(tx, id));
    await writeAudit(tx, actor, { action: 'credit.request', entity: 'credit.request', entityId: id, after });
    return after;
  });
}

function notPending(row: RequestRow): DecisionConflict {
  return new DecisionConflict(`This credit request is no longer pending: it was already ${row.status}`, movedOnRefusal('status', row.status));
}

/** Who decided a credit request (approved, rejected, or cancelled by its maker); never who asked for it. */
const deciderOf = (tx: Tx, row: RequestRow) =>
  row.status === 'pending' ? null : lastDecisionOf(tx, 'credit.request', row.id, ['credit.approve', 'credit.reject', 'credit.cancel']);

export function cancelRequest(db: Db, actor: AuditActor, id: string, input: { expected?: CreditRequestStatus }): Promise<CreditRequest> {
  return guardedChange<RequestRow, CreditRequest>(db, actor, {
    action: 'credit.cancel',
    entity: 'credit.request',
    lock: (tx) => loadRequest(tx, id, true),
    idOf: (row) => row.id,
    view: toRequest,
    applies: (row) => {
      if (row.makerId !== actor.actorId) throw forbidden('Only the admin who made a credit request may cancel it', refusal('only_maker', { what: 'credit_request' }));
    },
    expected: (row) => ({ now: row.status, saw: input.expected, what: 'status' }),
    decider: deciderOf,
    apply: async (tx, row) => {
      if (row.status !== 'pending') throw notPending(row);
      // decided_by stays empty: a cancel is the maker's own act, and the database refuses maker = decider.
      return updateRequest(tx, row, { status: 'cancelled', decidedAt: new Date() });
    },
  });
}

/**
 * The maker attaches a receipt to their own pending request, once: what an approver looked at is never
 * swapped afterwards (to change it, cancel and ask again). The file was sniffed when the form was read.
 */
export async function attachReceipt(db: Db, actor: AuditActor, id: string, form: MultipartBody): Promise<CreditRequest> {
  const file = requiredFile(form, 'attachment', 'the receipt');
  return guardedChange<RequestRow, CreditRequest>(db, actor, {
    action: 'credit.attach',
    entity: 'credit.request',
    lock: (tx) => loadRequest(tx, id, true),
    idOf: (row) => row.id,
    view: toRequest,
    applies: (row) => {
      if (row.makerId !== actor.actorId) throw forbidden('Only the admin who made a credit request may attach its receipt', refusal('only_maker', { what: 'credit_request' }));
    },
    apply: async (tx, row) => {
      if (row.status !== 'pending') throw notPending(row);
      if (row.attachmentFileId) {
        throw new DecisionConflict('This credit request already has a receipt; to change it, cancel the request and make a new one', refusal('receipt_attached'));
      }
      const saved = await saveFile(tx, { accountId: null, kind: 'credit_receipt', mimeType: file.mimeType, content: file.content, uploadedBy: actor.actorId });
      await updateRequest(tx, row, { attachmentFileId: saved.id });
      // Read again: the answer shows the receipt's type and size.
      return loadRequest(tx, row.id);
    },
  });
}

/** A request's receipt with the headers every upload is served with; 404 when it has none. */
export async function receiptOf(db: Executor, id: string): Promise<Download> {
  return storedDownload(db, (await loadRequest(db, id)).attachmentFileId, 'Receipt');
}

/** Posts the approved request's entry under the holder's lock (a deduction the balance cannot cover is a 409); answers the entry and the balance after it. */
async function post(tx: Tx, actor: AuditActor, row: RequestRow): Promise<{ entryId: string; balanceSen: number }> {
  const balance = await lockBalance(tx, row.accountId);
  const amountSen = row.kind === 'top_up' ? row.amountSen : -row.amountSen;
  if (balance + amountSen < 0) {
    throw conflict(
      `The balance is now RM ${(balance / 100).toFixed(2)}: too little for this deduction of RM ${(row.amountSen / 100).toFixed(2)}`,
      toRequest({ ...row, balanceSen: balance }),
      await lastChangeOf(tx, 'credit.request', row.id),
      refusal('balance_too_low', { balanceSen: balance, amountSen: row.amountSen }),
    );
  }
  const entryId = await postEntry(tx, { accountId: row.accountId, amountSen, kind: row.kind, requestId: row.id, reason: row.reason, createdBy: actor.actorId });
  await writeAudit(tx, actor, {
    action: `credit.${row.kind}`,
    entity: 'credit.account',
    entityId: row.accountId,
    before: { balanceSen: balance },
    after: { balanceSen: balance + amountSen, entryId },
  });
  return { entryId, balanceSen: balance + amountSen };
}

export function decideRequest(db: Db, actor: AuditActor, id: string, input: z.output<typeof creditDecision>): Promise<CreditRequest> {
  return guardedChange<RequestRow, CreditRequest>(db, actor, {
    action: `credit.${input.action}`,
    entity: 'credit.request',
    lock: (tx) => loadRequest(tx, id, true),
    idOf: (row) => row.id,
    view: toRequest,
    applies: (row) => {
      if (row.makerId === actor.actorId) throw forbidden('A credit request is decided by another admin, never by the one who made it', refusal('maker_cannot_decide', { what: 'credit_request' }));
    },
    expected: (row) => ({ now: row.status, saw: input.expected, what: 'status' }),
    decider: deciderOf,
    apply: async (tx, row) => {
      if (row.status !== 'pending') throw notPending(row);
      const decided = { decidedBy: actor.actorId, decidedAt: new Date(), remark: input.remark || null };
      if (input.action === 'reject') return updateRequest(tx, row, { ...decided, status: 'rejected' });
      const posted = await post(tx, actor, row);
      return updateRequest(tx, row, { ...decided, status: 'approved', entryId: posted.entryId }, posted.balanceSen);
    },
  });
}

/**
 * Undoes an entry with one of the opposite amount that names it. A reversal is never reversed
 * (post a new request instead), an entry is reversed once, and the balance still may not go below zero.
 */
export function reverseEntry(db: Db, actor: AuditActor, id: string, input: { reason: string }): Promise<CreditEntry> {
  return db.transaction(async (tx) => {
    const original = await loadEntry(tx, id);
    const balance = await lockBalance(tx, original.accountId);
    const refuse = async (message: string, why: Refusal, extra: object = {}) =>
      conflict(message, { ...toEntry(original), ...extra }, await lastChangeOf(tx, 'credit.entry', original.id), why);
    if (original.kind === 'reversal') throw await refuse('A reversal cannot itself be reversed', refusal('not_reversible'));
    // Read after the lock: a reversal posted meanwhile by another admin is seen here.
    const reversedBy = await reversalOf(tx, original.id);
    if (reversedBy) throw await refuse('This entry was already reversed', refusal('already_reversed'), { reversedByEntryId: reversedBy });
    const amountSen = -original.amountSen;
    if (balance + amountSen < 0) {
      throw await refuse(
        `The balance is now RM ${(balance / 100).toFixed(2)}: too little to reverse this top-up`,
        refusal('balance_too_low', { balanceSen: balance, amountSen: original.amountSen }),
        { balanceSen: balance },
      );
    }
    const entryId = await postEntry(tx, { accountId: original.accountId, amountSen, kind: 'reversal', reversesEntryId: original.id, reason: input.reason, createdBy: actor.actorId });
    const reversal = toEntry(await loadEntry(tx, entryId));
    await writeAudit(tx, actor, {
      action: 'credit.reverse',
      entity: 'credit.entry',
      entityId: original.id,
      before: toEntry(original),
      after: { ...toEntry(original), reversedByEntryId: entryId },
    });
    await writeAudit(tx, actor, {
      action: 'credit.reversal',
      entity: 'credit.account',
      entityId: original.accountId,
      before: { balanceSen: balance },
      after: { balanceSen: balance + amountSen, entryId },
    });
    return reversal;
  });
}
