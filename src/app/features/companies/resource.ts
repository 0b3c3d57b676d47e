import { companies, type Company } from '@shared/contracts/companies';
import { defineResource } from '@app/kit/resource/define-resource';

export const companyResource = defineResource({
  type: 'companies.company',
  list: companies.list,
  record: companies.get,
  rows: (answer) => ({ items: answer.companies, totalCount: answer.totalCount }),
  id: (company: Company) => company.id,
});
