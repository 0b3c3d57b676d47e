import { createPageOf, saving } from '@app/kit/page/define-pages';
import { companyFields, companyForm } from './company-form';
import { useCompanyMutations } from './use-companies';

export default createPageOf(companyForm, {
  backHref: () => '/admin/company',
  testIdPrefix: 'company-create',
  submitTestId: 'company-form-submit',
  useSave: () => saving(useCompanyMutations(), 'create'),
  done: (company) => ({ name: company.name }),
  savedPath: (company) => `/admin/company/${company.id}`,
  fields: companyFields,
});
