import { useTranslation } from '@app/lib/use-translation';
import { CreatePage } from '@app/kit/page/CreatePage';
import { useUserMutations } from '../remote/use-user-mutations';
import { UserFields } from './UserFields';
import { userForm } from './user-form-declaration';
import '../users.css';

export default function UserRegisterPage() {
  const { t } = useTranslation('users');
  const { register, pending } = useUserMutations();
  return (
    <CreatePage
      definition={userForm}
      title={t('register.title')}
      backHref="/admin/user-mgmt"
      submitLabel={t('register.submit')}
      testIdPrefix="user-register"
      submitTestId="reg-submit"
      save={(body) => register(body.form, body.parts)}
      busy={pending === 'register'}
      doneMessage={(user) => t('register.done', { name: user.name, number: user.accountNumber })}
      savedPath={(user) => `/admin/user-mgmt/${user.id}`}
    >
      {(form) => <UserFields form={form} />}
    </CreatePage>
  );
}
