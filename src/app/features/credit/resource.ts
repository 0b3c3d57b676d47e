import type { CreditEntry, CreditHolder, CreditRequest } from '@shared/contracts/credit';
import { credit } from '@shared/contracts/plain/credit';
import { defineResource } from '@app/kit/resource/define-resource';

/** Credit holders with their balances; one holder is read by account id. */
export const holderResource = defineResource({
  type: 'credit.holder',
  list: credit.holders,
  record: credit.holder,
  recordParam: 'accountId',
  rows: (answer) => ({ items: answer.accounts, totalCount: answer.totalCount }),
  id: (holder: CreditHolder) => holder.accountId,
});

/** Requests to top up or deduct, the records credit decisions touch. */
export const requestResource = defineResource({
  type: 'credit.request',
  list: credit.requests,
  record: credit.request,
  rows: (answer) => ({ items: answer.requests, totalCount: answer.totalCount }),
  id: (request: CreditRequest) => request.id,
});

/** Ledger entries: append-only, so only ever listed (a holder's ledger, the history). */
export const entryResource = defineResource({
  type: 'credit.entry',
  list: credit.entries,
  rows: (answer) => ({ items: answer.entries, totalCount: answer.totalCount }),
  id: (entry: CreditEntry) => entry.id,
});
