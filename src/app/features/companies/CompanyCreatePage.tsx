import { type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { CompanyFields } from './CompanyFields';
import { companyBody, EMPTY_COMPANY_FORM, hasCompanyErrors } from './company-form';
import { useCompanyMutations } from './use-companies';
import { useCompanyForm } from './use-company-form';
import './companies.css';

export default function CompanyCreatePage() {
  const { t } = useTranslation('companies');
  const router = useIonRouter();
  const form = useCompanyForm(EMPTY_COMPANY_FORM);
  const { create, pending } = useCompanyMutations();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    if (hasCompanyErrors(form.localErrors())) {
      revealFirstInvalid(formElement);
      return;
    }
    const result = await create(companyBody(form.values));
    if (!result.ok) {
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('create.done', { name: result.value.name }), 'success');
    router.push(`/admin/company/${result.value.id}`, 'forward', 'replace');
  }

  return (
    <>
      <PageHeader title={t('create.title')} backHref="/admin/company" />
      <IonContent className="page-content">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="company-create-form">
          <CompanyFields form={form} />
          <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'create'} data-testid="company-form-submit">
            {pending === 'create' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('create.submit')}
          </IonButton>
        </form>
      </IonContent>
    </>
  );
}
