import { useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonIcon, IonSpinner, useIonRouter } from '@ionic/react';
import { IonToggle } from '@app/ionic/ion-toggle';
import { layersOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { ServicePackageDetail, ServicePackagePatch } from '@shared/contracts/service-packages';
import { isApiError } from '@app/lib/api-errors';
import { goBackTo } from '@app/lib/navigation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { hasFieldErrors, useDefinedForm } from '@app/kit/form/define-form';
import { RecordState } from '@app/kit/record/RecordState';
import { PackageOwnFields } from './PackageOwnFields';
import { TermsFields } from './TermsFields';
import { packageForm } from './package-form';
import { termsChanged, termsFormValues, termsFromForm, versionDraft } from './terms-form';
import { usePackage, usePackageMutations } from './use-service-packages';
import './service-packages.css';

function EditForm({ pkg, onRecord }: { pkg: ServicePackageDetail; onRecord(next: ServicePackageDetail): void }) {
  const { t } = useTranslation('service-packages');
  const router = useIonRouter();
  const form = useDefinedForm(packageForm, { ...termsFormValues(pkg.current), name: pkg.name, description: pkg.description ?? '', effectiveMonth: pkg.current.effectiveMonth, active: pkg.active });
  const errors = form.visibleErrors();
  const { update, pending } = usePackageMutations();
  /**
   * The server's refusal: to rewrite the terms of a package in use (it names the way out, a new version, offered
   * here), or to deactivate one that units are on.
   */
  const [refusal, setRefusal] = useState<{ message: string; terms: boolean } | null>(null);
  const recordPath = `/admin/service-package/${pkg.id}`;
  const used = pkg.unitsEverUsing > 0;

  function openNewVersion() {
    // What was typed goes along, so the admin does not type it again; the version page takes this page's
    // place, so that once the version is made, back leads to the record and not to a stale form.
    versionDraft.put(pkg.id, form.values);
    router.push(`${recordPath}/versions/new`, 'forward', 'replace');
  }

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
    const { name, description, active } = form.values;
    const body: ServicePackagePatch = { name: name.trim(), description: description.trim() || null, active, version: pkg.version };
    // Terms go only when they changed: a name edit never runs into the rule on used packages.
    const withTerms = termsChanged(form.values, pkg.current);
    const result = await update(pkg.id, withTerms ? { ...body, ...terms } : body);
    if (!result.ok) {
      form.takeServerErrors(result.error);
      if (isApiError(result.error) && result.error.status === 409 && !result.error.fieldErrors.length) setRefusal({ message: result.message, terms: withTerms });
      // The package moved on (a unit took it): the page now knows it is in use.
      if (result.conflict) onRecord(result.conflict);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('edit.done'), 'success');
    goBackTo(router, recordPath);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="package-edit-form">
      <PackageOwnFields form={form} />
      <IonToggle
        checked={form.values.active}
        onIonChange={(e) => form.setField('active', e.detail.checked)}
        labelPlacement="start"
        justify="space-between"
        className="service-packages-toggle ion-margin-top"
        data-testid="package-form-active"
      >
        {t('fields.active')}
      </IonToggle>
      {refusal && !refusal.terms ? (
        <p className="service-packages-refusal ion-margin-top" role="alert" data-testid="package-active-refusal">
          {refusal.message}
        </p>
      ) : null}
      <h2 className="section-title">{t('terms.title')}</h2>
      {used ? (
        <p className="service-packages-note" data-testid="package-terms-used-note">
          {t('edit.usedNote', { count: pkg.unitsEverUsing })}
        </p>
      ) : null}
      {refusal?.terms ? (
        <div className="service-packages-refusal" role="alert" data-testid="package-terms-refusal">
          <p>{refusal.message}</p>
          <IonButton fill="solid" onClick={openNewVersion} data-testid="package-refusal-new-version">
            <IonIcon slot="start" icon={layersOutline} aria-hidden="true" />
            {t('version.action')}
          </IonButton>
        </div>
      ) : null}
      <TermsFields values={form.values} errors={errors} onChange={form.setField} testIdPrefix="package-form" />
      <div className="service-packages-form-buttons">
        <IonButton type="submit" expand="block" disabled={pending === 'update'} data-testid="package-form-submit">
          {pending === 'update' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('common:save')}
        </IonButton>
        {used ? (
          <IonButton expand="block" fill="outline" onClick={openNewVersion} data-testid="package-edit-new-version">
            <IonIcon slot="start" icon={layersOutline} aria-hidden="true" />
            {t('version.action')}
          </IonButton>
        ) : null}
      </div>
    </form>
  );
}

export default function PackageEditPage() {
  const { t } = useTranslation('service-packages');
  const { id } = useParams<{ id: string }>();
  const { pkg, status, error, reload, replace } = usePackage(id);
  return (
    <>
      <PageHeader title={t('edit.title')} backHref={`/admin/service-package/${id ?? ''}`} />
      <IonContent className="page-content">
        {pkg && status === 'ready' ? (
          <EditForm key={pkg.id} pkg={pkg} onRecord={replace} />
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="service-packages" testIdPrefix="package" />
        )}
      </IonContent>
    </>
  );
}
