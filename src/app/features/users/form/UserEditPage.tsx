import { useTranslation } from '@app/lib/use-translation';
import { showToast } from '@app/lib/toast-bus';
import { editPageOf, recordLoad } from '@app/kit/page/define-pages';
import { useUser } from '../remote/use-user';
import { useUserMutations } from '../remote/use-user-mutations';
import { userFields } from './UserFields';
import { userForm } from './user-form-declaration';
import '../users.css';

/** Only what changed is sent: nothing changed is said, not sent. */
function useEdit(id: string) {
  const { t } = useTranslation('users');
  const { edit, pending } = useUserMutations();
  async function save({ form, parts }: { form: FormData; parts: Record<string, string> }) {
    if (Object.keys(parts).length) return edit(id, form, parts);
    showToast(t('edit.nothingChanged'), 'medium');
    return null;
  }
  return { save, busy: pending === 'edit' };
}

export default editPageOf(userForm, {
  useRecord: (id) => recordLoad(useUser(id), 'user'),
  useSave: useEdit,
  recordPath: (id) => `/admin/user-mgmt/${id}`,
  testIdPrefix: 'user-edit',
  submitTestId: 'reg-submit',
  recordState: { testIdPrefix: 'user' },
  fields: userFields,
});
