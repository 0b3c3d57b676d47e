import { useTranslation } from '@app/lib/use-translation';
import { CreatePage } from '@app/kit/page/CreatePage';
import { CompanyFields } from './CompanyFields';
import { companyForm } from './company-form';
import { useCompanyMutations } from './use-companies';
import './companies.css';

export default function CompanyCreatePage() {
  const { t } = useTranslation('companies');
  const { create, pending } = useCompanyMutations();
  return (
    <CreatePage
      definition={companyForm}
      title={t('create.title')}
      backHref="/admin/company"
      submitLabel={t('create.submit')}
      testIdPrefix="company-create"
      submitTestId="company-form-submit"
      save={create}
      busy={pending === 'create'}
      doneMessage={(company) => t('create.done', { name: company.name })}
      savedPath={(company) => `/admin/company/${company.id}`}
    >
      {(form) => <CompanyFields form={form} />}
    </CreatePage>
  );
}
