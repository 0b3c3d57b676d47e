import type { NewExpense } from '@shared/contracts/expenses';
import { callRequest } from '@shared/contracts/call';
// Routes, not the contract: the items are built on the form's page, whose schemas are already loaded, but a list
// reading queued captures must not need zod to name them.
import { expenses } from '@shared/contracts/plain/expenses';
import { formatMyr } from '@shared/money';
import { recordKeyOf } from '@app/kit/decision/define-decision';
import type { NewOutboxItem } from '@app/offline/outbox-types';
import { expenseResource } from '../resource';

/** The outbox kind of a new expense: the list shows open items of it as "waiting to send". */
export const CREATE_KIND = 'expenses.create';
export const RECEIPT_KIND = 'expenses.receipt';

/** `expenses.expense:<id>`: the create and its receipt share it, so the receipt is sent only after the record. */
export const expenseRecordKey = (id: string) => recordKeyOf(expenseResource.type, id);

/** How the outbox screen names a capture: RM is written alike in every language. */
export const captureTitle = (body: Pick<NewExpense, 'payee' | 'amountSen' | 'sstSen'>) => `${body.payee} · ${formatMyr(body.amountSen + (body.sstSen ?? 0), 'en-US')}`;

/**
 * A new expense as outbox items, written in one transaction: the record (its id chosen here), then its receipt if one
 * was chosen, as a multipart item naming the same id. Each has its own Idempotency-Key, so a resend never doubles it.
 */
export function captureItems(body: NewExpense & { id: string }, receipt: File | null): NewOutboxItem[] {
  const recordKey = expenseRecordKey(body.id);
  const title = captureTitle(body);
  const create: NewOutboxItem = { kind: CREATE_KIND, recordKey, title, request: callRequest(expenses.create, undefined, body), patch: null };
  if (!receipt) return [create];
  return [create, receiptItem(body.id, title, receipt)];
}

/** A receipt for an expense (new or recorded): sent as multipart, its one file part `receipt`. */
export function receiptItem(id: string, title: string, receipt: File): NewOutboxItem {
  return {
    kind: RECEIPT_KIND,
    recordKey: expenseRecordKey(id),
    title,
    request: { ...callRequest(expenses.attachReceipt, { id }, undefined as never), body: null, files: [{ field: 'receipt', blob: receipt, name: receipt.name }] },
    patch: null,
  };
}
