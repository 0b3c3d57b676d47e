import type { Company } from '@shared/contracts/companies';
import { byName, pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

export interface CompanyListQuery {
  search: string;
  /** `null`: active and inactive alike. */
  active: boolean | null;
}

export const DEFAULT_COMPANY_QUERY: CompanyListQuery = { search: '', active: null };

/** One page of the companies list in the list protocol, by name. */
export const companyListSearch = (query: CompanyListQuery, page: number) => pageSearch(query, { name: 'asc' }, page);

/** The same search over saved rows, for a filter this device never fetched (offline). */
export function localCompanyAnswer(query: CompanyListQuery): LocalAnswer<Company> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (company) =>
      (!search || `${company.name} ${company.registrationNumber}`.toLowerCase().includes(search)) &&
      (query.active === null || company.active === query.active),
    sort: byName,
  };
}
