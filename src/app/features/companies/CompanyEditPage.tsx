import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { EditPage } from '@app/kit/page/EditPage';
import { CompanyFields } from './CompanyFields';
import { companyForm } from './company-form';
import { useCompany, useCompanyMutations } from './use-companies';
import './companies.css';

export default function CompanyEditPage() {
  const { t } = useTranslation('companies');
  const { id = '' } = useParams<{ id: string }>();
  const { company, ...load } = useCompany(id);
  const { update, pending } = useCompanyMutations();
  return (
    <EditPage
      definition={companyForm}
      title={t('edit.title')}
      load={{ ...load, record: company }}
      recordPath={`/admin/company/${id}`}
      testIdPrefix="company-edit"
      submitTestId="company-form-submit"
      recordState={{ testIdPrefix: 'company' }}
      save={(patch) => update(id, patch)}
      busy={pending === 'update'}
      doneMessage={t('edit.done')}
    >
      {(form) => <CompanyFields form={form} />}
    </EditPage>
  );
}
