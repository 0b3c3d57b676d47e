import type { Company } from '@shared/contracts/companies';
import { encodeListParams } from '@shared/list-params';
import { PAGE_SIZE } from '@app/kit/constants';
import type { LocalAnswer } from '@app/offline/cache';

export interface CompanyListQuery {
  search: string;
  /** `null`: active and inactive alike. */
  active: boolean | null;
}

export const DEFAULT_COMPANY_QUERY: CompanyListQuery = { search: '', active: null };

/** One page of the companies list in the list protocol, by name. */
export function companyListSearch(query: CompanyListQuery, page: number): string {
  return encodeListParams({
    filter: { search: query.search.trim() || undefined, active: query.active ?? undefined },
    sort: { name: 'asc' },
    pagination: { limit: PAGE_SIZE, currentPage: page },
  });
}

/** The same search over saved rows, for a filter this device never fetched (offline). */
export function localCompanyAnswer(query: CompanyListQuery): LocalAnswer<Company> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (company) =>
      (!search || `${company.name} ${company.registrationNumber}`.toLowerCase().includes(search)) &&
      (query.active === null || company.active === query.active),
    sort: (a, b) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1),
  };
}
