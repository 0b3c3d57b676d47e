import { useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { ServicePackageDetail } from '@shared/contracts/service-packages';
import { formatYearMonth, toApiMonth } from '@shared/dates';
import { isApiError } from '@app/lib/api-errors';
import { goBackTo } from '@app/lib/navigation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { hasFieldErrors, useDefinedForm } from '@app/kit/form/define-form';
import { RecordState } from '@app/kit/record/RecordState';
import { MonthSelect } from './MonthSelect';
import { TermsFacts } from './TermsFacts';
import { TermsFields } from './TermsFields';
import { firstVersionMonth, monthsFrom, proposedVersionMonth } from './package-months';
import { packageForm } from './package-form';
import { termsFormValues, termsFromForm, versionDraft } from './terms-form';
import { usePackage, usePackageMutations } from './use-service-packages';
import './service-packages.css';

function VersionForm({ pkg }: { pkg: ServicePackageDetail }) {
  const { t, i18n } = useTranslation('service-packages');
  const router = useIonRouter();
  const thisMonth = toApiMonth(new Date());
  const latest = pkg.current;
  const [initialTerms] = useState(() => versionDraft.peek(pkg.id) ?? termsFormValues(latest));
  const form = useDefinedForm(packageForm, {
    ...initialTerms,
    name: pkg.name,
    description: pkg.description ?? '',
    effectiveMonth: proposedVersionMonth(thisMonth, latest.effectiveMonth),
    active: pkg.active,
  });
  const errors = form.visibleErrors();
  const { addVersion, pending } = usePackageMutations();
  const [refusal, setRefusal] = useState<string | null>(null);
  const recordPath = `/admin/service-package/${pkg.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    setRefusal(null);
    const terms = termsFromForm(form.values);
    if (hasFieldErrors(form.localErrors()) || !terms) {
      revealFirstInvalid(formElement);
      return;
    }
    const result = await addVersion(pkg.id, { ...terms, effectiveMonth: form.values.effectiveMonth });
    if (!result.ok) {
      form.takeServerErrors(result.error);
      // A 409 (another version took that month meanwhile) names no field: it is said above the form.
      if (isApiError(result.error) && !result.error.fieldErrors.length) setRefusal(result.message);
      revealFirstInvalid(formElement);
      return;
    }
    versionDraft.drop(pkg.id);
    showToast(t('version.done', { number: result.value.current.versionNumber, month: formatYearMonth(result.value.current.effectiveMonth, i18n.language) }), 'success');
    goBackTo(router, recordPath);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="package-version-form">
      <p className="service-packages-note">{t('version.intro', { name: pkg.name })}</p>
      <h2 className="section-title">
        {t('version.latest', { number: latest.versionNumber, month: formatYearMonth(latest.effectiveMonth, i18n.language) })}
      </h2>
      <TermsFacts terms={latest} />
      <h2 className="section-title">{t('version.newTerms')}</h2>
      {refusal ? (
        <p className="service-packages-refusal" role="alert" data-testid="package-version-refusal">
          {refusal}
        </p>
      ) : null}
      <div className="stack-form">
        <MonthSelect
          label={t('fields.effectiveMonth')}
          value={form.values.effectiveMonth}
          months={monthsFrom(firstVersionMonth(thisMonth, latest.effectiveMonth))}
          onChange={(month) => form.setField('effectiveMonth', month)}
          helper={t('version.monthHint')}
          error={errors.effectiveMonth}
          testId="package-version-month"
        />
        <TermsFields values={form.values} errors={errors} onChange={form.setField} testIdPrefix="package-version" />
      </div>
      <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'addVersion'} data-testid="package-version-submit">
        {pending === 'addVersion' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('version.submit')}
      </IonButton>
    </form>
  );
}

export default function NewVersionPage() {
  const { t } = useTranslation('service-packages');
  const { id } = useParams<{ id: string }>();
  const { pkg, status, error, reload } = usePackage(id);
  return (
    <>
      <PageHeader title={t('version.title')} backHref={`/admin/service-package/${id ?? ''}`} />
      <IonContent className="page-content">
        {pkg && status === 'ready' ? (
          <VersionForm key={`${pkg.id}@${pkg.version}`} pkg={pkg} />
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="service-packages" testIdPrefix="package" />
        )}
      </IonContent>
    </>
  );
}
