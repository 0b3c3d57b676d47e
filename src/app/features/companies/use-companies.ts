import { companies } from '@shared/contracts/companies';
import { api } from '@app/lib/api';
import { createUseFileUrl } from '@app/lib/use-file-url';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { useWrites } from '@app/kit/resource/use-writes';
import { companyOfLogoKey } from './company-display';
import { companyListSearch, localCompanyAnswer, type CompanyListQuery } from './company-query';
import { companyResource } from './resource';

/** The companies list: first page, more on scroll, pull to refresh, saved for offline. */
export function useCompanyList(query: CompanyListQuery) {
  return useResourceList(companyResource, { query, search: companyListSearch, local: localCompanyAnswer });
}

/** One company by id, saved for offline; `replace` takes the record a save returned. */
export function useCompany(id: string | undefined) {
  const { data: company, ...rest } = useResourceRecord(companyResource, id);
  return { company, ...rest };
}

/** The logo's object URL (the API serves it only with the admin's token). */
export const useCompanyLogoUrl = createUseFileUrl((key) => api.callBlob(companies.logo, { params: { id: companyOfLogoKey(key) } }));

/** The writes of the companies area, and the logo's upload beside them. */
export function useCompanyMutations() {
  return useWrites({ create: companies.create, update: companies.update }, { uploadLogo: { call: companies.uploadLogo, part: 'logo' } });
}
