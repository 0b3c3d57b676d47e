import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { entryResource, holderResource } from '../resource';
import { holderListSearch, localHolderAnswer, type HolderListQuery } from './holder-list';
import { ledgerSearch, localLedgerAnswer } from './ledger';

/** Every holder with their balance, searched by name or account number, saved for offline. */
export function useHolderList(query: HolderListQuery) {
  return useResourceList(holderResource, { query, search: holderListSearch, local: localHolderAnswer });
}

/** One holder and their balance, saved for offline. */
export function useHolder(accountId: string | undefined) {
  const { data: holder, ...rest } = useResourceRecord(holderResource, accountId);
  return { holder, ...rest };
}

/** One holder's ledger, newest first, page by page. */
export function useLedger(accountId: string) {
  return useResourceList(entryResource, { query: { accountId }, search: ledgerSearch, local: localLedgerAnswer });
}
