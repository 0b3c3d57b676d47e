import type { Installment, InstallmentStatus } from '@shared/contracts/owner-installments';
import { pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

export interface InstallmentQuery {
  search: string;
  /** `''`: every status. */
  status: InstallmentStatus | '';
  /** `''`: every owner; the name is only shown. */
  ownerId: string;
  ownerName: string;
}

/** The list opens on the plans still running. */
export const DEFAULT_INSTALLMENT_QUERY: InstallmentQuery = { search: '', status: 'active', ownerId: '', ownerName: '' };

const sent = ({ ownerName: _shown, ...query }: InstallmentQuery) => query;

/** One page of the list in the list protocol, newest first. */
export const installmentListSearch = (query: InstallmentQuery, page: number) => pageSearch(sent(query), { createdAt: 'desc' }, page);

/** The same filters over saved rows, for a filter this device never fetched (offline). */
export function localInstallmentAnswer(query: InstallmentQuery): LocalAnswer<Installment> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (plan) =>
      (!search || `${plan.title} ${plan.ownerName} ${plan.ownerAccountNumber}`.toLowerCase().includes(search)) &&
      (!query.status || plan.status === query.status) &&
      (!query.ownerId || plan.ownerId === query.ownerId),
    sort: (a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : -1),
  };
}
