import { type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { Administrator } from '@shared/contracts/administrators';
import { goBackTo } from '@app/lib/navigation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { hasErrors, normalisePhone } from './admin-form';
import { AdminFields } from './AdminFields';
import { RecordState } from '@app/kit/record/RecordState';
import { useAdminForm } from './use-admin-form';
import { useAdminMutations } from './use-admin-mutations';
import { useAdministrator } from './use-administrator';

function EditForm({ admin }: { admin: Administrator }) {
  const { t } = useTranslation('administrators');
  const router = useIonRouter();
  const form = useAdminForm('edit', { name: admin.name, email: admin.email, phone: admin.phone ?? '', password: '' });
  const { update, pending } = useAdminMutations();
  const detailPath = `/admin/admin-mgmt/${admin.id}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    form.setSubmitted(true);
    if (hasErrors(form.localErrors('available'))) {
      revealFirstInvalid(formElement);
      return;
    }
    const phone = normalisePhone(form.values.phone);
    const result = await update(admin.id, { name: form.values.name.trim(), phone: phone || null });
    if (!result.ok) {
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('edit.done'), 'success');
    goBackTo(router, detailPath);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="edit-form">
      <p className="muted">{t('edit.emailFixed', { email: admin.email })}</p>
      <AdminFields mode="edit" values={form.values} errors={form.visibleErrors('available')} onChange={form.setField} testIdPrefix="edit" />
      <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'update'} data-testid="edit-submit">
        {pending === 'update' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('common:save')}
      </IonButton>
    </form>
  );
}

export default function AdminEditPage() {
  const { t } = useTranslation('administrators');
  const { id } = useParams<{ id: string }>();
  const { admin, status, error, reload } = useAdministrator(id);
  return (
    <>
      <PageHeader title={t('edit.title')} backHref={`/admin/admin-mgmt/${id ?? ''}`} />
      <IonContent className="page-content">
        {admin && status === 'ready' ? <EditForm key={admin.id} admin={admin} /> : <RecordState status={status} error={error} onRetry={() => void reload()} namespace="administrators" testIdPrefix="admin" />}
      </IonContent>
    </>
  );
}
