import { type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { toApiMonth } from '@shared/dates';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { MonthSelect } from './MonthSelect';
import { PackageOwnFields } from './PackageOwnFields';
import { TermsFields } from './TermsFields';
import { monthsFrom } from './package-months';
import { hasPackageErrors, readPackageFieldErrors } from './package-form';
import { EMPTY_TERMS, termsFromForm } from './terms-form';
import { usePackageForm } from './use-package-form';
import { usePackageMutations } from './use-service-packages';
import './service-packages.css';

export default function PackageCreatePage() {
  const { t } = useTranslation('service-packages');
  const router = useIonRouter();
  const thisMonth = toApiMonth(new Date());
  const form = usePackageForm({ ...EMPTY_TERMS, name: '', description: '', effectiveMonth: thisMonth, active: true });
  const errors = form.visibleErrors();
  const { create, pending } = usePackageMutations();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    const terms = termsFromForm(form.values);
    if (hasPackageErrors(form.localErrors()) || !terms) {
      revealFirstInvalid(formElement);
      return;
    }
    const { name, description, effectiveMonth } = form.values;
    const result = await create({ ...terms, name: name.trim(), description: description.trim() || null, effectiveMonth });
    if (!result.ok) {
      form.takeServerErrors(result.error, readPackageFieldErrors);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('create.done', { name: result.value.name }), 'success');
    router.push(`/admin/service-package/${result.value.id}`, 'forward', 'replace');
  }

  return (
    <>
      <PageHeader title={t('create.title')} backHref="/admin/service-package" />
      <IonContent className="page-content">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="package-create-form">
          <PackageOwnFields form={form} />
          <h2 className="section-title">{t('terms.title')}</h2>
          <div className="stack-form">
            <MonthSelect
              label={t('fields.effectiveMonth')}
              value={form.values.effectiveMonth}
              months={monthsFrom(thisMonth)}
              onChange={(month) => form.setField('effectiveMonth', month)}
              helper={t('fields.effectiveMonthHint')}
              error={errors.effectiveMonth}
              testId="package-form-month"
            />
            <TermsFields values={form.values} errors={errors} onChange={form.setField} testIdPrefix="package-form" />
          </div>
          <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'create'} data-testid="package-form-submit">
            {pending === 'create' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('create.submit')}
          </IonButton>
        </form>
      </IonContent>
    </>
  );
}
