import { type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { OwnerDetail } from '@shared/contracts/owners';
import { goBackTo } from '@app/lib/navigation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { RecordState } from '@app/kit/record/RecordState';
import { OwnerFields } from './OwnerFields';
import { hasOwnerErrors, ownerFormValues, ownerPatchBody } from './owner-form';
import { useOwner, useOwnerMutations } from './use-owners';
import { useOwnerForm } from './use-owner-form';
import './owners.css';

function EditForm({ owner }: { owner: OwnerDetail }) {
  const { t } = useTranslation('owners');
  const router = useIonRouter();
  const form = useOwnerForm(ownerFormValues(owner));
  const { update, pending } = useOwnerMutations();
  const recordPath = `/admin/owner-mgmt/${owner.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    form.setSubmitted(true);
    if (hasOwnerErrors(form.localErrors())) {
      revealFirstInvalid(formElement);
      return;
    }
    const result = await update(owner.id, ownerPatchBody(form.values, owner.version));
    if (!result.ok) {
      // What was typed stays; the server's words go on the field they concern.
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('edit.done'), 'success');
    goBackTo(router, recordPath);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="owner-edit-form">
      <OwnerFields form={form} bank={false} />
      <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'update'} data-testid="owner-form-submit">
        {pending === 'update' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('common:save')}
      </IonButton>
    </form>
  );
}

export default function OwnerEditPage() {
  const { t } = useTranslation('owners');
  const { id } = useParams<{ id: string }>();
  const { owner, status, error, reload } = useOwner(id);
  return (
    <>
      <PageHeader title={t('edit.title')} backHref={`/admin/owner-mgmt/${id ?? ''}`} />
      <IonContent className="page-content">
        {owner && status === 'ready' ? (
          <EditForm key={`${owner.id}@${owner.version}`} owner={owner} />
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="owners" testIdPrefix="owner" />
        )}
      </IonContent>
    </>
  );
}
