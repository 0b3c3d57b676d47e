import { useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { hasErrors, normalisePhone } from './admin-form';
import { AdminFields } from './AdminFields';
import { PermissionEditor } from './PermissionEditor';
import { useAdminForm } from './use-admin-form';
import { useAdminMutations } from './use-admin-mutations';
import { useEmailAvailability } from './use-email-availability';

export default function AdminRegisterPage() {
  const { t } = useTranslation('administrators');
  const router = useIonRouter();
  const form = useAdminForm('create', { name: '', email: '', phone: '', password: '' });
  const [permissions, setPermissions] = useState<number[]>([]);
  const availability = useEmailAvailability(form.values.email);
  const { create, pending } = useAdminMutations();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    form.setSubmitted(true);
    if (hasErrors(form.localErrors(availability))) {
      revealFirstInvalid(formElement);
      return;
    }
    const phone = normalisePhone(form.values.phone);
    const result = await create({
      name: form.values.name.trim(),
      email: form.values.email.trim().toLowerCase(),
      phone: phone || undefined,
      password: form.values.password,
      permissions,
    });
    if (!result.ok) {
      form.takeServerErrors(result.error);
      revealFirstInvalid(formElement);
      return;
    }
    showToast(t('register.done', { name: result.value.name }), 'success');
    router.push(`/admin/admin-mgmt/${result.value.id}`, 'forward', 'replace');
  }

  return (
    <>
      <PageHeader title={t('register.title')} backHref="/admin/admin-mgmt" />
      <IonContent className="page-content">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="narrow-column ion-padding" data-testid="register-form">
          <h2 className="section-title">{t('register.profileSection')}</h2>
          <AdminFields
            mode="create"
            values={form.values}
            errors={form.visibleErrors(availability)}
            onChange={form.setField}
            emailAvailability={availability}
            testIdPrefix="register"
          />
          <h2 className="section-title">{t('register.permissionsSection')}</h2>
          <p className="muted">{t('register.permissionsHint')}</p>
          <PermissionEditor value={permissions} onChange={setPermissions} disabled={pending === 'create'} />
          <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending === 'create'} data-testid="register-submit">
            {pending === 'create' ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('register.submit')}
          </IonButton>
        </form>
      </IonContent>
    </>
  );
}
