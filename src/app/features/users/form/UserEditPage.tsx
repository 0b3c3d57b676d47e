import { type FormEvent } from 'react';
import { IonContent, useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { User } from '@shared/contracts/users';
import { revealFirstInvalid } from '@app/lib/forms';
import { goBackTo } from '@app/lib/navigation';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { useUser } from '../remote/use-user';
import { useUserMutations } from '../remote/use-user-mutations';
import { RecordState } from '@app/kit/record/RecordState';
import { buildFormData, formFromUser, hasErrors } from './user-form';
import { UserForm } from './UserForm';
import { useUserForm } from './use-user-form';
import '../users.css';

function EditForm({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const router = useIonRouter();
  const initial = formFromUser(user);
  const form = useUserForm(initial);
  const { edit, pending } = useUserMutations();
  const detailPath = `/admin/user-mgmt/${user.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    form.setSubmitted(true);
    if (hasErrors(form.localErrors)) {
      revealFirstInvalid(element);
      return;
    }
    const { form: body, parts } = buildFormData(form.values, form.files, initial);
    if (!Object.keys(parts).length) {
      showToast(t('edit.nothingChanged'), 'medium');
      return;
    }
    const outcome = await edit(user.id, body, parts);
    if (!outcome.ok) {
      form.takeServerErrors(outcome.error);
      revealFirstInvalid(element);
      return;
    }
    showToast(t('edit.done'), 'success');
    goBackTo(router, detailPath);
  }

  return <UserForm form={form} submitLabel={t('common:save')} busy={pending === 'edit'} onSubmit={(e) => void onSubmit(e)} testId="user-edit-form" />;
}

export default function UserEditPage() {
  const { t } = useTranslation('users');
  const { id } = useParams<{ id: string }>();
  const { user, status, error, reload } = useUser(id);
  return (
    <>
      <PageHeader title={t('edit.title')} backHref={`/admin/user-mgmt/${id ?? ''}`} />
      <IonContent className="page-content">
        {user && status === 'ready' ? <EditForm key={user.id} user={user} /> : <RecordState status={status} error={error} onRetry={() => void reload()} namespace="users" testIdPrefix="user" />}
      </IonContent>
    </>
  );
}
