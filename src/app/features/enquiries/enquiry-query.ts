import type { Enquiry, EnquiryStatus } from '@shared/contracts/enquiries';
import { pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

export interface EnquiryListQuery {
  search: string;
  /** The inbox opens on what waits for an answer. */
  status: EnquiryStatus;
}

export const DEFAULT_ENQUIRY_QUERY: EnquiryListQuery = { search: '', status: 'new' };

/** One page of the inbox in the list protocol, newest first. */
export const enquiryListSearch = (query: EnquiryListQuery, page: number) => pageSearch(query, { createdAt: 'desc' }, page);

/** The same search over saved rows, for a filter this device never fetched (offline). */
export function localEnquiryAnswer(query: EnquiryListQuery): LocalAnswer<Enquiry> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (e) => e.status === query.status && (!search || `${e.name} ${e.phone ?? ''} ${e.email ?? ''} ${e.message ?? ''}`.toLowerCase().includes(search)),
    sort: (a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : 1),
  };
}
