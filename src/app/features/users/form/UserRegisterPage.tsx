import { type FormEvent } from 'react';
import { IonContent, useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { useUserMutations } from '../remote/use-user-mutations';
import { buildFormData, EMPTY_FORM, hasErrors } from './user-form';
import { UserForm } from './UserForm';
import { useUserForm } from './use-user-form';
import '../users.css';

export default function UserRegisterPage() {
  const { t } = useTranslation('users');
  const router = useIonRouter();
  const form = useUserForm(EMPTY_FORM);
  const { register, pending } = useUserMutations();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    form.setSubmitted(true);
    if (hasErrors(form.localErrors)) {
      revealFirstInvalid(element);
      return;
    }
    const { form: body, parts } = buildFormData(form.values, form.files);
    const outcome = await register(body, parts);
    if (!outcome.ok) {
      form.takeServerErrors(outcome.error);
      revealFirstInvalid(element);
      return;
    }
    showToast(t('register.done', { name: outcome.value.name, number: outcome.value.accountNumber }), 'success');
    router.push(`/admin/user-mgmt/${outcome.value.id}`, 'forward', 'replace');
  }

  return (
    <>
      <PageHeader title={t('register.title')} backHref="/admin/user-mgmt" />
      <IonContent className="page-content">
        <UserForm form={form} submitLabel={t('register.submit')} busy={pending === 'register'} onSubmit={(e) => void onSubmit(e)} testId="user-register-form" />
      </IonContent>
    </>
  );
}
