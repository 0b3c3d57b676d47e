import { createPageOf } from '@app/kit/page/define-pages';
import { useUserMutations } from '../remote/use-user-mutations';
import { userFields } from './UserFields';
import { userForm } from './user-form-declaration';
import '../users.css';

export default createPageOf(userForm, {
  words: 'register',
  backHref: () => '/admin/user-mgmt',
  testIdPrefix: 'user-register',
  submitTestId: 'reg-submit',
  useSave: () => {
    const { register, pending } = useUserMutations();
    return { save: (body) => register(body.form, body.parts), busy: pending === 'register' };
  },
  done: (user) => ({ name: user.name, number: user.accountNumber }),
  savedPath: (user) => `/admin/user-mgmt/${user.id}`,
  fields: userFields,
});
