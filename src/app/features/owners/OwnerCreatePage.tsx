import { type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { OwnerFields } from './OwnerFields';
import { EMPTY_OWNER_FORM, hasOwnerErrors, ownerBody } from './owner-form';
import { useOwnerMutations } from './use-owners';
import { useOwnerForm } from './use-owner-form';
import './owners.css';

export default function OwnerCreatePage() {
  const { t } = useTranslation('owners');
  const router = useIonRouter();
  const form = useOwnerForm(EMPTY_OWNER_FORM);
  const { create, pending } = useOwnerMutations();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    if (hasOwnerErrors(form.localErrors())) {
      revealFirstInvalid(formElement);
      return;
    }
    const result = await create(ownerBody(form.values));
    if (!result.ok) {
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('create.done', { name: result.value.name }), 'success');
    router.push(`/admin/owner-mgmt/${result.value.id}`, 'forward', 'replace');
  }

  return (
    <>
      <PageHeader title={t('create.title')} backHref="/admin/owner-mgmt" />
      <IonContent className="page-content">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="owner-create-form">
          <OwnerFields form={form} />
          <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'create'} data-testid="owner-form-submit">
            {pending === 'create' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('create.submit')}
          </IonButton>
        </form>
      </IonContent>
    </>
  );
}
