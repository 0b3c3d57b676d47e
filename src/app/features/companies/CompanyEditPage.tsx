import { type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { Company } from '@shared/contracts/companies';
import { goBackTo } from '@app/lib/navigation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { RecordState } from '@app/kit/record/RecordState';
import { CompanyFields } from './CompanyFields';
import { companyFormValues, companyPatchBody, hasCompanyErrors } from './company-form';
import { useCompany, useCompanyMutations } from './use-companies';
import { useCompanyForm } from './use-company-form';
import './companies.css';

function EditForm({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const router = useIonRouter();
  const form = useCompanyForm(companyFormValues(company));
  const { update, pending } = useCompanyMutations();
  const recordPath = `/admin/company/${company.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    if (hasCompanyErrors(form.localErrors())) {
      revealFirstInvalid(formElement);
      return;
    }
    const result = await update(company.id, companyPatchBody(form.values, company.version));
    if (!result.ok) {
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('edit.done'), 'success');
    goBackTo(router, recordPath);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="company-edit-form">
      <CompanyFields form={form} />
      <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'update'} data-testid="company-form-submit">
        {pending === 'update' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('common:save')}
      </IonButton>
    </form>
  );
}

export default function CompanyEditPage() {
  const { t } = useTranslation('companies');
  const { id } = useParams<{ id: string }>();
  const { company, status, error, reload } = useCompany(id);
  return (
    <>
      <PageHeader title={t('edit.title')} backHref={`/admin/company/${id ?? ''}`} />
      <IonContent className="page-content">
        {company && status === 'ready' ? (
          <EditForm key={`${company.id}@${company.version}`} company={company} />
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="companies" testIdPrefix="company" />
        )}
      </IonContent>
    </>
  );
}
