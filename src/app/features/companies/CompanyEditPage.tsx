import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { companyFields, companyForm } from './company-form';
import { useCompany, useCompanyMutations } from './use-companies';

export default editPageOf(companyForm, {
  useRecord: (id) => recordLoad(useCompany(id), 'company'),
  useSave: (id) => savingOf(useCompanyMutations(), 'update', id),
  recordPath: (id) => `/admin/company/${id}`,
  testIdPrefix: 'company-edit',
  submitTestId: 'company-form-submit',
  recordState: { testIdPrefix: 'company' },
  fields: companyFields,
});
