import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { showToast } from '@app/lib/toast-bus';
import { EditPage } from '@app/kit/page/EditPage';
import { useUser } from '../remote/use-user';
import { useUserMutations } from '../remote/use-user-mutations';
import { UserFields } from './UserFields';
import { userForm } from './user-form-declaration';
import '../users.css';

export default function UserEditPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams<{ id: string }>();
  const { user, ...load } = useUser(id);
  const { edit, pending } = useUserMutations();
  async function save({ form, parts }: { form: FormData; parts: Record<string, string> }) {
    if (Object.keys(parts).length) return edit(id, form, parts);
    showToast(t('edit.nothingChanged'), 'medium');
    return null;
  }
  return (
    <EditPage
      definition={userForm}
      title={t('edit.title')}
      load={{ ...load, record: user }}
      recordPath={`/admin/user-mgmt/${id}`}
      testIdPrefix="user-edit"
      submitTestId="reg-submit"
      recordState={{ testIdPrefix: 'user' }}
      save={save}
      busy={pending === 'edit'}
      doneMessage={t('edit.done')}
    >
      {(form) => <UserFields form={form} />}
    </EditPage>
  );
}
